import { PAY_PERIOD_MESSAGES, PAY_PERIOD_WORKFLOW, type PayPeriodStatus } from '@portal/contracts';
import { payPeriods } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Pay periods for the workflow engine: open <-> closed (decision 0033). */
export const PAY_PERIOD_TARGET: WorkflowTarget<PayPeriodStatus, 'close' | 'reopen'> = {
  workflow: PAY_PERIOD_WORKFLOW,
  table: payPeriods,
  entityType: 'pay-period',
  notFound: PAY_PERIOD_MESSAGES.notFound,
};
