import { PAY_RATE_MESSAGES, PAY_RATE_WORKFLOW, type PayRateAction, type PayRateStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { payRates } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { payRateApproved } from './pay-rates.events.ts';

/** The engine's report of approved pay rate versions, told as the module's typed event. */
const emitMoves = tellMoves(
  (tx, ids) => {
    const { id, providerId, facilityId, assignmentId } = payRates;
    return tx.select({ id, providerId, facilityId, assignmentId }).from(payRates).where(inArray(id, ids));
  },
  [['approved', payRateApproved]],
  'pay-rate',
);

/** Pay rates for the workflow engine: contracts' table applied to the `pay_rates` rows. */
export const PAY_RATE_TARGET: WorkflowTarget<PayRateStatus, PayRateAction> = {
  workflow: PAY_RATE_WORKFLOW,
  table: payRates,
  entityType: 'pay-rate',
  notFound: PAY_RATE_MESSAGES.notFound,
  onMoved: emitMoves,
};
