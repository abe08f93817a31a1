import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';

/** A key or signing secret the portal shows this once (it keeps only a hash or an encrypted copy). */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        Copy the {label} now. It will not be shown again.
      </Alert>
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="shown-once">
        {value}
      </Code>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : `Copy ${label}`}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Lost it? Make a new one and stop using this one.
      </Text>
    </Stack>
  );
}
