import { PAYMENT_MESSAGES, PAYMENT_WORKFLOW, type PaymentAction, type PaymentStatus } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { paymentApproved } from './payments.events.ts';

/** The engine's report of approved payments, told as the module's typed event (holds are not told). */
const emitMoves = tellMoves(
  (tx, ids) => {
    const { id, providerId, payPeriodId } = payments;
    return tx.select({ id, providerId, payPeriodId }).from(payments).where(inArray(id, ids));
  },
  [['approved', paymentApproved]],
  'payment',
);

/** Payments for the workflow engine: contracts' table applied to the `payments` rows. */
export const PAYMENT_TARGET: WorkflowTarget<PaymentStatus, PaymentAction> = {
  workflow: PAYMENT_WORKFLOW,
  table: payments,
  entityType: 'payment',
  notFound: PAYMENT_MESSAGES.notFound,
  onMoved: emitMoves,
};

/** The columns a hold release sets: the reason it released (so the same reason does not hold again) and the note. */
export const releaseHoldSet = (note: string) => ({
  releasedHoldReason: sql`${payments.holdReason}`,
  holdReleaseNote: note,
});
