import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';

/** The portal's name and mark. */
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" variant="filled">
        <IconHeartbeat size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg" lh={1}>
        ICON{' '}
        <Text span fw={400} c="dimmed" size="sm">
          Provider Portal
        </Text>
      </Text>
    </Group>
  );
}
