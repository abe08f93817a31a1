import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timesheets } from '../../db/schema/index.ts';

/** How many of these time sheets await approval (in chunks of 10,000 ids). */
export async function countPending(db: Db, ids: string[]) {
  let n = 0;
  for (let i = 0; i < ids.length; i += 10_000) {
    const [row] = await db
      .select({ n: count() })
      .from(timesheets)
      .where(and(inArray(timesheets.id, ids.slice(i, i + 10_000)), eq(timesheets.status, 'approval-pending')));
    n += row?.n ?? 0;
  }
  return n;
}

/** SQL: why a time sheet of a bulk approval was not approved (its status, or that it is gone). */
export const notApprovedReason = (timesheetId: SQL): SQL =>
  sql`coalesce('Not awaiting approval (' || (SELECT t.status FROM timesheets t WHERE t.id = ${timesheetId}) || ')', 'Time sheet not found')`;
