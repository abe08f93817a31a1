import type { FastifyInstance } from 'fastify';
import { registerRunKind } from '../../platform/transition-runs.ts';
import { APPROVE_ALL_RUN, dropLooseReceipts, LOOSE_RECEIPTS_QUEUE } from './expenses.service.ts';

export async function registerExpenseJobs(app: FastifyInstance) {
  await registerRunKind(app, APPROVE_ALL_RUN);
  // Nightly, receipts uploaded but never saved with an expense are removed.
  await app.jobs.work(LOOSE_RECEIPTS_QUEUE, async () => {
    const dropped = await dropLooseReceipts({ db: app.db, storage: app.storage });
    if (dropped) app.log.info({ dropped }, 'abandoned expense receipts removed');
  });
  await app.jobs.schedule(LOOSE_RECEIPTS_QUEUE, '17 3 * * *');
}
