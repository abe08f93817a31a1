import {
  NOTIFICATION_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  webPaths,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { FanOutCtx, Listener } from '../../platform/events.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { notifyMany } from '../notifications/index.ts';
import { superAdminIds } from '../users/index.ts';
import * as repo from './webhooks.repo.ts';
import { post, signature } from './webhooks.send.ts';
import { WEBHOOK_TARGET } from './webhooks.workflow.ts';

/** The queue whose jobs attempt deliveries: `{ deliveryIds }`, each attempted when due. */
export const DELIVERY_QUEUE = 'webhook-deliveries';

/** The body every attempt of a delivery sends, byte for byte (what the signature covers). */
const bodyOf = (type: string, data: unknown) => JSON.stringify({ type, timestamp: new Date().toISOString(), data });

/**
 * Records a delivery of each payload to each active subscriber of the event, inside the emitting transaction (no
 * delivery of a change that rolled back), and queues their first attempt with them.
 */
async function recordDeliveries(tx: Db, ctx: Pick<FanOutCtx, 'jobs'>, type: string, payloads: readonly unknown[]) {
  const subscribers = await repo.activeSubscribers(tx, type);
  if (subscribers.length === 0) return [];
  const rows = subscribers.flatMap((s) =>
    payloads.map((p) => ({ id: uuidv7(), subscriptionId: s.id, event: type, payload: bodyOf(type, p) })),
  );
  await repo.insertDeliveries(tx, rows);
  const deliveryIds = rows.map((r) => r.id);
  await ctx.jobs.send(DELIVERY_QUEUE, { deliveryIds }, { tx });
  return deliveryIds;
}

/** The listener a webhook subscription's events are heard by: one per event name. */
export const deliveriesOf =
  (type: string): Listener<unknown> =>
  async (tx, ctx, payloads) => {
    await recordDeliveries(tx, ctx, type, payloads);
    return undefined;
  };

/** A test event to one subscription, sent as any other delivery. */
export async function recordTestDelivery(tx: Db, ctx: Pick<Ctx, 'jobs'>, subscriptionId: string) {
  const id = uuidv7();
  const payload = bodyOf('webhook.test', { subscriptionId, message: 'A test event from the portal' });
  await repo.insertDeliveries(tx, [{ id, subscriptionId, event: 'webhook.test', payload }]);
  await ctx.jobs.send(DELIVERY_QUEUE, { deliveryIds: [id] }, { tx });
  return id;
}

type DeliveryCtx = Pick<Ctx, 'db' | 'config' | 'cipher' | 'jobs' | 'realtime' | 'log'>;

/** Pauses a subscription that failed too often, told to every super admin; never twice (a 409 is let go). */
async function pauseForFailures(ctx: DeliveryCtx, subscription: repo.SubscriptionRow, failures: number) {
  try {
    await applyTransition({ ...ctx, user: null }, WEBHOOK_TARGET, {
      id: subscription.id,
      action: 'pause',
      auditAction: 'auto-pause',
      actorName: 'The portal',
      auditAfter: { consecutiveFailures: failures },
      effects: async (inner) =>
        notifyMany(
          inner,
          ctx,
          (await superAdminIds(inner)).map((userId) => ({
            userId,
            type: NOTIFICATION_TYPES.webhookPaused,
            title: WEBHOOK_MESSAGES.autoPausedTitle,
            body: WEBHOOK_MESSAGES.autoPaused(subscription.name, failures),
            link: webPaths.webhooksListing,
            email: true,
          })),
        ),
    });
  } catch (err) {
    if (!(err instanceof AppError && err.status === 409)) throw err;
  }
}

/**
 * One attempt of a delivery, if it is due and no one else is sending it: signed per Standard Webhooks, its answer
 * kept. A failure is tried again after the next delay of WEBHOOK_RETRY_DELAYS_SECONDS (about a day in all), then
 * the delivery fails; a subscription failing WEBHOOK_PAUSE_AFTER_FAILURES times in a row pauses itself. A paused
 * subscription's deliveries are held until it resumes.
 */
export async function attemptDelivery(ctx: DeliveryCtx, deliveryId: string): Promise<void> {
  const claim = await repo.claimDelivery(ctx.db, deliveryId);
  if (!claim) return;
  const { delivery, subscription } = claim;
  if (subscription.status === 'paused') {
    await repo.setDelivery(ctx.db, deliveryId, { status: 'held', nextAttemptAt: null });
    return;
  }
  const secret = ctx.cipher.decrypt(subscription.secretEncrypted) ?? '';
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, deliveryId, timestamp, delivery.payload),
  };
  const answer = await post(subscription.url, headers, delivery.payload, ctx.config.WEBHOOK_ALLOW_PRIVATE);
  const succeeded = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const failures = await ctx.db.transaction(async (tx) => {
    await repo.insertAttempt(tx, { id: uuidv7(), deliveryId, ...answer });
    if (succeeded) {
      await repo.setDelivery(tx, deliveryId, { status: 'succeeded', nextAttemptAt: null });
      await repo.clearFailures(tx, subscription.id);
      return 0;
    }
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[delivery.round];
    const round = delivery.round + 1;
    if (delay === undefined) {
      await repo.setDelivery(tx, deliveryId, { status: 'failed', round, nextAttemptAt: null });
    } else {
      const nextAttemptAt = new Date(Date.now() + delay * 1000);
      await repo.setDelivery(tx, deliveryId, { status: 'retrying', round, nextAttemptAt });
      await ctx.jobs.send(DELIVERY_QUEUE, { deliveryIds: [deliveryId] }, { tx, startAfter: nextAttemptAt });
    }
    return repo.countFailure(tx, subscription.id);
  });
  // Its own transaction, after this one: the notices it queues must not wait on a transaction still open.
  if (failures === WEBHOOK_PAUSE_AFTER_FAILURES) await pauseForFailures(ctx, subscription, failures);
}
