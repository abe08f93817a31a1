import { Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type IconUser, iconUserCreateSchema, iconUserUpdateSchema, type Option } from '@portal/contracts';
import { useState } from 'react';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { InviteForm } from '../../../ui/InviteForm.tsx';
import { NameFields } from '../../../ui/NameFields.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import type { IconUserCreateBody, IconUserUpdateBody } from '../api.ts';
import {
  emptyCreateValues,
  fullName,
  type IconUserCreateValues,
  type IconUserEditValues,
  iconUserToFormValues,
  isDeactivating,
  USER_STATUS_OPTIONS,
} from '../iconUserForm.ts';

type FieldsForm = Pick<
  UseFormReturnType<{ firstName: string; lastName: string; roleId: string }>,
  'getInputProps' | 'key'
>;

function RoleField({
  form,
  roles,
  rolesLoading,
  disabled,
}: {
  form: FieldsForm;
  roles: Option[];
  rolesLoading: boolean;
  disabled: boolean;
}) {
  return (
    <Select
      label="Role"
      withAsterisk
      placeholder={rolesLoading ? 'Loading roles...' : 'Choose a role'}
      data={roles}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No roles found"
      disabled={disabled}
      {...form.getInputProps('roleId')}
      key={form.key('roleId')}
    />
  );
}

function Actions({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  return <FormActions submitting={submitting} onCancel={onCancel} />;
}

interface CommonProps {
  /** The Role select's choices (`roleOptions(...)`). */
  roles: Option[];
  rolesLoading?: boolean;
  onCancel: () => void;
}

export interface CreateIconUserFormProps extends CommonProps {
  /**
   * Sends the new user. A rejected promise carrying the API error (RTK Query's `.unwrap()`) puts its field errors
   * beside the fields (e-mail taken, unknown role).
   */
  onSubmit: (body: IconUserCreateBody) => Promise<unknown>;
}

/** A new staff user: name, e-mail and role. The server e-mails them an invitation to set a password. */
export function CreateIconUserForm({ roles, rolesLoading = false, onSubmit, onCancel }: CreateIconUserFormProps) {
  return (
    <InviteForm<IconUserCreateValues, IconUserCreateBody>
      schema={iconUserCreateSchema}
      initialValues={emptyCreateValues}
      onSubmit={onSubmit}
      onCancel={onCancel}
      invitationNote="The user receives an invitation at this address to set their password."
    >
      {(form, submitting) => <RoleField form={form} roles={roles} rolesLoading={rolesLoading} disabled={submitting} />}
    </InviteForm>
  );
}

export interface EditIconUserFormProps extends CommonProps {
  user: IconUser;
  /** Sends the change; field errors of a rejected `.unwrap()` go beside the fields. */
  onSubmit: (body: IconUserUpdateBody) => Promise<unknown>;
}

/**
 * A staff user's name, role and status; the e-mail is shown but not editable. Saving a change to Deactivated asks
 * first, as it signs the user out at once.
 */
export function EditIconUserForm({ user, roles, rolesLoading = false, onSubmit, onCancel }: EditIconUserFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const form = useSchemaForm<IconUserEditValues, IconUserUpdateBody>(iconUserUpdateSchema, iconUserToFormValues(user));

  const save = async (body: IconUserUpdateBody) => {
    setSubmitting(true);
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = form.onSubmit((body) => {
    if (!isDeactivating(user.status, body.status)) return save(body);
    confirmDestructive({
      title: 'Deactivate user',
      message: `${fullName(body)} will be signed out at once and will no longer be able to sign in. Are you sure you want to deactivate this user?`,
      confirmLabel: 'Deactivate',
      onConfirm: () => save(body),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="E-mail" value={user.email} readOnly variant="filled" />
        <NameFields form={form} disabled={submitting} />
        <RoleField form={form} roles={roles} rolesLoading={rolesLoading} disabled={submitting} />
        <Select
          label="Status"
          withAsterisk
          data={USER_STATUS_OPTIONS}
          allowDeselect={false}
          disabled={submitting}
          {...form.getInputProps('status')}
          key={form.key('status')}
        />
        {form.values.status === 'pending' && user.status === 'pending' && (
          <Text size="sm" c="dimmed">
            The user becomes Confirmed when they accept the invitation e-mail and set a password.
          </Text>
        )}
        <Actions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
