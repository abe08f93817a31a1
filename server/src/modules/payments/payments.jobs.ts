import type { FastifyInstance } from 'fastify';
import {
  RECALCULATE_MARKS_QUEUE,
  RECALCULATE_QUEUE,
  type RecalculateJob,
  runMarkedRecalculation,
  runQueuedRecalculation,
} from './payments.service.ts';

/** Recalculations queued by approvals, resets and changes of what payments are derived from. */
export async function registerPaymentJobs(app: FastifyInstance) {
  await app.jobs.work<RecalculateJob>(RECALCULATE_QUEUE, async (job) => {
    const written = await runQueuedRecalculation(
      { db: app.db, jobs: app.jobs, realtime: app.realtime, log: app.log },
      job,
    );
    if (written) app.log.info({ written }, 'payments recalculated');
  });
  const deps = { db: app.db, jobs: app.jobs, realtime: app.realtime, log: app.log };
  // 'short': marks made while a job runs are taken by the one job waiting behind it.
  await app.jobs.work(
    RECALCULATE_MARKS_QUEUE,
    async () => {
      const written = await runMarkedRecalculation(deps);
      if (written) app.log.info({ written }, 'marked payments recalculated');
    },
    { policy: 'short' },
  );
}
