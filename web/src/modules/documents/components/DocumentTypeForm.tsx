import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type DocumentType,
  type DocumentTypeInput,
  documentTypeInputSchema,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  type FieldType,
  ORGANISATION_KINDS,
  type OwnerKind,
  SPECIALTIES,
} from '@portal/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { SegmentedField } from '../../../ui/SegmentedField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { FacilitiesMultiSelect } from '../../facilities/index.ts';
import { useListCategoriesQuery, useListTopCategoriesQuery } from '../api.ts';
import { AddCategoryButton } from './AddCategoryButton.tsx';

interface FieldValues {
  key?: string;
  label: string;
  type: FieldType;
  required: boolean;
  isExpiry: boolean;
  options: string[];
}

type Values = {
  name: string;
  ownerKind: OwnerKind;
  categoryId: string | null;
  repeats: boolean;
  general: boolean;
  requiredFor: { everyone: boolean; specialties: string[]; organisations: string[]; facilityIds: string[] };
  fields: FieldValues[];
};

const FIELD_TYPE_OPTIONS = FIELD_TYPES.map((t) => ({ value: t, label: FIELD_TYPE_LABELS[t] }));
const newField = (): FieldValues => ({ label: '', type: 'text', required: false, isExpiry: false, options: [] });

const initialValues = (type?: DocumentType): Values => ({
  name: type?.name ?? '',
  ownerKind: type?.ownerKind ?? 'provider',
  categoryId: type?.categoryId ?? null,
  repeats: type?.repeats ?? false,
  general: type?.general ?? false,
  requiredFor: type?.requiredFor ?? { everyone: false, specialties: [], organisations: [], facilityIds: [] },
  fields: type?.fields.map((f) => ({ ...f })) ?? [newField()],
});

export interface DocumentTypeFormProps {
  type?: DocumentType;
  onSubmit: (input: DocumentTypeInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * A document type: its name, whose documents (providers or facilities), its category or sub-category (the folder its
 * documents go in), whether it repeats, for whom it is required, and its fields of the spec's dynamic types; one date
 * field may be the document's expiry date.
 */
export function DocumentTypeForm({ type, onSubmit, onCancel }: DocumentTypeFormProps) {
  const prefix = useRolePrefix();
  const form = useSchemaForm<Values, DocumentTypeInput>(documentTypeInputSchema as never, initialValues(type));
  const ownerKind = form.values.ownerKind;
  const { data: categories } = useListCategoriesQuery({ prefix, ownerKind });
  const { data: tops } = useListTopCategoriesQuery({ prefix, ownerKind });
  const categoryOptions = useMemo(() => {
    const topById = new Map((tops ?? []).map((c) => [c._id, c.name]));
    return [
      ...(tops ?? []).map((c) => ({ value: c._id, label: c.name })),
      ...(categories ?? []).map((c) => ({ value: c._id, label: `${topById.get(c.parentId ?? '') ?? ''} / ${c.name}` })),
    ].sort((a, b) => a.label.localeCompare(b.label));
  }, [categories, tops]);

  const submit = form.onSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(form, error, { conflictField: 'name' });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Document type name" withAsterisk {...form.getInputProps('name')} />
          <SegmentedField
            label="Documents of"
            data={[
              { value: 'provider', label: 'Providers' },
              { value: 'facility', label: 'Facilities' },
            ]}
            disabled={Boolean(type)}
            value={ownerKind}
            onChange={(v) => {
              form.setFieldValue('ownerKind', v as OwnerKind);
              form.setFieldValue('categoryId', null);
            }}
          />
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <Select
              label="Category / sub-category (folder)"
              withAsterisk
              searchable
              data={categoryOptions}
              style={{ flex: 1 }}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('categoryId')}
            />
            <AddCategoryButton ownerKind={ownerKind} onAdded={(id) => form.setFieldValue('categoryId', id)} />
          </Group>
          <Group gap="lg" pt="lg">
            <Checkbox label="Repeats (several per provider)" {...form.getInputProps('repeats', { type: 'checkbox' })} />
            <Checkbox label="General document (a form)" {...form.getInputProps('general', { type: 'checkbox' })} />
          </Group>
        </SimpleGrid>

        <Paper withBorder p="sm" radius="sm">
          <Title order={2} size="h5" mb="xs">
            Required for
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Checkbox
              label={ownerKind === 'provider' ? 'Every provider' : 'Every facility'}
              mt={{ sm: 'lg' }}
              {...form.getInputProps('requiredFor.everyone', { type: 'checkbox' })}
            />
            {ownerKind === 'provider' && (
              <>
                <MultiSelect
                  label="Specialties"
                  placeholder="Any"
                  data={SPECIALTIES.map((s) => ({ value: s.value, label: s.label }))}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('requiredFor.specialties')}
                />
                <MultiSelect
                  label="Organisations"
                  placeholder="Any"
                  data={ORGANISATION_KINDS}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('requiredFor.organisations')}
                />
              </>
            )}
            <FacilitiesMultiSelect
              label={ownerKind === 'provider' ? 'Providers at facilities' : 'Facilities'}
              placeholder="Any"
              value={form.values.requiredFor.facilityIds}
              onChange={(ids) => form.setFieldValue('requiredFor.facilityIds', ids)}
              error={form.errors['requiredFor.facilityIds']}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="sm" radius="sm">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5">
              Fields
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('fields', newField())}
            >
              Add Field
            </Button>
          </Group>
          {form.values.fields.length === 0 && (
            <Text c="dimmed" size="sm">
              No fields yet: a document of this type is just its file.
            </Text>
          )}
          <Stack gap="sm">
            {form.values.fields.map((f, i) => (
              <Paper key={f.key ?? `new-${i}`} withBorder p="xs" radius="sm" bg="gray.0">
                <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
                  <TextInput label={`Field ${i + 1} label`} withAsterisk {...form.getInputProps(`fields.${i}.label`)} />
                  <Select
                    label={`Field ${i + 1} type`}
                    data={FIELD_TYPE_OPTIONS}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps(`fields.${i}.type`)}
                  />
                  <Stack gap={4} pt={{ sm: 'lg' }}>
                    <Checkbox
                      label="Required"
                      aria-label={`Field ${i + 1} required`}
                      {...form.getInputProps(`fields.${i}.required`, { type: 'checkbox' })}
                    />
                    <Checkbox
                      label="Expiry date"
                      aria-label={`Field ${i + 1} is the expiry date`}
                      {...form.getInputProps(`fields.${i}.isExpiry`, { type: 'checkbox' })}
                    />
                  </Stack>
                  <Group justify="flex-end" align="flex-start" pt={{ sm: 'lg' }}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove field ${i + 1}`}
                      onClick={() => form.removeListItem('fields', i)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </SimpleGrid>
                {f.type === 'select' && (
                  <TagsInput
                    mt="xs"
                    label={`Field ${i + 1} options`}
                    placeholder="Type an option and press Enter"
                    {...form.getInputProps(`fields.${i}.options`)}
                  />
                )}
              </Paper>
            ))}
          </Stack>
        </Paper>
        <FormActions submitting={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
