import {
  type deliveryListBodySchema,
  type ListPage,
  type ListQuery,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  type webhookInputSchema,
  type webhookListBodySchema,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { auditUpdate } from '../../platform/audit-update.ts';
import { type Ctx, userOf } from '../../platform/context.ts';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { DELIVERY_QUEUE, recordTestDelivery } from './webhooks.deliveries.ts';
import * as repo from './webhooks.repo.ts';
import { newSecret, urlProblem } from './webhooks.send.ts';
import { WEBHOOK_TARGET } from './webhooks.workflow.ts';

type WebhookInput = z.output<typeof webhookInputSchema>;

const toWebhook = (s: repo.SubscriptionRow): Webhook => ({
  _id: s.id,
  name: s.name,
  url: s.url,
  events: s.events,
  status: s.status,
  consecutiveFailures: s.consecutiveFailures,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

/** People manage integrations; a call made with an API key may not subscribe addresses. */
function refuseKeys(ctx: Ctx) {
  if (userOf(ctx).apiKey) throw forbidden('An API key cannot manage API keys or webhooks');
}

export async function listWebhooks(
  ctx: Ctx,
  query: ListQuery,
  body: z.output<typeof webhookListBodySchema>,
): Promise<ListPage<Webhook>> {
  refuseKeys(ctx);
  const { rows, totals } = await repo.listSubscriptions(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toWebhook));
}

export async function getWebhook(ctx: Ctx, id: string): Promise<Webhook> {
  refuseKeys(ctx);
  const row = await repo.findSubscription(ctx.db, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return toWebhook(row);
}

function checkUrl(ctx: Ctx, url: string) {
  const problem = urlProblem(url, ctx.config.WEBHOOK_ALLOW_PRIVATE);
  if (problem) throw fieldError('url', problem);
}

/** Subscribes an address; the answer carries the signing secret, shown this once (kept encrypted). */
export async function createWebhook(ctx: Ctx, input: WebhookInput): Promise<Webhook & { secret: string }> {
  refuseKeys(ctx);
  checkUrl(ctx, input.url);
  const id = uuidv7();
  const secret = newSecret();
  const values = { name: input.name, url: input.url, events: [...new Set(input.events)] };
  await ctx.db.transaction(async (tx) => {
    await repo.insertSubscription(tx, {
      id,
      ...values,
      secretEncrypted: ctx.cipher.encrypt(secret),
      createdBy: userOf(ctx).id,
    });
    await audit(tx, ctx, { action: 'create', entityType: 'webhook', entityId: id, after: values });
  });
  return { ...(await getWebhook(ctx, id)), secret };
}

/** A new signing secret, shown this once; deliveries sent from now on are signed with it alone. */
export async function rotateWebhookSecret(ctx: Ctx, id: string): Promise<Webhook & { secret: string }> {
  refuseKeys(ctx);
  await getWebhook(ctx, id);
  const secret = newSecret();
  await ctx.db.transaction(async (tx) => {
    await repo.updateSubscription(tx, id, { secretEncrypted: ctx.cipher.encrypt(secret) });
    await audit(tx, ctx, { action: 'rotate-secret', entityType: 'webhook', entityId: id });
  });
  return { ...(await getWebhook(ctx, id)), secret };
}

export async function updateWebhook(ctx: Ctx, id: string, input: WebhookInput): Promise<Webhook> {
  const before = await getWebhook(ctx, id);
  checkUrl(ctx, input.url);
  const values = { name: input.name, url: input.url, events: [...new Set(input.events)] };
  await ctx.db.transaction(async (tx) => {
    await repo.updateSubscription(tx, id, values);
    await auditUpdate(tx, ctx, 'webhook', id, before, values);
  });
  return getWebhook(ctx, id);
}

export async function pauseWebhook(ctx: Ctx, id: string): Promise<Webhook> {
  refuseKeys(ctx);
  await applyTransition(ctx, WEBHOOK_TARGET, { id, action: 'pause' });
  return getWebhook(ctx, id);
}

/** Resumes deliveries: the failure count starts again and the deliveries held while paused are sent. */
export async function resumeWebhook(ctx: Ctx, id: string): Promise<Webhook> {
  refuseKeys(ctx);
  await applyTransition(ctx, WEBHOOK_TARGET, {
    id,
    action: 'resume',
    set: { consecutiveFailures: 0 },
    effects: async (tx) => {
      const deliveryIds = await repo.releaseHeld(tx, id);
      if (deliveryIds.length) await ctx.jobs.send(DELIVERY_QUEUE, { deliveryIds }, { tx });
      return undefined;
    },
  });
  return getWebhook(ctx, id);
}

const toDelivery = (d: repo.DeliveryRow, attempts: Awaited<ReturnType<typeof repo.attemptsOf>>): WebhookDelivery => ({
  _id: d.id,
  event: d.event,
  status: d.status,
  attempts: attempts
    .filter((a) => a.deliveryId === d.id)
    .map((a) => ({ at: a.at.toISOString(), statusCode: a.statusCode, durationMs: a.durationMs, response: a.response })),
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
  payload: d.payload,
});

export async function listDeliveries(
  ctx: Ctx,
  id: string,
  query: ListQuery,
  body: z.output<typeof deliveryListBodySchema>,
): Promise<ListPage<WebhookDelivery>> {
  await getWebhook(ctx, id);
  const { rows, totals } = await repo.listDeliveries(ctx.db, id, query, body);
  const attempts = await repo.attemptsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return listAnswer(
    query,
    totals,
    rows.map((r) => toDelivery(r, attempts)),
  );
}

async function deliveryOf(ctx: Ctx, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const row = await repo.findDelivery(ctx.db, id, deliveryId);
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return toDelivery(row, await repo.attemptsOf(ctx.db, [deliveryId]));
}

/** "Send again": a new round of attempts with the same id and body (the receiver may de-duplicate by id). */
export async function resendDelivery(ctx: Ctx, id: string, deliveryId: string): Promise<WebhookDelivery> {
  await getWebhook(ctx, id);
  await deliveryOf(ctx, id, deliveryId);
  await ctx.db.transaction(async (tx) => {
    await repo.setDelivery(tx, deliveryId, { status: 'pending', round: 0, nextAttemptAt: null });
    await ctx.jobs.send(DELIVERY_QUEUE, { deliveryIds: [deliveryId] }, { tx });
    await audit(tx, ctx, { action: 'resend', entityType: 'webhook-delivery', entityId: deliveryId, after: {} });
  });
  return deliveryOf(ctx, id, deliveryId);
}

/** Sends a test event to the subscription now (whatever events it chose). */
export async function sendTestEvent(ctx: Ctx, id: string): Promise<WebhookDelivery> {
  await getWebhook(ctx, id);
  const deliveryId = await ctx.db.transaction(async (tx) => {
    const created = await recordTestDelivery(tx, ctx, id);
    await audit(tx, ctx, { action: 'send-test', entityType: 'webhook', entityId: id, after: { deliveryId: created } });
    return created;
  });
  return deliveryOf(ctx, id, deliveryId);
}
