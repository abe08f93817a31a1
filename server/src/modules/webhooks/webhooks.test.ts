import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookDelivery,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, webhookDeliveries } from '../../db/schema/index.ts';
import { ctxOfServer } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { invoiceSent } from '../invoices/index.ts';
import { payPeriodClosed } from '../pay-periods/index.ts';
import { attemptDelivery } from './webhooks.deliveries.ts';
import { urlProblem } from './webhooks.send.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let admin: Record<string, string>;
let receiver: Server;
let origin: string;
const received: Received[] = [];
/** What the failing path answers; a test flips it to 200 to let "Send again" succeed. */
let failingStatus = 500;

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp({ WEBHOOK_ALLOW_PRIVATE: 'true' }));
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = req.url === '/fail' ? failingStatus : 200;
      res.end(req.url === '/fail' ? 'receiver is down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

const base = '/api/super-admin/webhooks';
const subscribe = async (path: string, events: string[]) => {
  const res = await t.post(base, admin, { name: `Receiver ${path}`, url: `${origin}${path}`, events });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; secret: string; status: string };
};
const actorName = 'Ada Admin';
async function emit<P>(event: DomainEvent<P>, payload: P) {
  const after = await t.db.transaction((tx) => event.emit(tx, ctxOfServer(t.app), [payload]));
  await after();
}
const deliveries = async (id: string): Promise<WebhookDelivery[]> =>
  (await t.post(`${base}/${id}/deliveries/all`, admin, { sortDirection: -1 })).json().data.data;

/** Makes the delivery's next attempt due now and attempts it (as its job would), then reads it back. */
async function attemptNow(subscriptionId: string, deliveryId: string, attempts: number) {
  await t.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'retrying')));
  await attemptDelivery(ctxOfServer(t.app), deliveryId);
  return until(async () => {
    const d = (await deliveries(subscriptionId)).find((x) => x._id === deliveryId);
    expect(d?.attempts).toHaveLength(attempts);
    expect(d?.status).not.toBe('sending');
    return d as WebhookDelivery;
  });
}
/** Waits for what a job does in the background (jobs poll every half second here). */
const until = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 100 });
const secondsBetween = (later: string, earlier: string) => Math.round((Date.parse(later) - Date.parse(earlier)) / 1000);

