import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type NamedItem,
  type NamedItemInput,
  namedItemInputSchema,
  SUPER_ADMIN_REFERENCE_LABELS,
  type SuperAdminReferenceKind,
  superAdminReferenceMessages,
} from '@portal/contracts';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { toastSuccess } from '../../lib/toast.ts';
import { FormFooter } from '../../ui/FormActions.tsx';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { deleteAction, RowActions } from '../../ui/RowActions.tsx';
import { useSchemaForm } from '../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../ui/useServerSubmit.ts';
import {
  useAddNamedItemMutation,
  useDeleteNamedItemMutation,
  useListNamedItemsQuery,
  useRenameNamedItemMutation,
} from './api.ts';

function NamedItemForm({
  kind,
  item,
  onDone,
}: {
  kind: SuperAdminReferenceKind;
  item: NamedItem | null;
  onDone: () => void;
}) {
  const [add] = useAddNamedItemMutation();
  const [rename] = useRenameNamedItemMutation();
  const M = superAdminReferenceMessages(kind);
  const form = useSchemaForm<NamedItemInput, NamedItemInput>(namedItemInputSchema, { name: item?.name ?? '' });
  const { submitting, formError, send } = useServerSubmit(
    form,
    async (body: NamedItemInput) => {
      const res = item ? await rename({ kind, id: item.id, body }).unwrap() : await add({ kind, body }).unwrap();
      toastSuccess(res.message ?? (item ? M.updated : M.added));
      onDone();
    },
    { conflictField: 'name' },
  );
  const submit = form.onSubmit(send);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={100} data-autofocus {...form.getInputProps('name')} />
        <FormFooter error={formError} submitting={submitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** The divisions or procedure types (super admins): add, rename, delete when unused. */
export function NamedItemsTable({ kind }: { kind: SuperAdminReferenceKind }) {
  const { one, many } = SUPER_ADMIN_REFERENCE_LABELS[kind];
  const M = superAdminReferenceMessages(kind);
  const { data, isLoading } = useListNamedItemsQuery({ prefix: 'super-admin', kind });
  const [remove] = useDeleteNamedItemMutation();
  const [editing, setEditing] = useState<NamedItem | 'new' | null>(null);
  const items = data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add {one}
        </Button>
      </Group>
      {isLoading ? (
        <LoadingCard />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No {many.toLowerCase()} yet.
        </Text>
      ) : (
        <Table withTableBorder striped stripedColor="#D4EEFA" verticalSpacing="xs" aria-label={many}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>In use by</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.name}</Table.Td>
                <Table.Td>
                  {i.inUse} {kind === 'divisions' ? 'facilities' : 'assignments'}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={i.name}
                    actions={[
                      { label: 'Edit', icon: <IconEdit size={18} aria-hidden />, onClick: () => setEditing(i) },
                      deleteAction({
                        title: `Delete ${one.toLowerCase()}`,
                        message: `Delete ${i.name}?`,
                        hidden: i.inUse > 0,
                        onConfirm: async () => {
                          const res = await remove({ kind, id: i.id }).unwrap();
                          toastSuccess(res.message ?? M.deleted);
                        },
                      }),
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Add ${one}` : `Edit ${one}`}
        centered
      >
        {editing !== null && (
          <NamedItemForm kind={kind} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
