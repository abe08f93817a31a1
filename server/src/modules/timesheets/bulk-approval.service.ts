import { BULK_APPROVAL_EVENTS, type bulkApproveBodySchema } from '@portal/contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bulkApprovalItems, bulkApprovalRuns, timesheets } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Realtime } from '../../platform/realtime.ts';
import * as repo from './timesheets.repo.ts';

export const BULK_QUEUE = 'bulk-approve-timesheets';
export const BULK_BATCH = 1000;
type Body = z.output<typeof bulkApproveBodySchema>;

const idsOf = async (db: Db, body: Body) =>
  body.ids?.length ? [...new Set(body.ids)] : repo.matchingIds(db, { filters: body.filters, search: body.search });

/** bulk-approve-count: how many of the selection would be approved (those awaiting approval). */
export async function bulkApproveCount(ctx: Ctx, body: Body) {
  const ids = await idsOf(ctx.db, body);
  let n = 0;
  for (let i = 0; i < ids.length; i += 10_000) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(timesheets)
      .where(and(inArray(timesheets.id, ids.slice(i, i + 10_000)), eq(timesheets.status, 'approval-pending')));
    n += row.n;
  }
  return { count: n, selected: ids.length };
}

/** Snapshots the selection into a run, queues the job and tells every browser it has started. */
export async function startBulkApproval(ctx: Ctx, body: Body) {
  const ids = await idsOf(ctx.db, body);
  const runId = uuidv7();
  const user = ctx.user;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bulkApprovalRuns).values({
      id: runId,
      createdBy: user?.id ?? null,
      createdByName: user ? `${user.firstName} ${user.lastName}`.trim() || 'Admin' : null,
      totalCount: ids.length,
    });
    for (let i = 0; i < ids.length; i += 5000) {
      await tx.insert(bulkApprovalItems).values(ids.slice(i, i + 5000).map((timesheetId) => ({ runId, timesheetId })));
    }
  });
  const started = { message: `Timesheet approval is under process for ${ids.length} timesheet(s)` };
  ctx.realtime.toStaff(BULK_APPROVAL_EVENTS.started, started);
  ctx.realtime.toProviders(BULK_APPROVAL_EVENTS.started, started);
  await ctx.jobs.send(BULK_QUEUE, { runId });
  return { runId, totalCount: ids.length };
}

/**
 * Approves one batch of a run's pending items in a single transaction: the timesheets still awaiting approval
 * move to approved (and get their audit rows), every item of the batch gets its outcome. Because items and
 * timesheets change together, a crash loses nothing and a restart never approves twice.
 */
export async function processBatch(db: Db, runId: string, batchSize = BULK_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(bulkApprovalRuns).where(eq(bulkApprovalRuns.id, runId)).limit(1);
    if (!run) return 0;
    const pending = await tx
      .select({ id: bulkApprovalItems.timesheetId })
      .from(bulkApprovalItems)
      .where(and(eq(bulkApprovalItems.runId, runId), isNull(bulkApprovalItems.outcome)))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return 0;
    const ids = pending.map((p) => p.id);
    const idArray = sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`;
    await tx.execute(sql`
      WITH approved AS (
        UPDATE timesheets SET status = 'approved', approved_at = now(), approved_by_name = ${run.createdByName},
               rejection_reason = NULL, updated_at = now()
        WHERE id = ANY(${idArray}) AND status = 'approval-pending'
        RETURNING id
      ), audited AS (
        INSERT INTO audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
        SELECT gen_random_uuid(), now(), ${run.createdBy}, ${run.createdByName}, 'bulk-approve', 'timesheet', id::text,
               '[{"field":"status","old":"approval-pending","new":"approved"}]'::jsonb
        FROM approved
      )
      UPDATE bulk_approval_items i
      SET outcome = CASE WHEN i.timesheet_id IN (SELECT id FROM approved) THEN 'approved' ELSE 'not-approved' END,
          reason = CASE WHEN i.timesheet_id IN (SELECT id FROM approved) THEN NULL
                        ELSE coalesce('Not awaiting approval (' || (SELECT t.status FROM timesheets t WHERE t.id = i.timesheet_id) || ')', 'Time sheet not found') END
      WHERE i.run_id = ${runId} AND i.timesheet_id = ANY(${idArray})`);
    return ids.length;
  });
}

/** Finishes a run: counts its outcomes, marks it completed and tells every browser. */
export async function finishRun(db: Db, realtime: Realtime, runId: string) {
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
  const done = {
    message: 'Timesheet approval completed',
    totalCount: approved + notApproved,
    successfulApproved: approved,
    notApproved,
  };
  realtime.toStaff(BULK_APPROVAL_EVENTS.finished, done);
  realtime.toProviders(BULK_APPROVAL_EVENTS.finished, done);
  return done;
}

/** The job: batches until nothing is pending. Safe to run again for the same run after a crash. */
export async function runBulkApproval(db: Db, realtime: Realtime, runId: string) {
  while ((await processBatch(db, runId)) > 0) {
    // next batch
  }
  return finishRun(db, realtime, runId);
}

export async function registerBulkApprovalJobs(app: FastifyInstance) {
  await app.jobs.work<{ runId: string }>(BULK_QUEUE, async ({ runId }) => {
    await runBulkApproval(app.db, app.realtime, runId);
  });
}
