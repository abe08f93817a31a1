import { Button, Modal } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { useRotateWebhookSecretMutation } from '../api.ts';
import { ShownOnce } from './ShownOnce.tsx';

/** Replaces a subscription's signing secret after a confirmation, then shows the new one once. */
export function RotateSecretButton({ webhookId }: { webhookId: string }) {
  const prefix = useRolePrefix();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const ask = () =>
    confirmDestructive({
      title: 'Rotate signing secret?',
      message:
        'The current secret stops working at once: every delivery from now on is signed with the new one. Give the new secret to the receiver.',
      confirmLabel: 'Rotate secret',
      onConfirm: async () => {
        const res = await rotate({ prefix, id: webhookId }).unwrap();
        toastSuccess(res.message ?? '');
        setSecret(res.data.secret);
      },
    });
  return (
    <>
      <Button
        variant="default"
        loading={rotating.isLoading}
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={ask}
      >
        Rotate secret
      </Button>
      <Modal opened={secret !== null} onClose={() => setSecret(null)} title="New signing secret" centered size="lg">
        {secret && <ShownOnce label="signing secret" value={secret} onDone={() => setSecret(null)} />}
      </Modal>
    </>
  );
}
