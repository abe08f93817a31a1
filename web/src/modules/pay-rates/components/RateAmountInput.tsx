import { TextInput } from '@mantine/core';
import { truncateAmountText } from '@portal/contracts';

/** An amount box: digits and at most two decimals (spec section 5 truncates, never rounds), a '$' in front. */
export function RateAmountInput({
  label,
  value,
  onChange,
  error,
  disabled,
  visibleLabel = false,
  withAsterisk,
}: {
  label: string;
  /** Shows the label above the box (forms); in a table the column header names it and the label is for readers. */
  visibleLabel?: boolean;
  withAsterisk?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <TextInput
      {...(visibleLabel ? { label, withAsterisk } : { 'aria-label': label })}
      placeholder="0.00"
      inputMode="decimal"
      leftSection="$"
      leftSectionWidth={24}
      value={value}
      onChange={(e) => onChange(truncateAmountText(e.currentTarget.value))}
      error={error}
      disabled={disabled}
      miw={0}
    />
  );
}
