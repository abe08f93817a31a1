import { addDays } from '@portal/contracts';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { openChecklist } from '../../modules/credentialing/index.ts';
import type { Db } from '../client.ts';
import { auditEvents, credentialingRecords, credentialingReviewItems, credentialingReviews } from '../schema/index.ts';

type Actor = { id: string; name: string };

/** Where each kind of item was verified, as a reviewer would type it. */
const SOURCES = {
  document: 'Provider document in the portal, original seen',
  exclusion: 'Exclusion screening (LEIE/SAM) in the portal: no match',
  npi: 'NPPES NPI registry lookup',
  licences: 'State board of nursing online verification',
} as const;

/**
 * File reviews of the first three credentialing records at a facility: one approved by the committee with every
 * item signed off, one ready for committee, one in review with items still open (its documents missing).
 */
export async function seedDemoReviews(tx: Db, todayIso: string, actor: Actor) {
  const records = await tx
    .select({ id: credentialingRecords.id })
    .from(credentialingRecords)
    .where(and(eq(credentialingRecords.kind, 'credentialing'), isNotNull(credentialingRecords.facilityId)))
    .orderBy(asc(credentialingRecords.id))
    .limit(3);
  const plans = ['approved', 'ready-for-committee', 'in-review'] as const;
  for (const [i, { id }] of records.entries()) {
    const plan = plans[i] ?? 'in-review';
    await openChecklist(tx, id);
    const signedAt = new Date(Date.parse(`${addDays(todayIso, -14 + i)}T16:00:00Z`));
    const items = await tx
      .select({ id: credentialingReviewItems.id, kind: credentialingReviewItems.kind })
      .from(credentialingReviewItems)
      .where(eq(credentialingReviewItems.recordId, id));
    for (const item of items) {
      // The one in review has only its exclusion screen signed off so far.
      if (plan === 'in-review' && item.kind !== 'exclusion') continue;
      await tx
        .update(credentialingReviewItems)
        .set({ status: 'signed-off', signedOffBy: actor.name, signedOffAt: signedAt, source: SOURCES[item.kind] })
        .where(eq(credentialingReviewItems.id, item.id));
    }
    if (plan === 'in-review') continue;
    const decided = plan === 'approved';
    await tx
      .update(credentialingReviews)
      .set({
        status: plan,
        decidedOn: decided ? addDays(todayIso, -7) : null,
        decisionNote: decided ? 'Approved at the monthly credentials committee; privileges as requested' : null,
        decidedBy: decided ? actor.name : null,
      })
      .where(and(eq(credentialingReviews.recordId, id), ne(credentialingReviews.status, plan)));
    await tx.insert(auditEvents).values({
      id: uuidv7(),
      at: signedAt,
      actorId: actor.id,
      actorName: actor.name,
      action: decided ? 'approve' : 'ready-for-committee',
      entityType: 'credentialing-review',
      entityId: id,
      changes: [{ field: 'status', old: decided ? 'ready-for-committee' : 'in-review', new: plan }],
    });
  }
}
