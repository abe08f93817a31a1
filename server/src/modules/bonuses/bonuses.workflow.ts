import { BONUS_MESSAGES, BONUS_WORKFLOW, type BonusAction, type BonusStatus } from '@portal/contracts';
import { bonuses } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Bonuses for the workflow engine: contracts' table applied to the `bonuses` rows. */
export const BONUS_TARGET: WorkflowTarget<BonusStatus, BonusAction> = {
  workflow: BONUS_WORKFLOW,
  table: bonuses,
  entityType: 'bonus',
  notFound: BONUS_MESSAGES.notFound,
};
