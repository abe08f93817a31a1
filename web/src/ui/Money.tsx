import { Text, type TextProps } from '@mantine/core';
import { formatMinutes, formatMoney } from './format.ts';

/** An amount per spec section 9: '$1,234', '$1,234.50', '-' when missing. */
export function Money({ value, ...rest }: { value: number | null | undefined } & TextProps) {
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...rest}>
      {formatMoney(value)}
    </Text>
  );
}

/** A duration in minutes as HH:MM (spec section 9), '-' when missing. */
export function Hours({ minutes, ...rest }: { minutes: number | null | undefined } & TextProps) {
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} {...rest}>
      {formatMinutes(minutes)}
    </Text>
  );
}
