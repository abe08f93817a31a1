import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PermissionGroup, type Role, roleInputSchema } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { applyServerErrors } from '../../../ui/forms.ts';
import type { RoleBody } from '../api.ts';
import { PermissionPicker } from './PermissionPicker.tsx';

// A type alias, not an interface: the zod resolver wants values assignable to Record<string, unknown>.
export type RoleFormValues = {
  name: string;
  description: string;
  permissions: string[];
};

export const emptyRoleValues: RoleFormValues = { name: '', description: '', permissions: [] };

/** A stored role as form values. */
export const roleToFormValues = (role: Role): RoleFormValues => ({
  name: role.name,
  description: role.description ?? '',
  permissions: role.permissions.map((p) => p.value),
});

export interface RoleFormProps {
  initialValues?: RoleFormValues;
  /** The permission catalogue; defaults to the contracts' PERMISSION_GROUPS. */
  groups?: PermissionGroup[];
  /**
   * Sends the role. A rejected promise carrying the API error (RTK Query's `.unwrap()`) puts its field
   * errors beside the fields, and a 409 under Name.
   */
  onSubmit: (body: RoleBody) => Promise<unknown>;
  onCancel: () => void;
  submitLabel?: string;
}

/** Name, description and permissions of a role, validated with the contracts' roleInputSchema. */
export function RoleForm({
  initialValues = emptyRoleValues,
  groups,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
}: RoleFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RoleFormValues, (values: RoleFormValues) => RoleBody>({
    mode: 'controlled',
    initialValues,
    validate: zod4Resolver(roleInputSchema),
    transformValues: (values) => roleInputSchema.parse(values),
  });

  const submit = form.onSubmit(async (body) => {
    setSubmitting(true);
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, error, { conflictField: 'name' });
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={100} {...form.getInputProps('name')} key={form.key('name')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('description')}
          key={form.key('description')}
        />
        <PermissionPicker
          groups={groups}
          value={form.values.permissions}
          onChange={(value) => form.setFieldValue('permissions', value)}
          error={form.errors.permissions}
          disabled={submitting}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
