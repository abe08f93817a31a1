import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facilityApprovalTokens, facilityContacts, timesheets } from '../../db/schema/index.ts';

/** The facility's primary and backup timesheet approvers (contacts). */
export const timesheetApprovers = (db: Db, facilityId: string) =>
  db
    .select()
    .from(facilityContacts)
    .where(
      and(
        eq(facilityContacts.facilityId, facilityId),
        inArray(facilityContacts.type, ['primary_timesheet_approver', 'backup_timesheet_approver']),
      ),
    );

/** The time sheet's current revision (undefined when it is gone). */
export async function revisionOf(db: Db, timesheetId: string) {
  const [row] = await db
    .select({ revision: timesheets.revision })
    .from(timesheets)
    .where(eq(timesheets.id, timesheetId));
  return row?.revision;
}

export async function insertLink(db: Db, values: typeof facilityApprovalTokens.$inferInsert) {
  await db.insert(facilityApprovalTokens).values(values);
}

export async function findLinkByHash(db: Db, tokenHash: string) {
  const [link] = await db
    .select()
    .from(facilityApprovalTokens)
    .where(eq(facilityApprovalTokens.tokenHash, tokenHash))
    .limit(1);
  return link;
}

/** Marks the link used unless someone did first; true when this call did. */
export async function useLink(db: Db, id: string) {
  const used = await db
    .update(facilityApprovalTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(facilityApprovalTokens.id, id), isNull(facilityApprovalTokens.usedAt)))
    .returning({ id: facilityApprovalTokens.id });
  return used.length > 0;
}
