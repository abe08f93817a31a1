import { PAYMENT_MESSAGES, PAYMENT_WORKFLOW, type PaymentAction, type PaymentStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Payments for the workflow engine: contracts' table applied to the `payments` rows. */
export const PAYMENT_TARGET: WorkflowTarget<PaymentStatus, PaymentAction> = {
  workflow: PAYMENT_WORKFLOW,
  table: payments,
  entityType: 'payment',
  notFound: PAYMENT_MESSAGES.notFound,
};

/** The columns a hold release sets: the reason it released (so the same reason does not hold again) and the note. */
export const releaseHoldSet = (note: string) => ({
  releasedHoldReason: sql`${payments.holdReason}`,
  holdReleaseNote: note,
});
