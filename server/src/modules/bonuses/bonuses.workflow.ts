import { BONUS_MESSAGES, BONUS_WORKFLOW, type BonusAction, type BonusStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bonuses } from '../../db/schema/index.ts';
import { changesOf, type FanOutCtx } from '../../platform/events.ts';
import type { Moved, WorkflowTarget } from '../../platform/workflow.ts';
import { bonusApproved } from './bonuses.events.ts';

/** The engine's report of approved bonuses, told as the module's typed event. */
async function emitMoves(tx: Db, ctx: FanOutCtx, moved: Moved<BonusStatus>[]) {
  const { id, providerId, payPeriodId } = bonuses;
  const changes = await changesOf(moved, (ids) =>
    tx.select({ id, providerId, payPeriodId }).from(bonuses).where(inArray(id, ids)),
  );
  return bonusApproved.emit(
    tx,
    ctx,
    changes.filter((c) => c.to === 'approved'),
  );
}

/** Bonuses for the workflow engine: contracts' table applied to the `bonuses` rows. */
export const BONUS_TARGET: WorkflowTarget<BonusStatus, BonusAction> = {
  workflow: BONUS_WORKFLOW,
  table: bonuses,
  entityType: 'bonus',
  notFound: BONUS_MESSAGES.notFound,
  onMoved: emitMoves,
};
