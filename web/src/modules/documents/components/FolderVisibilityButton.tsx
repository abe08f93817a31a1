import { Button, Checkbox, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DOCUMENT_MESSAGES, type Folder, type OwnerKind } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { useGetAllRolesQuery } from '../../roles/index.ts';
import { useSetFolderVisibilityMutation } from '../api.ts';

/**
 * "Visibility" of a folder: which staff roles see it, its sub-folders and documents ("Every role", or the roles
 * chosen; none chosen: the super admin only). The owning provider always sees their own folders.
 */
export function FolderVisibilityButton({ kind, folder }: { kind: OwnerKind; folder: Folder }) {
  const prefix = useRolePrefix();
  const [opened, { open, close }] = useDisclosure(false);
  const [everyone, setEveryone] = useState(true);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { data: roles } = useGetAllRolesQuery({ prefix }, { skip: !opened });
  const [save, { isLoading }] = useSetFolderVisibilityMutation();

  const start = () => {
    setEveryone(folder.visibleRoleIds == null);
    setRoleIds(folder.visibleRoleIds ?? []);
    setError(null);
    open();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    try {
      const res = await save({ prefix, kind, id: folder._id, body: { roleIds: everyone ? null : roleIds } }).unwrap();
      toastSuccess(res.message ?? DOCUMENT_MESSAGES.visibilitySaved);
      close();
    } catch (err) {
      setError(failureOf(err)?.errors?.[0]?.message ?? serverMessage(err));
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconEye size={14} aria-hidden />}
        onClick={start}
        aria-label={`Visibility of ${folder.name}`}
      >
        Visibility
      </Button>
      <Modal opened={opened} onClose={close} title={`Visibility: ${folder.name}`}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              Staff whose role cannot see this folder do not find it, its sub-folders or its documents. The super admin
              always sees it.
            </Text>
            <Checkbox label="Every role" checked={everyone} onChange={(e) => setEveryone(e.currentTarget.checked)} />
            {!everyone && (
              <MultiSelect
                label="Roles that see this folder"
                placeholder={roleIds.length ? undefined : 'None: the super admin only'}
                data={(roles ?? []).map((r) => ({ value: r._id, label: r.name }))}
                value={roleIds}
                onChange={setRoleIds}
                error={error}
                searchable
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {everyone && error && (
              <Text c="red" size="sm">
                {error}
              </Text>
            )}
            <FormActions submitting={isLoading} onCancel={close} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
