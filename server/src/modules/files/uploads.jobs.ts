import type { FastifyInstance } from 'fastify';
import { dropLooseUploads, LOOSE_UPLOADS_QUEUE } from './uploads.service.ts';

/** Daily, generic uploads that no record took within a day are removed. */
export async function registerUploadJobs(app: FastifyInstance) {
  await app.jobs.work(LOOSE_UPLOADS_QUEUE, async () => {
    const dropped = await dropLooseUploads({ db: app.db, storage: app.storage });
    if (dropped) app.log.info({ dropped }, 'unattached generic uploads removed');
  });
  await app.jobs.schedule(LOOSE_UPLOADS_QUEUE, '43 3 * * *');
}
