import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProviderProfile } from '@portal/contracts';
import { IconInbox } from '@tabler/icons-react';
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

/** An empty list: an icon and one line of text. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconInbox size={24} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Paper>
  );
}
