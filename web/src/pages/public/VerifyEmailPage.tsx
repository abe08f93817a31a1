import { Alert, Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { TOKEN_TTL_HOURS, webPaths } from '@portal/contracts';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ResendVerificationForm } from '../../modules/accounts/components/ResendVerificationForm.tsx';
import type { SignedUpState } from './SignupPage.tsx';

/** /verify-email?email=: after sign-up (or a refused sign-in), where the verification link went and a resend. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email')?.trim() ?? '';
  const signedUp = (location.state as SignedUpState | null)?.message;

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={22} />
        </ThemeIcon>
        <Title order={2}>Check your inbox</Title>
      </Group>
      {signedUp && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {signedUp}
        </Alert>
      )}
      <Text size="sm">
        We sent a verification link to{' '}
        {email ? (
          <Text span fw={600}>
            {email}
          </Text>
        ) : (
          'your e-mail address'
        )}
        . Open it to verify your address. The link expires in {TOKEN_TTL_HOURS['verify-email']} hours.
      </Text>
      <Text size="sm" c="dimmed">
        No e-mail? Check your spam folder, or send the link again.
      </Text>
      <ResendVerificationForm initialEmail={email} />
      <Anchor component={Link} to={webPaths.login} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
