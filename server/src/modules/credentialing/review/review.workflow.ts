import {
  CREDENTIALING_REVIEW_WORKFLOW,
  REVIEW_MESSAGES,
  type ReviewAction,
  type ReviewStatus,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { credentialingRecords, credentialingReviews } from '../../../db/schema/index.ts';
import { changesOf, type FanOutCtx } from '../../../platform/events.ts';
import type { Moved, WorkflowTarget } from '../../../platform/workflow.ts';
import { credentialingRecordDecided } from '../credentialing.events.ts';

/** The engine's report of decided files, told as the module's typed event. */
async function emitDecisions(tx: Db, ctx: FanOutCtx, moved: Moved<ReviewStatus>[]) {
  const decided = moved.filter((m) => m.to === 'approved' || m.to === 'denied');
  const changes = await changesOf(decided, (ids) =>
    tx
      .select({
        id: credentialingReviews.recordId,
        providerId: credentialingRecords.providerId,
        facilityId: credentialingRecords.facilityId,
        decidedOn: credentialingReviews.decidedOn,
      })
      .from(credentialingReviews)
      .innerJoin(credentialingRecords, eq(credentialingRecords.id, credentialingReviews.recordId))
      .where(inArray(credentialingReviews.recordId, ids)),
  );
  return credentialingRecordDecided.emit(tx, ctx, changes);
}

/** File reviews for the workflow engine: one row per record in `credentialing_reviews`, keyed by the record. */
export const REVIEW_TARGET: WorkflowTarget<ReviewStatus, ReviewAction> = {
  workflow: CREDENTIALING_REVIEW_WORKFLOW,
  table: credentialingReviews,
  key: credentialingReviews.recordId,
  entityType: 'credentialing-review',
  notFound: REVIEW_MESSAGES.notFound,
  onMoved: emitDecisions,
};
