import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulkApprovalItems, bulkApprovalRuns, timesheets } from '../../db/schema/index.ts';

export type BulkRunRow = typeof bulkApprovalRuns.$inferSelect;

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

/** A run and its items, one per selected time sheet (inserted 5,000 at a time). */
export async function insertRun(db: Db, run: typeof bulkApprovalRuns.$inferInsert, ids: string[]) {
  await db.insert(bulkApprovalRuns).values(run);
  for (let i = 0; i < ids.length; i += 5000) {
    await db
      .insert(bulkApprovalItems)
      .values(ids.slice(i, i + 5000).map((timesheetId) => ({ runId: run.id, timesheetId })));
  }
}

export async function findRun(db: Db, runId: string): Promise<BulkRunRow | undefined> {
  const [run] = await db.select().from(bulkApprovalRuns).where(eq(bulkApprovalRuns.id, runId)).limit(1);
  return run;
}

/** Locks up to `batchSize` of the run's items without an outcome, skipping those another worker holds. */
export async function lockPendingItems(db: Db, runId: string, batchSize: number) {
  const pending = await db
    .select({ id: bulkApprovalItems.timesheetId })
    .from(bulkApprovalItems)
    .where(and(eq(bulkApprovalItems.runId, runId), isNull(bulkApprovalItems.outcome)))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return pending.map((p) => p.id);
}

/** Run with the transition's statement: records each item's outcome from the `moved` rows. */
export const recordOutcomes = (runId: string, ids: string[]): SQL => sql`
        UPDATE bulk_approval_items i
        SET outcome = CASE WHEN i.timesheet_id IN (SELECT id FROM moved) THEN 'approved' ELSE 'not-approved' END,
            reason = CASE WHEN i.timesheet_id IN (SELECT id FROM moved) THEN NULL
                          ELSE coalesce('Not awaiting approval (' || (SELECT t.status FROM timesheets t WHERE t.id = i.timesheet_id) || ')', 'Time sheet not found') END
        WHERE i.run_id = ${runId} AND i.timesheet_id = ANY(${sql`ARRAY[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`})`;

/** Counts the run's outcomes and marks it completed. */
export async function completeRun(db: Db, runId: string) {
  const rows = await db
    .select({ outcome: bulkApprovalItems.outcome, n: count() })
    .from(bulkApprovalItems)
    .where(eq(bulkApprovalItems.runId, runId))
    .groupBy(bulkApprovalItems.outcome);
  const approved = rows.find((r) => r.outcome === 'approved')?.n ?? 0;
  const notApproved = rows.find((r) => r.outcome === 'not-approved')?.n ?? 0;
  await db
    .update(bulkApprovalRuns)
    .set({ status: 'completed', approvedCount: approved, notApprovedCount: notApproved, finishedAt: new Date() })
    .where(eq(bulkApprovalRuns.id, runId));
  return { approved, notApproved };
}

export async function runStatus(db: Db, runId: string) {
  const [run] = await db
    .select({ status: bulkApprovalRuns.status })
    .from(bulkApprovalRuns)
    .where(eq(bulkApprovalRuns.id, runId));
  return run?.status;
}

export async function runningRunIds(db: Db) {
  const running = await db
    .select({ id: bulkApprovalRuns.id })
    .from(bulkApprovalRuns)
    .where(eq(bulkApprovalRuns.status, 'running'));
  return running.map((r) => r.id);
}

/** True while any bulk approval runs. */
export async function anyRunning(db: Db) {
  const [running] = await db
    .select({ id: bulkApprovalRuns.id })
    .from(bulkApprovalRuns)
    .where(eq(bulkApprovalRuns.status, 'running'))
    .limit(1);
  return Boolean(running);
}
