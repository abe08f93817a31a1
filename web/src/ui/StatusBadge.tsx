import { Badge, type BadgeProps } from '@mantine/core';
import { statusColour, statusLabel } from '@portal/contracts';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** A status value of spec section 4 ('approved', 'not-signed', ...). */
  status: string;
  /** Overrides the label derived from the value. */
  label?: string;
  /** Overrides the spec's colour where a value means the opposite (a confirmed exclusion is bad news). */
  color?: string;
}

/** A badge is never cut short ('APPROVAL PE...'): it keeps its full width and the column makes room. */
const WHOLE = { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

/** A status with the spec's colour (section 4): green, orange or red (grey when unknown). */
export function StatusBadge({ status, label, color, variant = 'light', ...rest }: StatusBadgeProps) {
  return (
    <Badge color={color ?? statusColour(status)} variant={variant} styles={WHOLE} {...rest}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
