import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { DynamicReportQueryInput, DynamicReportSaved } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { isApiError } from '../../lib/http.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { confirmDestructive } from '../../ui/ConfirmDialog.tsx';
import { failureOf, serverMessage } from '../../ui/forms.ts';
import { useDeleteReportMutation, useSaveReportMutation, useUpdateReportMutation } from './api.ts';

/** Deletes a saved report after a confirmation. */
export function SavedDelete({ report, onDeleted }: { report: DynamicReportSaved; onDeleted: () => void }) {
  const prefix = useRolePrefix();
  const [remove] = useDeleteReportMutation();
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={() =>
        confirmDestructive({
          title: 'Delete report',
          message: `Delete the saved report "${report.name}"?`,
          onConfirm: async () => {
            const res = await remove({ prefix, id: report.id }).unwrap();
            toastSuccess(res.message ?? 'Report deleted successfully');
            onDeleted();
          },
        })
      }
    >
      Delete
    </Button>
  );
}

/** Saves the current query as a new report, or updates the loaded one (its name, the role it is shared with). */
export function SaveForm({
  mode,
  current,
  query,
  roles,
  onDone,
}: {
  mode: 'new' | 'update';
  current: DynamicReportSaved | null;
  query: DynamicReportQueryInput;
  roles: { value: string; label: string }[] | null;
  onDone: (saved: DynamicReportSaved | null) => void;
}) {
  const prefix = useRolePrefix();
  const [save] = useSaveReportMutation();
  const [update] = useUpdateReportMutation();
  const [name, setName] = useState(mode === 'update' ? (current?.name ?? '') : '');
  const [sharedRoleId, setSharedRoleId] = useState<string | null>(
    mode === 'update' ? (current?.sharedRoleId ?? null) : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Enter a name for the report' });
      return;
    }
    setBusy(true);
    setErrors({});
    const body = { name: name.trim(), query, sharedRoleId };
    try {
      const res =
        mode === 'update' && current
          ? await update({ prefix, id: current.id, body }).unwrap()
          : await save({ prefix, body }).unwrap();
      toastSuccess(res.message ?? 'Report saved successfully');
      onDone(res.data);
    } catch (error) {
      const f = failureOf(error);
      if (f?.errors?.length)
        setErrors(Object.fromEntries(f.errors.map((x) => [x.field.startsWith('query') ? 'form' : x.field, x.message])));
      else if (isApiError(error)) setErrors({ form: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        {roles && (
          <Select
            label="Share with role"
            placeholder="Only me"
            clearable
            data={roles}
            value={sharedRoleId}
            onChange={setSharedRoleId}
            error={errors.sharedRoleId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
