import { Paper, Stack, Text, Title } from '@mantine/core';
import { UpdatePasswordForm } from '../../modules/auth/components/UpdatePasswordForm.tsx';

/** /update-password (staff) and /provider-update-password (providers): one form for both. */
export default function UpdatePasswordPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Update Password</Title>
        <Text c="dimmed" size="sm">
          Choose a new password. You stay signed in after the change.
        </Text>
      </div>
      <Paper withBorder radius="md" p="xl">
        <UpdatePasswordForm />
      </Paper>
    </Stack>
  );
}
