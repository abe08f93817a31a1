import { SimpleGrid, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { truncateAmountText } from '@portal/contracts';

/** A date box's props: Mantine's `getInputProps()` (with a `key`) or value/onChange/error. */
type DateProps = TextInputProps & { key?: string };

/**
 * Two date boxes side by side (start and end, effective from and to); the second cannot be set before the first.
 * The props pass through, so a Mantine form's `getInputProps()` and plain value/onChange both work.
 */
export function DatePairFields({ from, to, disabled }: { from: DateProps; to: DateProps; disabled?: boolean }) {
  const { key: fromKey, ...fromProps } = from;
  const { key: toKey, ...toProps } = to;
  const start = typeof fromProps.value === 'string' && fromProps.value ? fromProps.value : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput type="date" disabled={disabled} {...fromProps} key={fromKey} />
      <TextInput type="date" min={start} disabled={disabled} {...toProps} key={toKey} />
    </SimpleGrid>
  );
}

/** A record's free-text notes: grows with its text, at most 2,000 characters. */
export function NotesField({ label = 'Notes', ...props }: TextareaProps) {
  return <Textarea label={label} autosize minRows={2} maxRows={6} maxLength={2000} {...props} />;
}

/** A dollar amount typed as text: '$' in front, at most two decimals (spec section 5 truncates, never rounds). */
export function AmountField({
  onValue,
  ...props
}: Omit<TextInputProps, 'onChange'> & { onValue: (text: string) => void }) {
  return (
    <TextInput
      placeholder="0.00"
      inputMode="decimal"
      leftSection="$"
      {...props}
      onChange={(e) => onValue(truncateAmountText(e.currentTarget.value))}
    />
  );
}
