import { PAY_RATE_MESSAGES, PAY_RATE_WORKFLOW, type PayRateAction, type PayRateStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payRates } from '../../db/schema/index.ts';
import { changesOf, type FanOutCtx } from '../../platform/events.ts';
import type { Moved, WorkflowTarget } from '../../platform/workflow.ts';
import { payRateApproved } from './pay-rates.events.ts';

/** The engine's report of approved pay rate versions, told as the module's typed event. */
async function emitMoves(tx: Db, ctx: FanOutCtx, moved: Moved<PayRateStatus>[]) {
  const { id, providerId, facilityId, assignmentId } = payRates;
  const changes = await changesOf(moved, (ids) =>
    tx.select({ id, providerId, facilityId, assignmentId }).from(payRates).where(inArray(id, ids)),
  );
  return payRateApproved.emit(
    tx,
    ctx,
    changes.filter((c) => c.to === 'approved'),
  );
}

/** Pay rates for the workflow engine: contracts' table applied to the `pay_rates` rows. */
export const PAY_RATE_TARGET: WorkflowTarget<PayRateStatus, PayRateAction> = {
  workflow: PAY_RATE_WORKFLOW,
  table: payRates,
  entityType: 'pay-rate',
  notFound: PAY_RATE_MESSAGES.notFound,
  onMoved: emitMoves,
};
