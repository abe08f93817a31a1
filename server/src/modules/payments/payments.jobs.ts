import type { FastifyInstance } from 'fastify';
import { RECALCULATE_QUEUE, type RecalculateJob, runQueuedRecalculation } from './payments.service.ts';

/** Recalculations queued by approvals, resets and changes of what payments are derived from. */
export async function registerPaymentJobs(app: FastifyInstance) {
  await app.jobs.work<RecalculateJob>(RECALCULATE_QUEUE, async (job) => {
    const written = await runQueuedRecalculation(
      { db: app.db, jobs: app.jobs, realtime: app.realtime, log: app.log },
      job,
    );
    if (written) app.log.info({ written }, 'payments recalculated');
  });
}
