import { Modal, MultiSelect, Stack, TagsInput } from '@mantine/core';
import { apiKeyInputSchema, PERMISSION_GROUPS } from '@portal/contracts';
import { useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useCreateApiKeyMutation } from '../api.ts';
import { ShownOnce } from './ShownOnce.tsx';

const PERMISSION_OPTIONS = PERMISSION_GROUPS.map((g) => ({
  group: g.label,
  items: g.permissions.map((p) => ({ value: p.value, label: p.label })),
}));

const EMPTY = { name: '', permissions: [] as string[], expiresOn: '', allowedAddresses: [] as string[] };

/** Creates an API key, then shows it once with a copy button. */
export function ApiKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const prefix = useRolePrefix();
  const form = useSchemaForm(apiKeyInputSchema, EMPTY);
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const [key, setKey] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setKey(null);
    onClose();
  };
  const submit = form.onSubmit(async (body) => {
    try {
      const res = await create({ prefix, body: { ...body, expiresOn: body.expiresOn || null } }).unwrap();
      toastSuccess(res.message ?? 'API key created');
      setKey(res.data.key);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={key ? 'Your new API key' : 'Create API key'} centered size="lg">
      {key ? (
        <ShownOnce label="API key" value={key} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextField form={form} name="name" label="Name" description="The system that uses it" withAsterisk />
            <MultiSelect
              label="Permissions"
              description="What the key may do: never more than you hold"
              data={PERMISSION_OPTIONS}
              searchable
              withAsterisk
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('permissions')}
              key={form.key('permissions')}
            />
            <TextField
              form={form}
              name="expiresOn"
              type="date"
              label="Last day (optional)"
              description="The key stops working after this day"
            />
            <TagsInput
              label="Client addresses (optional)"
              description="IP addresses or ranges (CIDR) the key is accepted from; none: any"
              placeholder="203.0.113.7 or 10.0.0.0/24"
              {...form.getInputProps('allowedAddresses')}
              key={form.key('allowedAddresses')}
            />
            <FormActions submitting={isLoading} onCancel={close} submitLabel="Create key" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
