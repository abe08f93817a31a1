import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useRouteTitle } from '../app/pageTitle.ts';

/** The placeholder of every screen a later issue builds: its name and a note. */
export default function NotBuiltPage({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  const name = title ?? routeTitle ?? 'Screen';
  return (
    <Stack gap="lg">
      <Title order={2}>{name}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={26} />
          </ThemeIcon>
          <Text c="dimmed">This screen is not built yet.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
