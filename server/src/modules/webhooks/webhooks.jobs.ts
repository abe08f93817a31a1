import type { FastifyInstance } from 'fastify';
import { ctxOfServer } from '../../platform/context.ts';
import { attemptDelivery, DELIVERY_QUEUE } from './webhooks.deliveries.ts';

/** Attempts each delivery of a job (one after the other; a delivery not due or being sent is skipped). */
export async function registerWebhookJobs(app: FastifyInstance) {
  await app.jobs.work<{ deliveryIds: string[] }>(DELIVERY_QUEUE, async ({ deliveryIds }) => {
    const ctx = ctxOfServer(app);
    for (const id of deliveryIds) await attemptDelivery(ctx, id);
  });
}
