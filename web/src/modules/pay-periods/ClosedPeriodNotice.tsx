import { Alert, Badge } from '@mantine/core';
import { PAY_PERIOD_MESSAGES } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePeriodLockQuery } from './api.ts';

/** The "Closed" badge of a pay period (lists and headers). */
export function ClosedBadge() {
  return (
    <Badge color="gray" variant="filled" leftSection={<IconLock size={12} aria-hidden />}>
      Closed
    </Badge>
  );
}

/** Whether the record's period is closed: by its pay period, or (expenses) by its day. */
export function usePeriodClosed(where: { payPeriodId?: string | null; date?: string | null }) {
  const query = where.payPeriodId ? { payPeriodId: where.payPeriodId } : where.date ? { date: where.date } : null;
  const { data } = usePeriodLockQuery(query ?? {}, { skip: !query });
  return data?.closed === true;
}

/**
 * What every screen of a closed period's records shows above them: the badge and why nothing can change. The
 * screens hide their edit actions while `usePeriodClosed` says so; the API refuses them anyway (409).
 */
export function ClosedPeriodNotice({ closed }: { closed: boolean }) {
  if (!closed) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} mb="md" title={<ClosedBadge />}>
      {PAY_PERIOD_MESSAGES.locked}
    </Alert>
  );
}

/** An edit screen of a record of a closed period: the notice instead of the form. */
export function ClosedPeriodGate({
  payPeriodId,
  date,
  children,
}: {
  payPeriodId?: string | null;
  date?: string | null;
  children: ReactNode;
}) {
  const closed = usePeriodClosed({ payPeriodId, date });
  return closed ? <ClosedPeriodNotice closed /> : children;
}
