import { PAY_RATE_MESSAGES, PAY_RATE_WORKFLOW, type PayRateAction, type PayRateStatus } from '@portal/contracts';
import { payRates } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Pay rates for the workflow engine: contracts' table applied to the `pay_rates` rows. */
export const PAY_RATE_TARGET: WorkflowTarget<PayRateStatus, PayRateAction> = {
  workflow: PAY_RATE_WORKFLOW,
  table: payRates,
  entityType: 'pay-rate',
  notFound: PAY_RATE_MESSAGES.notFound,
};
