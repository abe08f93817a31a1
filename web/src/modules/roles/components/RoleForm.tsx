import { Checkbox, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PermissionGroup, type Role, roleInputSchema } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import type { RoleBody } from '../api.ts';
import { PermissionPicker } from './PermissionPicker.tsx';

// A type alias, not an interface: the zod resolver wants values assignable to Record<string, unknown>.
export type RoleFormValues = {
  name: string;
  description: string;
  permissions: string[];
  /** Empty: the portal's idle sign-out setting. */
  idleTimeoutMinutes: number | '';
  mfaRequired: boolean;
};

const emptyRoleValues: RoleFormValues = {
  name: '',
  description: '',
  permissions: [],
  idleTimeoutMinutes: '',
  mfaRequired: false,
};

/** A stored role as form values. */
export const roleToFormValues = (role: Role): RoleFormValues => ({
  name: role.name,
  description: role.description ?? '',
  permissions: role.permissions.map((p) => p.value),
  idleTimeoutMinutes: role.idleTimeoutMinutes ?? '',
  mfaRequired: role.mfaRequired,
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
        <NumberInput
          label="Idle sign-out (minutes)"
          description="Signs this role's users out after this many minutes without activity. Leave empty for the portal's setting."
          min={1}
          max={1440}
          allowDecimal={false}
          {...form.getInputProps('idleTimeoutMinutes')}
          key={form.key('idleTimeoutMinutes')}
        />
        <Checkbox
          label="Require two-step sign-in"
          description="The role's users enter a code from an authenticator app at every sign-in; they set it up at their next sign-in."
          {...form.getInputProps('mfaRequired', { type: 'checkbox' })}
          key={form.key('mfaRequired')}
        />
        <PermissionPicker
          groups={groups}
          value={form.values.permissions}
          onChange={(value) => form.setFieldValue('permissions', value)}
          error={form.errors.permissions}
          disabled={submitting}
        />
        <FormActions submitting={submitting} onCancel={onCancel} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
