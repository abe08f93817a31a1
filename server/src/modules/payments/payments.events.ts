import type { PaymentStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** A payment's approval (`id`: the payment's), with its provider and pay period. */
export type PaymentChange = StatusChange<PaymentStatus> & { id: string; providerId: string; payPeriodId: string };

export const paymentApproved = defineEvent<PaymentChange>('payment.approved');

/**
 * A payment already there whose totals a calculation changed (on demand or by the job): who did it (null: the
 * job) and its net pay before and after (decimal strings).
 */
export interface PaymentRecalculated {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  netPayBefore: string | null;
  netPayAfter: string | null;
}

export const paymentRecalculated = defineEvent<PaymentRecalculated>('payment.recalculated');
