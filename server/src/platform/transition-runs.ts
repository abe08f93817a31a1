import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { transitionRunItems, transitionRuns } from '../db/schema/index.ts';
import type { Ctx } from './context.ts';
import type { AfterCommit, FanOutCtx } from './events.ts';
import { applyTransitionMany, keyOf, type Moved, type WorkflowTarget } from './workflow.ts';

/**
 * Bulk transitions as jobs (ARCHITECTURE.md, convention 9): one workflow action applied to a selection snapshotted
 * into a run (`transition_runs`, one row per snapshotted record in `transition_run_items`), a batch at a time, by a
 * pg-boss job. Each batch is one transaction through the engine's set-based `applyTransitionMany`: the records still
 * in a `from` status move, their audit rows are written and every item's outcome is recorded in the same statement,
 * so a crash loses nothing and a restart never moves a record twice. The time sheets' bulk approval and the
 * expenses' approve/all are its two kinds.
 */

type TransitionRun = typeof transitionRuns.$inferSelect;
export type RunDeps = { db: Db } & FanOutCtx;

/** What a finished run tells: how many of its records moved and how many were refused. */
export interface RunCounts {
  total: number;
  moved: number;
  refused: number;
}

/** One kind of run: which action of which workflow it applies, on which queue, and what it says when done. */
export interface RunKind<S extends string, A extends string> {
  /** `transition_runs.kind`. */
  kind: string;
  /** The pg-boss queue of its jobs. */
  queue: string;
  target: WorkflowTarget<S, A>;
  action: A;
  /** The audited action ('bulk-approve'). */
  auditAction: string;
  /** The columns set with the status, from the run (who decided, when). */
  set: (run: TransitionRun) => Record<string, unknown>;
  /** SQL: why the record `entityId` was not moved (its status, or that it is gone). */
  refusal: (entityId: SQL) => SQL;
  batchSize: number;
  /** Told once a run is completed (a realtime message to the browsers). */
  onFinished?: (deps: RunDeps, counts: RunCounts) => void;
  /**
   * The run's side effects gathered once for all its records (notifications per person, recalculations per
   * scope), rather than per batch: run in the transaction that first completes the run; its deliveries after it.
   * `moved`: every record the run moved, with its target's `movedKeys`: as the batches returned them, or read back
   * when the run was resumed after a crash.
   */
  onCompleted?(tx: Db, deps: RunDeps, runId: string, moved: readonly Moved<S>[]): Promise<AfterCommit | undefined>;
}

/** Who started a run, as its rows and its audit name it. */
const startedBy = (ctx: Ctx) => ({
  createdBy: ctx.user?.id ?? null,
  createdByName: ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || 'Admin' : null,
});

/**
 * Snapshots a selection into a new run of `kind` (items inserted 5,000 at a time) and queues its job, in one
 * transaction: `created` runs in it between the two (the caller's audit row or started message), so the job can
 * neither start before it nor exist without the run. Answers the run's id.
 */
export async function startRun(
  ctx: Ctx,
  kind: RunKind<string, string>,
  ids: readonly string[],
  created?: (tx: Db, runId: string) => unknown,
) {
  const runId = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(transitionRuns).values({ id: runId, ...startedBy(ctx), kind: kind.kind, totalCount: ids.length });
    for (let i = 0; i < ids.length; i += 5000) {
      await tx.insert(transitionRunItems).values(ids.slice(i, i + 5000).map((entityId) => ({ runId, entityId })));
    }
    await created?.(tx, runId);
    await ctx.jobs.send(kind.queue, { runId }, { tx, singletonKey: runId });
  });
  return runId;
}

/** A run of `kind` (another kind's run is not found). */
export async function findRun(db: Db, kind: RunKind<string, string>, runId: string) {
  const [run] = await db
    .select()
    .from(transitionRuns)
    .where(and(eq(transitionRuns.id, runId), eq(transitionRuns.kind, kind.kind)))
    .limit(1);
  return run;
}

const runningOf = (db: Db, kind: RunKind<string, string>) =>
  db
    .select({ id: transitionRuns.id })
    .from(transitionRuns)
    .where(and(eq(transitionRuns.kind, kind.kind), eq(transitionRuns.status, 'running')));

/** True while a run of `kind` is running. */
export async function anyRunning(db: Db, kind: RunKind<string, string>) {
  return (await runningOf(db, kind).limit(1)).length > 0;
}

