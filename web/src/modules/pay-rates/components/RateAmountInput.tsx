import { TextInput } from '@mantine/core';
import { truncateAmountText } from '@portal/contracts';

/** An amount box: digits and at most two decimals (spec section 5 truncates, never rounds), a '$' in front. */
export function RateAmountInput({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <TextInput
      aria-label={label}
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
