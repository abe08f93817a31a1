import { Badge, Group } from '@mantine/core';
import { NEGATIVE_NET_PAY_TEXT, type Payment } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Money } from '../../../ui/Money.tsx';
import { amountValue } from '../api.ts';

/**
 * A payment's net pay; below zero (deductions above the rest) it is red and flagged, so nobody pays or approves a
 * negative amount without seeing it.
 */
export function NetPay({ payment, size }: { payment: Payment; size?: 'sm' | 'lg' }) {
  const negative = payment.negativeNetPay;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end" display="inline-flex">
      {negative && (
        <Badge color="red" variant="light" size="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {NEGATIVE_NET_PAY_TEXT}
        </Badge>
      )}
      <Money value={amountValue(payment.totals.netPay)} fw={700} size={size} c={negative ? 'red' : undefined} />
    </Group>
  );
}
