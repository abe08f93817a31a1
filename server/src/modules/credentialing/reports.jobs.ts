import type { FastifyInstance } from 'fastify';
import { ctxOfServer } from '../../platform/context.ts';
import { runExpiryReminders } from './reports.service.ts';

const EXPIRY_REMINDER_QUEUE = 'expiry-reminders';

/** The daily reminder run (06:15 UTC); each item's thresholds are remembered, so a rerun sends nothing twice. */
export async function registerReportJobs(app: FastifyInstance) {
  await app.jobs.work(EXPIRY_REMINDER_QUEUE, async () => {
    const items = await runExpiryReminders(ctxOfServer(app));
    if (items) app.log.info({ items }, 'expiry reminders sent');
  });
  await app.jobs.schedule(EXPIRY_REMINDER_QUEUE, '15 6 * * *');
}
