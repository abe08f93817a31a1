import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DOCUMENT_MESSAGES, type OwnerKind } from '@portal/contracts';
import { IconFolderPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { useAddCategoryMutation, useListTopCategoriesQuery } from '../api.ts';

/** "Add Category": a category, or a sub-category of one (the folders every provider or facility gets). */
export function AddCategoryButton({ ownerKind, onAdded }: { ownerKind: OwnerKind; onAdded?: (id: string) => void }) {
  const prefix = useRolePrefix();
  const canAdd = useScope(['add-document-types']);
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: tops } = useListTopCategoriesQuery({ prefix, ownerKind });
  const [addCategory, { isLoading }] = useAddCategoryMutation();
  if (!canAdd) return null;

  const submit = async (e: FormEvent) => {
    // The modal is portalled, but React events still bubble to a form around the button.
    e.preventDefault();
    e.stopPropagation();
    if (!name.trim()) {
      setError('Category name is required');
      return;
    }
    try {
      const res = await addCategory({ prefix, body: { name: name.trim(), ownerKind, parentId } }).unwrap();
      toastSuccess(res.message ?? DOCUMENT_MESSAGES.categorySaved);
      onAdded?.(res.data._id);
      setName('');
      setParentId(null);
      close();
    } catch (err) {
      setError(failureOf(err)?.errors?.[0]?.message ?? serverMessage(err));
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={open}>
        Add Category
      </Button>
      <Modal opened={opened} onClose={close} title="Add Category">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Category name"
              withAsterisk
              value={name}
              error={error}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Select
              label="Sub-category of"
              placeholder="None (a top category)"
              clearable
              data={(tops ?? []).map((c) => ({ value: c._id, label: c.name }))}
              value={parentId}
              onChange={setParentId}
              comboboxProps={{ withinPortal: true }}
            />
            <FormActions submitting={isLoading} onCancel={close} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
