import { Badge, type BadgeProps } from '@mantine/core';
import { statusColour, statusLabel } from '@portal/contracts';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** A status value of spec section 4 ('approved', 'not-signed', ...). */
  status: string;
  /** Overrides the label derived from the value. */
  label?: string;
}

/** A status with the spec's colour: green, orange or red (grey when unknown). */
export function StatusBadge({ status, label, variant = 'light', ...rest }: StatusBadgeProps) {
  return (
    <Badge color={statusColour(status)} variant={variant} {...rest}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
