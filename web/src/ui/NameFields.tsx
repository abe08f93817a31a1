import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface NameFieldsProps<V extends { firstName: string; lastName: string }> {
  form: Pick<UseFormReturnType<V>, 'getInputProps' | 'key'>;
  disabled: boolean;
  /** Focus First name when the form opens (in a modal). */
  autoFocus?: boolean;
}

/** First name and last name (required, at most 100 characters), side by side on wide screens. */
export function NameFields<V extends { firstName: string; lastName: string }>({
  form,
  disabled,
  autoFocus,
}: NameFieldsProps<V>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="First name"
        withAsterisk
        maxLength={100}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        disabled={disabled}
        {...form.getInputProps('firstName')}
        key={form.key('firstName')}
      />
      <TextInput
        label="Last name"
        withAsterisk
        maxLength={100}
        autoComplete="off"
        disabled={disabled}
        {...form.getInputProps('lastName')}
        key={form.key('lastName')}
      />
    </SimpleGrid>
  );
}
