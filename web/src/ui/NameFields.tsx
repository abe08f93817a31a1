import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TextField } from './TextField.tsx';

type PersonForm<V> = Pick<UseFormReturnType<V>, 'getInputProps' | 'key'>;

interface NameFieldsProps<V extends { firstName: string; lastName: string }> {
  form: PersonForm<V>;
  disabled?: boolean;
  /** Focus First name when the form opens (in a modal). */
  autoFocus?: boolean;
  /**
   * The person types their own name (sign-up): the browser may fill it in, and it is required without an asterisk,
   * like the other account fields.
   */
  own?: boolean;
}

const NAME_PARTS = [
  { name: 'firstName', label: 'First name', ownAutoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', ownAutoComplete: 'family-name' },
] as const;

/** First name and last name (required, at most 100 characters), side by side on wide screens. */
export function NameFields<V extends { firstName: string; lastName: string }>({
  form,
  disabled = false,
  autoFocus,
  own = false,
}: NameFieldsProps<V>) {
  return (
    <SimpleGrid cols={own ? { base: 1, xs: 2 } : { base: 1, sm: 2 }} spacing={own ? 'sm' : 'md'}>
      {NAME_PARTS.map(({ name, label, ownAutoComplete }, i) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={label}
          maxLength={100}
          disabled={disabled}
          data-autofocus={(autoFocus && i === 0) || undefined}
          {...(own ? { autoComplete: ownAutoComplete, required: true, withAsterisk: false } : { withAsterisk: true })}
        />
      ))}
    </SimpleGrid>
  );
}
