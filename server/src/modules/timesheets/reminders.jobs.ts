import type { FastifyInstance } from 'fastify';
import { REMINDER_QUEUE, sendDueReminders } from './reminders.service.ts';

/** Every five minutes, the due time sheet reminders go out. */
export async function registerReminderJobs(app: FastifyInstance) {
  await app.jobs.work(REMINDER_QUEUE, async () => {
    const sent = await sendDueReminders(app.db, app.mail, app.config);
    if (sent) app.log.info({ sent }, 'time sheet reminders sent');
  });
  await app.jobs.schedule(REMINDER_QUEUE, '*/5 * * * *');
}
