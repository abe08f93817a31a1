import { Select, type SelectProps } from '@mantine/core';
import { YEARS } from './format.ts';

const OPTIONS = YEARS.map(String);

export interface YearSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (year: number | null) => void;
}

/** A year from the spec's pick-list, 2023 to 2100 (section 9); type to jump. */
export function YearSelect({ value, onChange, label = 'Year', ...rest }: YearSelectProps) {
  return (
    <Select
      label={label}
      data={OPTIONS}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      {...rest}
    />
  );
}
