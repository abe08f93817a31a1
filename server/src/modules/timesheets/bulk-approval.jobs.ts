import type { FastifyInstance } from 'fastify';
import * as bulk from './bulk-approval.repo.ts';
import { BULK_QUEUE, finishRun, processBatch } from './bulk-approval.service.ts';

/** How often every instance looks for runs whose worker is gone (an instance died and did not come back). */
const SWEEP_INTERVAL_MS = 10_000;

/**
 * While a worker runs a bulk approval it holds the run's database lock; the lock dies with the worker's
 * connection, so a free lock on a running run means its worker is gone.
 */
const runLock = (runId: string) => `bulk-approval:${runId}`;

/** Runs the batches of one run, unless a live worker already does; stops between batches on shutdown. */
async function workRun(app: FastifyInstance, runId: string) {
  const unlock = await app.locks.tryLock(runLock(runId));
  if (!unlock) return;
  try {
    if ((await bulk.runStatus(app.db, runId)) !== 'running') return;
    const deps = { db: app.db, realtime: app.realtime, jobs: app.jobs, log: app.log };
    while (!app.jobs.stopping) {
      // Holding the run's lock, no other worker takes its items: nothing left means the run is done.
      if ((await processBatch(deps, runId)) === 0) {
        await finishRun(deps, runId);
        return;
      }
    }
    app.log.info({ runId }, 'bulk approval paused for shutdown; another instance or the next start resumes it');
  } finally {
    await unlock();
  }
}

/** Queues a resume for every running run whose worker is gone: after a crash, at once on the next start. */
export async function resumeInterruptedRuns(app: FastifyInstance): Promise<string[]> {
  const resumed: string[] = [];
  for (const id of await bulk.runningRunIds(app.db)) {
    const unlock = await app.locks.tryLock(runLock(id));
    if (!unlock) continue;
    await unlock();
    // A run whose first job has not started yet also has a free lock; the extra job finds it done or taken.
    await app.jobs.send(BULK_QUEUE, { runId: id }, { singletonKey: `resume:${id}`, singletonSeconds: 10 });
    resumed.push(id);
  }
  if (resumed.length) app.log.info({ runs: resumed }, 'resuming interrupted bulk approvals');
  return resumed;
}

export async function registerBulkApprovalJobs(app: FastifyInstance) {
  await app.jobs.work<{ runId: string }>(BULK_QUEUE, ({ runId }) => workRun(app, runId));
  await resumeInterruptedRuns(app);
  const sweep = setInterval(() => {
    resumeInterruptedRuns(app).catch((err) => app.log.error({ err }, 'bulk approval sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));
}
