import type { FastifyInstance } from 'fastify';
import { generatePayPeriods, PAY_PERIOD_QUEUE } from './pay-periods.service.ts';

/** Pay periods are made only by this job: once at start, then every night, always ahead of time. */
export async function registerPayPeriodJobs(app: FastifyInstance) {
  await app.jobs.work(PAY_PERIOD_QUEUE, async () => {
    const created = await generatePayPeriods(app.db);
    if (created) app.log.info({ created }, 'pay periods generated');
  });
  await app.jobs.schedule(PAY_PERIOD_QUEUE, '5 0 * * *');
  await app.jobs.send(PAY_PERIOD_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 60 });
}
