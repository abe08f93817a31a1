import { SimpleGrid, Stack, type TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type Ok, PROFILE_MESSAGES, PROFILE_PARTS, type ProfilePart, type ProviderProfile } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ComponentProps, type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { TextField } from '../../../ui/TextField.tsx';
import type { PartBody } from '../api.ts';
import { FIELD_LABELS, fieldErrors, type PartValues, partBody, partToValues, valuesToInput } from '../profileParts.ts';

/** Saves one part; resolves with the API's answer, rejects with the API error (RTK Query's `.unwrap()`). */
export type SavePart = (part: ProfilePart, body: PartBody) => Promise<Ok<ProviderProfile>>;

export interface PartFormProps {
  profile: ProviderProfile;
  save: SavePart;
  /** Leaves edit mode (after Save or on Cancel). */
  onClose: () => void;
  /** The provider edits their own profile (affects hints such as the e-mail change). */
  self: boolean;
}

/** Pick lists open in a portal (the card may clip them). */
export const COMBO = { withinPortal: true } as const;

/**
 * The form of one card: values from the stored part, validation by the contracts' schema of the part (blank text
 * counts as nothing), server field errors beside the fields, and a toast with the server's message on success.
 */
export function usePartForm<P extends ProfilePart>(part: P, { profile, save, onClose }: PartFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const resolve = useMemo(() => zod4Resolver(PROFILE_PARTS[part], { errorPriority: 'first' }), [part]);
  const form = useForm<PartValues[P]>({
    mode: 'controlled',
    initialValues: partToValues(part, profile),
    validate: (values) => fieldErrors(resolve(valuesToInput(values as Record<string, unknown>))),
  });
  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const res = await save(part, partBody(part, values as Record<string, unknown>));
      toastSuccess(res.message ?? PROFILE_MESSAGES.saved);
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { conflictField: part === 'contact-information' ? 'email' : undefined });
    } finally {
      setSubmitting(false);
    }
  });
  return { form, submit, submitting };
}

/** A card's form: its fields (disabled while saving), then Save and Cancel. */
export function FormShell({
  submit,
  submitting,
  onClose,
  children,
  label,
}: {
  submit: (e?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  onClose: () => void;
  children: ReactNode;
  label: string;
}) {
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <fieldset disabled={submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">{children}</Stack>
        </fieldset>
        <FormActions submitting={submitting} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export type Form<V> = UseFormReturnType<V>;

/** A text input bound to a form field, labelled from FIELD_LABELS. */
export function Field<V>({
  form,
  name,
  ...rest
}: { form: Form<V>; name: keyof V & string } & Omit<ComponentProps<typeof TextInput>, 'form' | 'name'>) {
  return <TextField form={form} name={name} label={FIELD_LABELS[name]} {...rest} />;
}

/** A date input bound to a form field, labelled from FIELD_LABELS. */
export function DateField<V>({ form, name }: { form: Form<V>; name: keyof V & string }) {
  return <Field form={form} name={name} type="date" />;
}

/** Two columns from the small breakpoint up. */
export const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
    {children}
  </SimpleGrid>
);
