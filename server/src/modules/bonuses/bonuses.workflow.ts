import { BONUS_MESSAGES, BONUS_WORKFLOW, type BonusAction, type BonusStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { bonuses } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { bonusApproved } from './bonuses.events.ts';

/** The engine's report of approved bonuses, told as the module's typed event. */
const emitMoves = tellMoves(
  (tx, ids) => {
    const { id, providerId, payPeriodId } = bonuses;
    return tx.select({ id, providerId, payPeriodId }).from(bonuses).where(inArray(id, ids));
  },
  [['approved', bonusApproved]],
  'bonus',
);

/** Bonuses for the workflow engine: contracts' table applied to the `bonuses` rows. */
export const BONUS_TARGET: WorkflowTarget<BonusStatus, BonusAction> = {
  workflow: BONUS_WORKFLOW,
  table: bonuses,
  entityType: 'bonus',
  notFound: BONUS_MESSAGES.notFound,
  onMoved: emitMoves,
};