/**
 * Moves one batch of a run's items without an outcome, in one transaction; answers how many items it took, 0 when
 * none is left. The audit events fan out after the commit. Items locked by another transaction are waited for,
 * not skipped: a worker killed mid-batch leaves a transaction the server rolls back only once its statement ends,
 * and skipping those items would finish the run with them never moved.
 */
export async function processRunBatch<S extends string, A extends string>(
  deps: RunDeps,
  kind: RunKind<S, A>,
  runId: string,
  batchSize = kind.batchSize,
  moves?: Moved<S>[],
): Promise<number> {
  const { n, moved, deliver } = await deps.db.transaction(async (tx) => {
    // A run's items are taken whatever its status: a completed run has none left (the benchmark drives its own).
    const run = await findRun(tx, kind, runId);
    if (!run) return { n: 0, moved: [], deliver: undefined };
    // The batch is picked, locked and moved in the one statement: its ids never travel to this process and back.
    const { moved, picked, deliver } = await applyTransitionMany(tx, deps, kind.target, {
      // Each item's row address (`item`) is kept: its outcome is written by that address, not found again by key.
      ids: sql`SELECT entity_id AS id, ctid AS item FROM transition_run_items
        WHERE run_id = ${runId} AND outcome IS NULL LIMIT ${batchSize} FOR UPDATE`,
      action: kind.action,
      auditAction: kind.auditAction,
      set: kind.set(run),
      actorId: run.createdBy,
      actorName: run.createdByName,
      alsoRun: sql`
        UPDATE transition_run_items i
        SET outcome = CASE WHEN i.entity_id IN (SELECT id FROM moved) THEN 'moved' ELSE 'refused' END,
            reason = CASE WHEN i.entity_id IN (SELECT id FROM moved) THEN NULL ELSE ${kind.refusal(sql`i.entity_id`)} END
        WHERE i.ctid = ANY(ARRAY(SELECT item FROM picked)) AND i.run_id = ${runId}`,
    });
    return { n: picked, moved, deliver };
  });
  // Committed: the run's `onCompleted` may take these moves instead of reading them again.
  for (const m of moved) moves?.push(m);
  await deliver?.();
  return n;
}

/**
 * A run's moves read back from its items, for a run resumed after a crash (this worker did not see them all): each
 * moved row with its target's `movedKeys`, moved by the run's action from the one status that action leaves.
 */
async function movesOfRun<S extends string, A extends string>(
  tx: Db,
  kind: RunKind<S, A>,
  runId: string,
): Promise<Moved<S>[]> {
  const { target } = kind;
  const rule = target.workflow.transitions[kind.action];
  const [from] = rule.from;
  if (!from || rule.from.length > 1) throw new Error(`${kind.kind}: a run's action must leave one status`);
  const keys = target.movedKeys ?? {};
  const rows = await tx
    .select({ id: transitionRunItems.entityId, actorName: transitionRuns.createdByName, ...keys })
    .from(transitionRunItems)
    .innerJoin(transitionRuns, eq(transitionRuns.id, transitionRunItems.runId))
    .innerJoin(target.table as PgTable, eq(keyOf(target), transitionRunItems.entityId))
    .where(and(eq(transitionRunItems.runId, runId), eq(transitionRunItems.outcome, 'moved')));
  return rows.map((r) => {
    const row = r as Record<string, unknown>;
    return {
      id: String(row.id),
      from,
      to: rule.to,
      action: kind.auditAction,
      actorName: (row.actorName as string | null) ?? null,
      keys: Object.fromEntries(Object.keys(keys).map((k) => [k, row[k]])),
    };
  });
}

/**
 * Counts a run's outcomes, marks it completed and tells `onFinished`; the first call also runs `onCompleted` (a run
 * not finished before). Safe to call again.
 */
