import { BULK_APPROVAL_CODES, BULK_APPROVAL_EVENTS, type bulkApproveBodySchema } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { FanOutCtx } from '../../platform/events.ts';
import { applyTransitionMany } from '../../platform/workflow.ts';
import * as bulk from './bulk-approval.repo.ts';
import * as repo from './timesheets.repo.ts';
import { TIMESHEET_TARGET, transitionValues } from './timesheets.workflow.ts';

export const BULK_QUEUE = 'bulk-approve-timesheets';
export const BULK_BATCH = 1000;
type Body = z.output<typeof bulkApproveBodySchema>;

const idsOf = async (db: Db, body: Body) =>
  body.ids?.length ? [...new Set(body.ids)] : repo.matchingIds(db, { filters: body.filters, search: body.search });

/** bulk-approve-count: how many of the selection would be approved (those awaiting approval). */
export async function bulkApproveCount(ctx: Ctx, body: Body) {
  const ids = await idsOf(ctx.db, body);
  const n = await bulk.countPending(ctx.db, ids);
  return { count: n, selected: ids.length };
}

/** Snapshots the selection into a run, queues the job and tells every browser it has started. */
export async function startBulkApproval(ctx: Ctx, body: Body) {
  const ids = await idsOf(ctx.db, body);
  const runId = uuidv7();
  const user = ctx.user;
  await ctx.db.transaction(async (tx) => {
    await bulk.insertRun(
      tx,
      {
        id: runId,
        createdBy: user?.id ?? null,
        createdByName: user ? `${user.firstName} ${user.lastName}`.trim() || 'Admin' : null,
        totalCount: ids.length,
      },
      ids,
    );
  });
  const started = {
    message: `Timesheet approval is under process for ${ids.length} timesheet(s)`,
    code: BULK_APPROVAL_CODES.started,
  };
  ctx.realtime.toStaff(BULK_APPROVAL_EVENTS.started, started);
  ctx.realtime.toProviders(BULK_APPROVAL_EVENTS.started, started);
  await ctx.jobs.send(BULK_QUEUE, { runId });
  return { runId, totalCount: ids.length };
}

/** What the job needs: the database and what the fan-out delivers through. */
export type BulkDeps = { db: Db } & FanOutCtx;

/**
 * Approves one batch of a run's pending items in a single transaction, through the workflow engine's set-based
 * variant: one statement moves the time sheets still awaiting approval, writes their audit rows and records every
 * item's outcome; the audit events then fan out (the providers' notifications). Because items and time sheets
 * change together, a crash loses nothing and a restart never approves twice.
 */
export async function processBatch(deps: BulkDeps, runId: string, batchSize = BULK_BATCH): Promise<number> {
  const { n, deliver } = await deps.db.transaction(async (tx) => {
    const run = await bulk.findRun(tx, runId);
    if (!run) return { n: 0, deliver: undefined };
    const ids = await bulk.lockPendingItems(tx, runId, batchSize);
    if (ids.length === 0) return { n: 0, deliver: undefined };
    const { deliver } = await applyTransitionMany(tx, deps, TIMESHEET_TARGET, {
      ids,
      action: 'approve',
      auditAction: 'bulk-approve',
      set: transitionValues('approve', run.createdByName),
      actorId: run.createdBy,
      actorName: run.createdByName,
      alsoRun: bulk.recordOutcomes(runId, ids),
    });
    return { n: ids.length, deliver };
  });
  await deliver?.();
  return n;
}

/** Finishes a run: counts its outcomes, marks it completed and tells every browser. */
export async function finishRun({ db, realtime }: BulkDeps, runId: string) {
  const { approved, notApproved } = await bulk.completeRun(db, runId);
  const done = {
    message: 'Timesheet approval completed',
    code: BULK_APPROVAL_CODES.completed,
    totalCount: approved + notApproved,
    successfulApproved: approved,
    notApproved,
  };
  realtime.toStaff(BULK_APPROVAL_EVENTS.finished, done);
  realtime.toProviders(BULK_APPROVAL_EVENTS.finished, done);
  return done;
}

/** The job: batches until nothing is pending. Safe to run again for the same run after a crash. */
export async function runBulkApproval(deps: BulkDeps, runId: string) {
  while ((await processBatch(deps, runId)) > 0) {
    // next batch
  }
  return finishRun(deps, runId);
}
