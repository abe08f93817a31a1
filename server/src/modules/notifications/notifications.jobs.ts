import type { FastifyInstance } from 'fastify';
import { emailNotifications, NOTIFICATION_EMAIL_QUEUE } from './notifications.service.ts';

/** The job: e-mails the notifications a fan-out queued for e-mail. */
export async function registerNotificationJobs(app: FastifyInstance) {
  await app.jobs.work<{ ids: string[] }>(NOTIFICATION_EMAIL_QUEUE, ({ ids }) => emailNotifications(app, ids));
}
