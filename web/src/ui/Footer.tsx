import { Text } from '@mantine/core';

/** '© {current year} ICON. All rights reserved' */
export function Footer() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      © {new Date().getFullYear()} ICON. All rights reserved
    </Text>
  );
}