describe('webhooks', () => {
  it('delivers an event, signed per Standard Webhooks, and keeps the answer', async () => {
    const hook = await subscribe('/ok', ['pay-period.closed']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect((await t.app.inject({ url: `${base}/${hook._id}`, headers: admin })).json().data.secret).toBeUndefined();
    const period = { id: 'pp-1', type: 'bi_weekly', startDate: '2026-01-05', endDate: '2026-01-18' };
    await emit(payPeriodClosed, { ...period, actorName, from: 'open', to: 'closed', action: 'close' });

    const got = await until(() => {
      const hit = received.find((r) => r.path === '/ok');
      expect(hit).toBeDefined();
      return hit as Received;
    });
    const verified = new StandardWebhook(hook.secret).verify(got.body, {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    }) as { type: string; data: { id: string; to: string } };
    expect(verified.type).toBe('pay-period.closed');
    expect(verified.data).toMatchObject({ id: 'pp-1', to: 'closed', startDate: '2026-01-05' });
    expect(() => new StandardWebhook(hook.secret).verify(`${got.body} `, got.headers as never)).toThrow();

    const [delivery] = await until(async () => {
      const list = await deliveries(hook._id);
      expect(list[0]?.status).toBe('succeeded');
      return list;
    });
    expect(delivery?._id).toBe(got.headers['webhook-id']);
    expect(delivery?.attempts).toEqual([expect.objectContaining({ statusCode: 200, response: 'ok' })]);
  });

  it('retries a failing receiver with backoff for about a day, then pauses after repeated failure', async () => {
    const hook = await subscribe('/fail', ['invoice.sent']);
    const invoice = { id: 'inv-1', number: 7, facilityId: 'f', total: '10.00', paid: '0.00' } as const;
    const sent = { from: 'draft', to: 'sent', action: 'send', actorName } as const;
    await emit(invoiceSent, { ...invoice, ...sent });
    const first = await until(async () => {
      const [d] = await deliveries(hook._id);
      expect(d?.status).toBe('retrying');
      return d as WebhookDelivery;
    });
    expect(first.attempts[0]).toMatchObject({ statusCode: 500, response: 'receiver is down' });
    const delays = [secondsBetween(first.nextAttemptAt ?? '', first.attempts[0]?.at ?? '')];
    let d = first;
    for (let n = 2; n <= WEBHOOK_RETRY_DELAYS_SECONDS.length + 1; n++) {
      d = await attemptNow(hook._id, first._id, n);
      if (d.nextAttemptAt) delays.push(secondsBetween(d.nextAttemptAt, d.attempts[n - 1]?.at ?? ''));
    }
    expect(delays).toEqual([...WEBHOOK_RETRY_DELAYS_SECONDS]);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThan(20 * 3600);
    expect(d).toMatchObject({ status: 'failed', nextAttemptAt: null });

    // A second delivery's failures reach the limit: the subscription pauses and super admins are told.
    await emit(invoiceSent, { ...invoice, ...sent, id: 'inv-2' });
    const second = await until(async () => {
      const found = (await deliveries(hook._id)).find((x) => x._id !== first._id);
      expect(found?.attempts).toHaveLength(1);
      return found as WebhookDelivery;
    });
    for (let n = 2; n <= WEBHOOK_PAUSE_AFTER_FAILURES - 8; n++) await attemptNow(hook._id, second._id, n);
    const paused = (await t.app.inject({ url: `${base}/${hook._id}`, headers: admin })).json().data;
    expect(paused).toMatchObject({ status: 'paused', consecutiveFailures: WEBHOOK_PAUSE_AFTER_FAILURES });
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'webhook-paused'));
    expect(told.map((n) => n.body)).toEqual([
      WEBHOOK_MESSAGES.autoPaused(`Receiver /fail`, WEBHOOK_PAUSE_AFTER_FAILURES),
    ]);

    // Paused: the pending retry is held, not sent; "Send again" and resume put deliveries back in line.
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.id, second._id));
    await attemptDelivery(ctxOfServer(t.app), second._id);
    expect((await deliveries(hook._id)).find((x) => x._id === second._id)?.status).toBe('held');
    expect((await t.post(`${base}/${hook._id}/pause`, admin)).json().message).toBe(WEBHOOK_MESSAGES.alreadyPaused);

    failingStatus = 204;
    const resumed = await t.post(`${base}/${hook._id}/resume`, admin);
    expect(resumed.json().data).toMatchObject({ status: 'active', consecutiveFailures: 0 });
    const again = await t.post(`${base}/${hook._id}/deliveries/${first._id}/resend`, admin);
    expect(again.json()).toMatchObject({ message: WEBHOOK_MESSAGES.resent, data: { status: 'pending' } });
    await until(async () => {
      const list = await deliveries(hook._id);
      expect(list.map((x) => x.status)).toEqual(['succeeded', 'succeeded']);
    });
    const resent = (await deliveries(hook._id)).find((x) => x._id === first._id);
    expect(resent?.attempts.at(-1)).toMatchObject({ statusCode: 204 });
  });

  it('sends a test event; refuses internal addresses unless allowed; managed with the permission only', async () => {
    const hook = await subscribe('/ok', ['payment.approved']);
    const test = await t.post(`${base}/${hook._id}/test`, admin);
    expect(test.json().data).toMatchObject({ event: 'webhook.test', status: 'pending' });
    await until(() => expect(received.some((r) => r.body.includes('"webhook.test"'))).toBe(true));

    expect(urlProblem('http://example.com/hook', false)).toBe(WEBHOOK_MESSAGES.badUrl);
    expect(urlProblem('https://10.1.2.3/hook', false)).toBe(WEBHOOK_MESSAGES.privateUrl);
    expect(urlProblem('https://[::1]/hook', false)).toBe(WEBHOOK_MESSAGES.privateUrl);
    expect(urlProblem('https://localhost/hook', false)).toBe(WEBHOOK_MESSAGES.privateUrl);
    expect(urlProblem('https://hooks.example.com/x', false)).toBeNull();
    const bad = await t.post(base, admin, { name: 'x', url: 'ftp://example.com', events: [] });
    expect(bad.json().errors).toEqual([
      { field: 'url', message: WEBHOOK_MESSAGES.badUrl },
      { field: 'events', message: 'Choose at least one event' },
    ]);

    const staff = bearer(await t.iconUserToken(['view-timesheets']));
    expect((await t.post('/api/icon-users/webhooks/all', staff, {})).statusCode).toBe(403);
    const manager = bearer(await t.iconUserToken(['manage-integrations']));
    expect((await t.post('/api/icon-users/webhooks/all', manager, {})).json().data.total).toBe(3);
  });

  it('rotates the signing secret: shown once, the next delivery is signed with it and not with the old one', async () => {
    const hook = await subscribe('/rotated', ['payment.approved']);
    const rotated = await t.post(`${base}/${hook._id}/rotate-secret`, admin);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().message).toBe(WEBHOOK_MESSAGES.secretRotated);
    const secret = rotated.json().data.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(secret).not.toBe(hook.secret);
    expect((await t.app.inject({ url: `${base}/${hook._id}`, headers: admin })).json().data.secret).toBeUndefined();

    await t.post(`${base}/${hook._id}/test`, admin);
    const got = await until(() => {
      const hit = received.find((r) => r.path === '/rotated');
      expect(hit).toBeDefined();
      return hit as Received;
    });
    const headers = {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    };
    expect(new StandardWebhook(secret).verify(got.body, headers)).toMatchObject({ type: 'webhook.test' });
    expect(() => new StandardWebhook(hook.secret).verify(got.body, headers)).toThrow();

    expect((await t.post(`${base}/00000000-0000-7000-8000-000000000000/rotate-secret`, admin)).statusCode).toBe(404);
    const staff = bearer(await t.iconUserToken(['view-timesheets']));
    expect((await t.post(`/api/icon-users/webhooks/${hook._id}/rotate-secret`, staff)).statusCode).toBe(403);
  });
});
