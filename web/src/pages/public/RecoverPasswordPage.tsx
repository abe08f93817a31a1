import { Anchor, Stack, Text, Title } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { Link } from 'react-router';
import { RecoverPasswordForm } from '../../modules/accounts/components/RecoverPasswordForm.tsx';

/** /recover-password: e-mails a reset link to the address, if it has an account. */
export default function RecoverPasswordPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Recover password</Title>
        <Text c="dimmed" size="sm">
          Enter the e-mail address of your account and we will send you a link to reset your password.
        </Text>
      </div>
      <RecoverPasswordForm />
      <Anchor component={Link} to={webPaths.login} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
