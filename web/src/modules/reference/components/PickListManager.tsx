import { ActionIcon, Box, Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { PICK_LIST_EDITORS, type ReferenceItem } from '@portal/contracts';
import { IconListDetails, IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorKind } from '../../../lib/errors.ts';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { isApiError } from '../../../lib/http.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { applyServerErrors, serverMessage } from '../../../ui/forms.ts';
import {
  type PickListKind,
  useAddPickListItemMutation,
  useDeletePickListItemMutation,
  useListClientsQuery,
  useListInsuranceProvidersQuery,
  useListJobTypesQuery,
  useListSchoolsQuery,
  useListVmsQuery,
  useRenamePickListItemMutation,
} from '../api.ts';

type ListHook = (arg: undefined, options: { skip: boolean }) => { data?: ReferenceItem[]; isLoading: boolean };

interface KindConfig {
  /** 'Client': the button's and the modal's name. */
  label: string;
  /** 'client': the add field's 'New client'. */
  noun: string;
  useList: ListHook;
}

const KINDS: Record<PickListKind, KindConfig> = {
  client: { label: 'Client', noun: 'client', useList: useListClientsQuery },
  vms: { label: 'VMS', noun: 'VMS', useList: useListVmsQuery },
  'job-type': { label: 'Job type', noun: 'job type', useList: useListJobTypesQuery },
  school: { label: 'School', noun: 'school', useList: useListSchoolsQuery },
  'insurance-provider': {
    label: 'Insurance provider',
    noun: 'insurance provider',

    useList: useListInsuranceProvidersQuery,
  },
};

const NAME_MAX = 200;

interface NameValues {
  name: string;
}

const validateName = (value: string) =>
  value.trim() === '' ? 'Name is required' : value.trim().length > NAME_MAX ? 'At most 200 characters' : null;

/** Puts a failed add or rename beside its name field (400 answers are silent; 409 and others are toasted). */
const showNameError = (form: UseFormReturnType<NameValues>, error: unknown) => {
  if (applyServerErrors(form, error)) return;
  if (isApiError(error) && errorKind(error) === 'invalid') form.setFieldError('name', serverMessage(error));
};

/** Enter in a name field runs the action; no <form>, since the modal sits inside the screen's own form. */
const onEnter = (action: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    action();
  }
};

export interface PickListManagerProps {
  kind: PickListKind;
  /**
   * The select's input, to show the button beside it: pass as the select's `inputContainer`
   * (`inputContainer={(input) => <PickListManager kind="client">{input}</PickListManager>}`).
   */
  children?: ReactNode;
}

/**
 * A small 'Manage list' button beside a pick-list select, for staff allowed to edit the list ('edit-facilities' for
 * clients and VMS, 'edit-assignments' for job types, 'edit-providers' for schools and insurance providers). It opens a
 * modal to add, rename and delete the list's items; each change refetches the list, so the select refreshes too.
 */
export function PickListManager({ kind, children }: PickListManagerProps) {
  const config = KINDS[kind];
  const allowed = useScope([PICK_LIST_EDITORS[kind]]);
  const [opened, { open, close }] = useDisclosure(false);

  if (!allowed) return children ?? null;

  const button = (
    <ActionIcon
      type="button"
      variant="default"
      size={children === undefined ? 'sm' : 'input-sm'}
      aria-label={`Manage ${config.label} list`}
      title="Manage list"
      onClick={open}
    >
      <IconListDetails size={16} aria-hidden />
    </ActionIcon>
  );

  return (
    <>
      {children === undefined ? (
        button
      ) : (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Box flex={1} miw={0}>
            {children}
          </Box>
          {button}
        </Group>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={`${config.label} list`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <PickListEditor kind={kind} config={config} />}
      </Modal>
    </>
  );
}

function PickListEditor({ kind, config }: { kind: PickListKind; config: KindConfig }) {
  const prefix = useRolePrefix();
  const { data: items, isLoading } = config.useList(undefined, { skip: false });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [add, { isLoading: adding }] = useAddPickListItemMutation();
  const [remove] = useDeletePickListItemMutation();
  const form = useForm<NameValues>({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: validateName },
  });

  const submitAdd = form.onSubmit(async ({ name }) => {
    try {
      const res = await add({ prefix, kind, body: { name: name.trim() } }).unwrap();
      toastSuccess(res.message ?? 'Item added successfully');
      form.reset();
    } catch (error) {
      showNameError(form, error);
    }
  });

  const askDelete = (item: ReferenceItem) =>
    confirmDestructive({
      title: `Delete ${config.noun}`,
      message: `Delete "${item.name}" from the ${config.label} list?`,
      onConfirm: async () => {
        const res = await remove({ prefix, kind, id: item._id }).unwrap();
        toastSuccess(res.message ?? 'Item deleted successfully');
      },
    });

  return (
    <Stack gap="md">
      {isLoading ? (
        <Group justify="center">
          <Loader size="sm" role="status" aria-label="Loading" />
        </Group>
      ) : items?.length ? (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item._id}>
                {editingId === item._id ? (
                  <RenameRow kind={kind} item={item} onDone={() => setEditingId(null)} />
                ) : (
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.name}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        type="button"
                        variant="subtle"
                        aria-label={`Rename ${item.name}`}
                        onClick={() => setEditingId(item._id)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        type="button"
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${item.name}`}
                        onClick={() => askDelete(item)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                )}
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          The list is empty.
        </Text>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={`New ${config.noun}`}
          maxLength={NAME_MAX}
          autoComplete="off"
          style={{ flex: 1 }}
          disabled={adding}
          onKeyDown={onEnter(() => submitAdd())}
          {...form.getInputProps('name')}
        />
        <Button type="button" mt={25} loading={adding} onClick={() => submitAdd()}>
          Add
        </Button>
      </Group>
    </Stack>
  );
}

function RenameRow({ kind, item, onDone }: { kind: PickListKind; item: ReferenceItem; onDone: () => void }) {
  const prefix = useRolePrefix();
  const [rename, { isLoading }] = useRenamePickListItemMutation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const form = useForm<NameValues>({
    mode: 'controlled',
    initialValues: { name: item.name },
    validate: { name: validateName },
  });

  const save = form.onSubmit(async ({ name }) => {
    if (name.trim() === item.name) return onDone();
    try {
      const res = await rename({ prefix, kind, id: item._id, body: { name: name.trim() } }).unwrap();
      toastSuccess(res.message ?? 'Item updated successfully');
      onDone();
    } catch (error) {
      showNameError(form, error);
    }
  });

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        aria-label={`New name for ${item.name}`}
        maxLength={NAME_MAX}
        autoComplete="off"
        style={{ flex: 1 }}
        disabled={isLoading}
        ref={input}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onDone();
          } else onEnter(() => save())(e);
        }}
        {...form.getInputProps('name')}
      />
      <Button type="button" loading={isLoading} onClick={() => save()}>
        Save
      </Button>
      <Button type="button" variant="default" disabled={isLoading} onClick={onDone}>
        Cancel
      </Button>
    </Group>
  );
}
