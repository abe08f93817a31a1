import type { FastifyInstance } from 'fastify';
import { ctxOfServer } from '../../platform/context.ts';
import { ranToday, runExpiryReminders } from './reports.service.ts';

const EXPIRY_REMINDER_QUEUE = 'expiry-reminders';
/** pg-boss's longest throttle slot (its archive interval): instances starting together queue one job. */
const START_SLOT_SECONDS = 12 * 60 * 60;

/**
 * The daily reminder run (06:15 UTC); each item's thresholds are remembered, so a rerun sends nothing twice. A
 * portal starting when today's run has not happened (a fresh portal, or one down at 06:15) runs it at start.
 */
export async function registerReportJobs(app: FastifyInstance) {
  await app.jobs.work(EXPIRY_REMINDER_QUEUE, async () => {
    const items = await runExpiryReminders(ctxOfServer(app));
    if (items) app.log.info({ items }, 'expiry reminders sent');
  });
  await app.jobs.schedule(EXPIRY_REMINDER_QUEUE, '15 6 * * *');
  await queueTodaysReminders(app);
}

/**
 * Today's run at start, unless it happened: one job for every instance starting in the same slot (a singleton key
 * and slot, not a timer per process). Null when nothing was queued.
 */
export async function queueTodaysReminders(app: FastifyInstance) {
  if (await ranToday(ctxOfServer(app).db)) return null;
  return app.jobs.send(EXPIRY_REMINDER_QUEUE, {}, { singletonKey: 'at-start', singletonSeconds: START_SLOT_SECONDS });
}
