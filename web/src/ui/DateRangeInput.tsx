import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type DayRange, formatDayRange, parseDayRange } from './format.ts';

const DATE_RANGE_MESSAGE = 'Enter two dates as MM/DD/YYYY - MM/DD/YYYY, the start not after the end';

export interface DateRangeInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: DayRange | null;
  /** Called with the range once the text is a valid range (spec section 5), or null when it is cleared. */
  onChange: (range: DayRange | null) => void;
}

/**
 * A date range typed as 'MM/DD/YYYY - MM/DD/YYYY'. Spec section 5: accepted only as two dates separated by a
 * hyphen where the start is not after the end; anything else shows why and is not passed on.
 */
export function DateRangeInput({ value, onChange, label = 'Date range', error, ...rest }: DateRangeInputProps) {
  const [text, setText] = useState(formatDayRange(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    // An outside change (a reset) replaces what is typed.
    if (value && parseDayRange(text)?.start !== value.start) setText(formatDayRange(value));
    if (!value && parseDayRange(text)) setText('');
  }, [value, text]);
  return (
    <TextInput
      label={label}
      placeholder="MM/DD/YYYY - MM/DD/YYYY"
      value={text}
      error={error ?? (invalid ? DATE_RANGE_MESSAGE : undefined)}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        setInvalid(false);
        const range = parseDayRange(next);
        if (range) onChange(range);
        else if (next.trim() === '') onChange(null);
      }}
      onBlur={() => setInvalid(text.trim() !== '' && parseDayRange(text) === null)}
      {...rest}
    />
  );
}
