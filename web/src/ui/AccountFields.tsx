import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN } from '@portal/contracts';

type FormOf<V> = Pick<UseFormReturnType<V>, 'getInputProps' | 'key'>;

/** The e-mail of a sign-in or account form: required, an address; `autoComplete` tells the browser what it is. */
export function EmailField<V extends { email: string }>({
  form,
  autoComplete = 'email',
}: {
  form: FormOf<V>;
  autoComplete?: 'email' | 'username';
}) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      autoComplete={autoComplete}
      placeholder="you@example.com"
      required
      withAsterisk={false}
      key={form.key('email')}
      {...form.getInputProps('email')}
    />
  );
}

/** The password the user has now (to sign in, or to change it). */
export function CurrentPasswordField<V>({ form, field, label }: { form: FormOf<V>; field: string; label: string }) {
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      required
      withAsterisk={false}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

/** A new password (its minimum length said below it) and its confirmation in `confirmPassword`. */
export function NewPasswordFields<V extends { confirmPassword: string }>({
  form,
  field = 'password',
  label = 'Password',
  confirmLabel = 'Confirm password',
}: {
  form: FormOf<V>;
  /** The form field of the new password. */
  field?: string;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description={`At least ${PASSWORD_MIN} characters`}
        autoComplete="new-password"
        required
        withAsterisk={false}
        key={form.key(field)}
        {...form.getInputProps(field)}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        required
        withAsterisk={false}
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
