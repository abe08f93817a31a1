import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/** Asks why an expense is not approved (the reason is required and shown to the provider). */
export function NotApproveDialog({
  opened,
  name,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Not approve expense" centered transitionProps={{ duration: 300 }}>
      <Stack gap="sm">
        <Textarea
          label="Reason"
          description={`Why the ${name} is not approved; the provider sees it.`}
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={saving}
            onClick={async () => {
              if (!reason.trim()) {
                setError('Give a reason why the expense is not approved');
                return;
              }
              setSaving(true);
              try {
                await onConfirm(reason.trim());
                close();
              } finally {
                setSaving(false);
              }
            }}
          >
            Not Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
