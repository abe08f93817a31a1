import { PAY_PERIOD_MESSAGES, PAY_PERIOD_WORKFLOW, type PayPeriodStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { payPeriods } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { payPeriodClosed } from './pay-periods.events.ts';

/** The engine's report of closed periods, told as the module's typed event (reopening is not told). */
const emitMoves = tellMoves(
  (tx, ids) => {
    const { id, type, startDate, endDate } = payPeriods;
    return tx.select({ id, type, startDate, endDate }).from(payPeriods).where(inArray(id, ids));
  },
  [['closed', payPeriodClosed]],
  'pay-period',
);

/** Pay periods for the workflow engine: open <-> closed (decision 0033). */
export const PAY_PERIOD_TARGET: WorkflowTarget<PayPeriodStatus, 'close' | 'reopen'> = {
  workflow: PAY_PERIOD_WORKFLOW,
  table: payPeriods,
  entityType: 'pay-period',
  notFound: PAY_PERIOD_MESSAGES.notFound,
  onMoved: emitMoves,
};
