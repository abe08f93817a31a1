import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormFooter } from './FormActions.tsx';
import { NameFields } from './NameFields.tsx';
import { TextField } from './TextField.tsx';
import { useSchemaForm } from './useSchemaForm.ts';
import { useServerSubmit } from './useServerSubmit.ts';

type InviteeValues = { firstName: string; lastName: string; email: string };

interface InviteFormProps<V extends InviteeValues, B> {
  schema: z.ZodType<B>;
  initialValues: V;
  /** Sends the invitation; a rejected API error puts its field errors beside the fields (a 409 under the e-mail). */
  onSubmit: (body: B) => Promise<unknown>;
  onCancel: () => void;
  /** What the invitation e-mailed to the address lets them do. */
  invitationNote: string;
  /** Focus First name when the form opens (in a modal). */
  autoFocus?: boolean;
  submitLabel?: string;
  /** The form's own fields after the e-mail (a role, a specialty). */
  children: (form: UseFormReturnType<V, (values: V) => B>, submitting: boolean) => ReactNode;
}

/** A form that invites a new user: their name, the e-mail address the invitation goes to, then its own fields. */
export function InviteForm<V extends InviteeValues, B>({
  schema,
  initialValues,
  onSubmit,
  onCancel,
  invitationNote,
  autoFocus,
  submitLabel,
  children,
}: InviteFormProps<V, B>) {
  const form = useSchemaForm<V, B>(schema, initialValues);
  const { submitting, formError, send } = useServerSubmit(form, onSubmit, { conflictField: 'email' });
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="md">
        <NameFields form={form} disabled={submitting} autoFocus={autoFocus} />
        <TextField
          form={form}
          name="email"
          label="E-mail"
          type="email"
          withAsterisk
          maxLength={254}
          description={invitationNote}
          disabled={submitting}
        />
        {children(form, submitting)}
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
