import { PAY_PERIOD_MESSAGES, PAY_PERIOD_WORKFLOW, type PayPeriodStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payPeriods } from '../../db/schema/index.ts';
import { changesOf, type FanOutCtx } from '../../platform/events.ts';
import type { Moved, WorkflowTarget } from '../../platform/workflow.ts';
import { payPeriodClosed } from './pay-periods.events.ts';

/** The engine's report of closed periods, told as the module's typed event (reopening is not told). */
async function emitMoves(tx: Db, ctx: FanOutCtx, moved: Moved<PayPeriodStatus>[]) {
  const closed = moved.filter((m) => m.to === 'closed');
  if (closed.length === 0) return () => {};
  const { id, type, startDate, endDate } = payPeriods;
  const changes = await changesOf(closed, (ids) =>
    tx.select({ id, type, startDate, endDate }).from(payPeriods).where(inArray(id, ids)),
  );
  return payPeriodClosed.emit(tx, ctx, changes);
}

/** Pay periods for the workflow engine: open <-> closed (decision 0033). */
export const PAY_PERIOD_TARGET: WorkflowTarget<PayPeriodStatus, 'close' | 'reopen'> = {
  workflow: PAY_PERIOD_WORKFLOW,
  table: payPeriods,
  entityType: 'pay-period',
  notFound: PAY_PERIOD_MESSAGES.notFound,
  onMoved: emitMoves,
};
