import type { FastifyInstance } from 'fastify';
import {
  APPROVE_ALL_QUEUE,
  dropLooseReceipts,
  finishApproveAll,
  LOOSE_RECEIPTS_QUEUE,
  processApproveAllBatch,
  runningApproveAllIds,
  runStatus,
} from './expenses.service.ts';

/** How often every instance looks for approve/all runs whose worker is gone. */
const SWEEP_INTERVAL_MS = 10_000;

/** A worker holds the run's database lock while it works; the lock dies with its connection (as bulk time sheets). */
const runLock = (runId: string) => `approve-all-expenses:${runId}`;

async function workRun(app: FastifyInstance, runId: string) {
  const unlock = await app.locks.tryLock(runLock(runId));
  if (!unlock) return;
  try {
    if ((await runStatus(app.db, runId)) !== 'running') return;
    const deps = { db: app.db, realtime: app.realtime, jobs: app.jobs, log: app.log };
    while (!app.jobs.stopping) {
      if ((await processApproveAllBatch(deps, runId)) === 0) {
        await finishApproveAll(deps, runId);
        return;
      }
    }
  } finally {
    await unlock();
  }
}

/** Queues a resume for every running run whose worker is gone: after a crash, at once on the next start. */
export async function resumeApproveAllRuns(app: FastifyInstance): Promise<string[]> {
  const resumed: string[] = [];
  for (const id of await runningApproveAllIds(app.db)) {
    const unlock = await app.locks.tryLock(runLock(id));
    if (!unlock) continue;
    await unlock();
    await app.jobs.send(APPROVE_ALL_QUEUE, { runId: id }, { singletonKey: `resume:${id}`, singletonSeconds: 10 });
    resumed.push(id);
  }
  if (resumed.length) app.log.info({ runs: resumed }, 'resuming interrupted expense approvals');
  return resumed;
}

export async function registerExpenseJobs(app: FastifyInstance) {
  await app.jobs.work<{ runId: string }>(APPROVE_ALL_QUEUE, ({ runId }) => workRun(app, runId));
  await resumeApproveAllRuns(app);
  const sweep = setInterval(() => {
    resumeApproveAllRuns(app).catch((err) => app.log.error({ err }, 'expense approval sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));
  // Nightly, receipts uploaded but never saved with an expense are removed.
  await app.jobs.work(LOOSE_RECEIPTS_QUEUE, async () => {
    const dropped = await dropLooseReceipts({ db: app.db, storage: app.storage });
    if (dropped) app.log.info({ dropped }, 'abandoned expense receipts removed');
  });
  await app.jobs.schedule(LOOSE_RECEIPTS_QUEUE, '17 3 * * *');
}