async function finishRun<S extends string, A extends string>(
  deps: RunDeps,
  kind: RunKind<S, A>,
  runId: string,
  moves?: readonly Moved<S>[],
): Promise<RunCounts> {
  const { counts, deliver } = await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .select({ finishedAt: transitionRuns.finishedAt })
      .from(transitionRuns)
      .where(eq(transitionRuns.id, runId))
      .for('update');
    const rows = await tx
      .select({ outcome: transitionRunItems.outcome, n: count() })
      .from(transitionRunItems)
      .where(eq(transitionRunItems.runId, runId))
      .groupBy(transitionRunItems.outcome);
    const moved = rows.find((r) => r.outcome === 'moved')?.n ?? 0;
    const refused = rows.find((r) => r.outcome === 'refused')?.n ?? 0;
    await tx
      .update(transitionRuns)
      .set({ status: 'completed', movedCount: moved, refusedCount: refused, finishedAt: new Date() })
      .where(eq(transitionRuns.id, runId));
    const first = run && !run.finishedAt;
    return {
      counts: { total: moved + refused, moved, refused },
      // The moves this worker saw are the run's when they are as many as its items moved (each batch moved and
      // recorded its items in one statement); a run resumed after a crash has fewer and reads them.
      deliver:
        first && kind.onCompleted
          ? await kind.onCompleted(tx, deps, runId, moves?.length === moved ? moves : await movesOfRun(tx, kind, runId))
          : undefined,
    };
  });
  await deliver?.();
  kind.onFinished?.(deps, counts);
  return counts;
}

/** A whole run: batches until nothing is left, then its counts. Safe to run again for the same run. */
export async function runToEnd<S extends string, A extends string>(
  deps: RunDeps,
  kind: RunKind<S, A>,
  runId: string,
  batchSize = kind.batchSize,
) {
  const moves = kind.onCompleted ? [] : undefined;
  while ((await processRunBatch(deps, kind, runId, batchSize, moves)) > 0) {
    // next batch
  }
  return finishRun(deps, kind, runId, moves);
}

/**
 * How often every instance looks for runs whose worker is gone. The README promises a run cut off by a crash goes
 * on elsewhere within 10 s: this interval, plus the job poll (1 s) and a loaded machine's delays, must fit in it.
 * A sweep is one indexed query on running runs and a lock probe per run.
 */
const SWEEP_INTERVAL_MS = 2_000;

/**
 * While a worker runs a run it holds the run's database lock; the lock dies with the worker's connection, so a free
 * lock on a running run means its worker is gone.
 */
const runLock = (runId: string) => `transition-run:${runId}`;

/** Runs the batches of one run, unless a live worker already does; stops between batches on shutdown. */
async function workRun(app: FastifyInstance, kind: RunKind<string, string>, runId: string) {
  const unlock = await app.locks.tryLock(runLock(runId));
  if (!unlock) return;
  try {
    if ((await findRun(app.db, kind, runId))?.status !== 'running') return;
    const deps = { db: app.db, realtime: app.realtime, jobs: app.jobs, log: app.log };
    const moves = kind.onCompleted ? [] : undefined;
    while (!app.jobs.stopping) {
      // Holding the run's lock, no other worker takes its items: nothing left means the run is done.
      if ((await processRunBatch(deps, kind, runId, kind.batchSize, moves)) === 0) {
        await finishRun(deps, kind, runId, moves);
        return;
      }
    }
    app.log.info({ runId, kind: kind.kind }, 'run paused for shutdown; another instance or the next start resumes it');
  } finally {
    await unlock();
  }
}

/** Queues a resume for every running run of `kind` whose worker is gone: after a crash, at once on the next start. */
async function resumeInterruptedRuns(app: FastifyInstance, kind: RunKind<string, string>): Promise<string[]> {
  const resumed: string[] = [];
  for (const { id } of await runningOf(app.db, kind)) {
    const unlock = await app.locks.tryLock(runLock(id));
    if (!unlock) continue;
    await unlock();
    // A run whose job waits to start also has a free lock: the queue keeps one waiting job per run (policy
    // 'short', keyed by the run), so this adds none then; an extra one started later finds the run done or taken.
    await app.jobs.send(kind.queue, { runId: id }, { singletonKey: id });
    resumed.push(id);
  }
  if (resumed.length) app.log.info({ runs: resumed, kind: kind.kind }, 'resuming interrupted runs');
  return resumed;
}

/** Works `kind`'s queue on this instance, resumes its interrupted runs now and sweeps for them while it runs. */
export async function registerRunKind(app: FastifyInstance, kind: RunKind<string, string>) {
  await app.jobs.work<{ runId: string }>(kind.queue, ({ runId }) => workRun(app, kind, runId), { policy: 'short' });
  await resumeInterruptedRuns(app, kind);
  const sweep = setInterval(() => {
    resumeInterruptedRuns(app, kind).catch((err) => app.log.error({ err, kind: kind.kind }, 'run sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));
}
