import { Modal, MultiSelect, Stack } from '@mantine/core';
import { WEBHOOK_EVENTS, type Webhook, webhookInputSchema } from '@portal/contracts';
import { useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useCreateWebhookMutation, useUpdateWebhookMutation } from '../api.ts';
import { ShownOnce } from './ShownOnce.tsx';

const EVENT_OPTIONS = Object.entries(WEBHOOK_EVENTS).map(([value, label]) => ({ value, label }));

interface WebhookDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The subscription to edit; none: a new one, whose signing secret is then shown once. */
  webhook?: Webhook;
}

export function WebhookDialog({ opened, onClose, webhook }: WebhookDialogProps) {
  const prefix = useRolePrefix();
  const form = useSchemaForm(webhookInputSchema, {
    name: webhook?.name ?? '',
    url: webhook?.url ?? '',
    events: webhook?.events ?? ([] as string[]),
  });
  const [create, created] = useCreateWebhookMutation();
  const [update, updated] = useUpdateWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    if (!webhook) form.reset();
    setSecret(null);
    onClose();
  };
  const submit = form.onSubmit(async (body) => {
    try {
      if (webhook) {
        const res = await update({ prefix, id: webhook._id, body }).unwrap();
        toastSuccess(res.message ?? 'Webhook updated');
        close();
      } else {
        const res = await create({ prefix, body }).unwrap();
        toastSuccess(res.message ?? 'Webhook created');
        setSecret(res.data.secret);
      }
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  const title = secret ? 'Signing secret' : webhook ? 'Edit webhook' : 'Add webhook';
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      {secret ? (
        <ShownOnce label="signing secret" value={secret} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextField form={form} name="name" label="Name" withAsterisk />
            <TextField
              form={form}
              name="url"
              label="URL"
              description="An https:// address that accepts POSTed JSON"
              withAsterisk
            />
            <MultiSelect
              label="Events"
              data={EVENT_OPTIONS}
              searchable
              withAsterisk
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('events')}
              key={form.key('events')}
            />
            <FormActions
              submitting={created.isLoading || updated.isLoading}
              onCancel={close}
              submitLabel={webhook ? 'Save' : 'Add webhook'}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
