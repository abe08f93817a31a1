import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ErrorCode } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FormFailure } from '../../modules/accounts/components/FormFailure.tsx';
import { ResendVerificationForm } from '../../modules/accounts/components/ResendVerificationForm.tsx';
import { useVerifyLink } from '../../modules/accounts/useVerifyLink.ts';

/** The heading of a failed link, from the failure's code. */
const failedTitle = (code: ErrorCode | undefined): string => {
  if (code === 'LINK_EXPIRED') return 'Link expired';
  if (code === 'LINK_USED') return 'Link already used';
  return 'Verification failed';
};

/** /verify/:token/:email: opens the e-mailed verification link once and says how it went. */
export default function VerifyAccountPage() {
  const { token = '', email = '' } = useParams();
  const state = useVerifyLink(token, email);

  if (state.status === 'verifying') {
    return (
      <Stack align="center" gap="md" py="lg" role="status">
        <Loader />
        <Text c="dimmed">Verifying your e-mail address…</Text>
      </Stack>
    );
  }

  if (state.status === 'verified') {
    return (
      <Stack gap="lg">
        <Title order={2}>E-mail verified</Title>
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {state.message}
        </Alert>
        <Button component={Link} to={webPaths.login} fullWidth>
          Go to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{failedTitle(state.code)}</Title>
      <FormFailure>{state.message}</FormFailure>
      {state.code === 'LINK_USED' && (
        <Text size="sm">If you opened this link before, your address is already verified and you can sign in.</Text>
      )}
      {state.resendTo !== null && (
        <>
          <Text size="sm">Need a new link? We can send one to your e-mail address:</Text>
          <ResendVerificationForm initialEmail={state.resendTo} />
        </>
      )}
      <Anchor component={Link} to={webPaths.login} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
