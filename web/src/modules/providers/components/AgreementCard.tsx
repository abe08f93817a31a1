import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProviderProfile } from '@portal/contracts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** The provider agreement as far as the portal records it today: signed or not, and the e-mail verification. */
export function AgreementCard({ profile }: { profile: ProviderProfile }) {
  return (
    <Paper component="section" aria-label="Agreement" withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Agreement
      </Title>
      <Group gap="xl">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            Provider agreement
          </Text>
          <StatusBadge status={profile.agreementStatus} />
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={500}>
            E-mail
          </Text>
          <StatusBadge status={profile.emailStatus} />
        </Stack>
      </Group>
    </Paper>
  );
}
