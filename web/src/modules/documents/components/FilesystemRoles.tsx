import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  DOCUMENT_ACTIONS,
  DOCUMENT_MESSAGES,
  type DocumentAction,
  type FilesystemRole,
  OWNER_KINDS,
  type OwnerKind,
} from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { LoadingCard } from '../../../ui/NotFoundCard.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { useFilesystemRolesQuery, useSaveFilesystemRoleMutation } from '../api.ts';

/** Spec section 3's document permission actions, as the screen names them. */
const ACTION_LABELS: Record<DocumentAction, string> = {
  add: 'Add',
  view: 'View',
  download: 'Download',
  rename: 'Rename',
  share: 'Share',
  delete: 'Delete',
  archive: 'Archive',
  reinstate: 'Reinstate',
  'view-archive': 'View archive',
};
const KIND_LABELS: Record<OwnerKind, string> = { provider: 'Provider documents', facility: 'Facility documents' };
/** The two built-in rows (super admin, providers' own documents) are fixed. */
const BUILT_IN = new Set(['superAdmin', 'provider']);

function Actions({ actions }: { actions: DocumentAction[] }) {
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4}>
      {actions.map((a) => (
        <Badge key={a} variant="light" tt="none" size="sm">
          {ACTION_LABELS[a]}
        </Badge>
      ))}
    </Group>
  );
}

function EditRoleModal({ role, onClose }: { role: FilesystemRole; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [chosen, setChosen] = useState<Record<OwnerKind, DocumentAction[]>>({
    provider: role.provider,
    facility: role.facility,
  });
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveFilesystemRoleMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await save({ prefix, id: role._id, body: chosen }).unwrap();
      toastSuccess(res.message ?? DOCUMENT_MESSAGES.filesystemRoleSaved);
      onClose();
    } catch (err) {
      setError(failureOf(err)?.errors?.[0]?.message ?? serverMessage(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Document permissions: ${role.name}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {OWNER_KINDS.map((kind) => (
            <Checkbox.Group
              key={kind}
              label={KIND_LABELS[kind]}
              value={chosen[kind]}
              onChange={(v) => setChosen((c) => ({ ...c, [kind]: DOCUMENT_ACTIONS.filter((a) => v.includes(a)) }))}
            >
              <Group gap="md" mt="xs">
                {DOCUMENT_ACTIONS.map((a) => (
                  <Checkbox
                    key={a}
                    value={a}
                    label={ACTION_LABELS[a]}
                    aria-label={`${KIND_LABELS[kind]}: ${ACTION_LABELS[a]}`}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          ))}
          {error && (
            <Text c="red" size="sm">
              {error}
            </Text>
          )}
          <FormActions submitting={isLoading} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Document Permissions (filesystem/roles): what each role may do with provider and facility documents (spec
 * section 3's actions). Role editors change a staff role's actions here; the server enforces them on every call.
 */
export function FilesystemRoles() {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-roles']);
  const { data, isLoading } = useFilesystemRolesQuery({ prefix });
  const [editing, setEditing] = useState<FilesystemRole | null>(null);
  if (isLoading || !data) return <LoadingCard />;
  return (
    <>
      <SimpleTable
        minWidth={640}
        striped
        verticalSpacing="sm"
        aria-label="Document permissions by role"
        head={['Role', KIND_LABELS.provider, KIND_LABELS.facility, canEdit && { label: 'Actions', hidden: true }]}
      >
        {data.map((r) => (
          <Table.Tr key={r._id}>
            <Table.Td fw={600}>{r.name}</Table.Td>
            <Table.Td>
              <Actions actions={r.provider} />
            </Table.Td>
            <Table.Td>
              <Actions actions={r.facility} />
            </Table.Td>
            {canEdit && (
              <Table.Td>
                {!BUILT_IN.has(r._id) && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Edit document permissions of ${r.name}`}
                    onClick={() => setEditing(r)}
                  >
                    Edit
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </SimpleTable>
      {editing && <EditRoleModal role={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
