import {
  BULK_APPROVAL_CODES,
  BULK_APPROVAL_EVENTS,
  type bulkApproveBodySchema,
  type TimesheetAction,
  type TimesheetStatus,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { anyRunning, type RunDeps, type RunKind, runToEnd, startRun } from '../../platform/transition-runs.ts';
import type { Moved } from '../../platform/workflow.ts';
import * as bulk from './bulk-approval.repo.ts';
import { type BulkApprovedSheet, timesheetsBulkApproved } from './timesheets.events.ts';
import * as repo from './timesheets.repo.ts';
import { TIMESHEET_TARGET, transitionValues } from './timesheets.workflow.ts';

type Body = z.output<typeof bulkApproveBodySchema>;

/** What the browsers hear when a bulk approval is done (spec section 4's words, and a code to branch on). */
const finishedMessage = (c: { total: number; moved: number; refused: number }) => ({
  message: 'Timesheet approval completed',
  code: BULK_APPROVAL_CODES.completed,
  totalCount: c.total,
  successfulApproved: c.moved,
  notApproved: c.refused,
});

/**
 * The time sheets' bulk approval as a platform transition run: `approve` applied to the selection a batch of 10,000
 * at a time (audited `bulk-approve`; a batch is one statement, about a second on a quiet machine, decisions 0049 and
 * 0059); every browser hears when it starts and when it is done.
 */
export const BULK_APPROVAL_RUN: RunKind<TimesheetStatus, TimesheetAction> = {
  kind: 'timesheet-approval',
  queue: 'bulk-approve-timesheets',
  target: TIMESHEET_TARGET,
  action: 'approve',
  auditAction: bulk.BULK_APPROVE,
  set: (run) => transitionValues('approve', run.createdByName),
  refusal: bulk.notApprovedReason,
  batchSize: 10_000,
  onCompleted: async (tx, deps, runId, moved) => timesheetsBulkApproved.emit(tx, deps, sheetsOf(runId, moved)),
  onFinished: ({ realtime }, counts) => {
    const done = finishedMessage(counts);
    realtime.toStaff(BULK_APPROVAL_EVENTS.finished, done);
    realtime.toProviders(BULK_APPROVAL_EVENTS.finished, done);
  },
};

type SheetKeys = Pick<BulkApprovedSheet, 'providerId' | 'facilityId' | 'payPeriodId'>;

/** The approved sheets with what the run's listeners need (`movedKeys`), field by field (no spread per sheet). */
const sheetsOf = (runId: string, moved: readonly Moved<TimesheetStatus>[]): BulkApprovedSheet[] =>
  moved.map((m) => {
    const k = m.keys as SheetKeys;
    return {
      providerId: k.providerId,
      facilityId: k.facilityId,
      payPeriodId: k.payPeriodId,
      runId,
      id: m.id,
      actorName: m.actorName,
    };
  });

const idsOf = async (db: Db, body: Body) =>
  body.ids?.length ? [...new Set(body.ids)] : repo.matchingIds(db, { filters: body.filters, search: body.search });

/** bulk-approve-count: how many of the selection would be approved (those awaiting approval). */
export async function bulkApproveCount(ctx: Ctx, body: Body) {
  const ids = await idsOf(ctx.db, body);
  const n = await bulk.countPending(ctx.db, ids);
  return { count: n, selected: ids.length };
}

/** True while a bulk approval runs (providers' time sheet actions wait for it). */
export const bulkApprovalRunning = (db: Db) => anyRunning(db, BULK_APPROVAL_RUN);

/** Snapshots the selection into a run, queues the job and tells every browser it has started. */
export async function startBulkApproval(ctx: Ctx, body: Body) {
  const ids = await idsOf(ctx.db, body);
  const runId = await startRun(ctx, BULK_APPROVAL_RUN, ids, () => {
    const started = {
      message: `Timesheet approval is under process for ${ids.length} timesheet(s)`,
      code: BULK_APPROVAL_CODES.started,
    };
    ctx.realtime.toStaff(BULK_APPROVAL_EVENTS.started, started);
    ctx.realtime.toProviders(BULK_APPROVAL_EVENTS.started, started);
  });
  return { runId, totalCount: ids.length };
}

/** The whole run: batches until nothing is pending, then what every browser was told. Safe to run again. */
export async function runBulkApproval(deps: RunDeps, runId: string) {
  return finishedMessage(await runToEnd(deps, BULK_APPROVAL_RUN, runId));
}
