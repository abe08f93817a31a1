import type { PayPeriodStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** A pay period closed (`id`: the period's), with its days. */
export type PayPeriodClosed = StatusChange<PayPeriodStatus> & {
  id: string;
  type: string;
  startDate: string;
  endDate: string;
};

export const payPeriodClosed = defineEvent<PayPeriodClosed>('pay-period.closed');
