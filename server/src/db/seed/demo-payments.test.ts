import { first } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { auditEvents, payments, timesheets } from '../schema/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './bootstrap.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, t.config)).toBe(true);
});
afterAll(() => t.close());

describe('demo payments', () => {
  it('are computed from the demo records: calculated ones and a paid period', async () => {
    const byStatus = await t.db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
    expect(byStatus.find((r) => r.status === 'calculated')?.n ?? 0).toBeGreaterThan(0);
    expect(byStatus.find((r) => r.status === 'paid')?.n ?? 0).toBeGreaterThan(0);
    const res = await t.db.execute(sql`select count(*)::int as lines from payment_lines where kind = 'day'`);
    const { lines } = first((res as unknown as { rows: { lines: number }[] }).rows);
    expect(lines).toBeGreaterThan(0);
    const [paid] = await t.db.select().from(payments).where(eq(payments.status, 'paid')).limit(1);
    expect(paid?.paidReference).toMatch(/^ACH-/);
  });

  it('the demo provider sees their own payments', async () => {
    const pat = bearer(await t.login(DEMO_ACCOUNTS.provider, t.config.DEMO_PASSWORD));
    const res = await t.post('/api/providers/payments/all?page=1&pageSize=10', pat, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
  });
});

describe('the demo closed pay period', () => {
  it('is the paid one: the listing, its lock and its audit say closed, and a change to its time sheets is refused', async () => {
    const admin = bearer(await t.login(t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD));
    const list = await t.post('/api/super-admin/pay-periods/all?page=1&pageSize=50', admin, {
      filters: { type: 'bi_weekly' },
    });
    const closed = list.json().data.data.filter((p: { status: string }) => p.status === 'closed');
    expect(closed).toHaveLength(1);
    const period = first(closed) as { _id: string; startDate: string };
    const statuses = await t.db
      .selectDistinct({ status: payments.status })
      .from(payments)
      .where(eq(payments.payPeriodId, period._id));
    expect(statuses.map((r) => r.status)).toEqual(['paid']);
    const lock = await t.app.inject({
      method: 'GET',
      url: `/api/pay-period-lock?payPeriodId=${period._id}`,
      headers: admin,
    });
    expect(lock.json().data).toMatchObject({ closed: true });
    const [event] = await t.db
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'pay-period'), eq(auditEvents.entityId, period._id)));
    expect(event).toEqual({ action: 'close', changes: [{ field: 'status', old: 'open', new: 'closed' }] });
    const [sheet] = await t.db.select().from(timesheets).where(eq(timesheets.payPeriodId, period._id)).limit(1);
    const reset = await t.post(`/api/super-admin/time-sheet/${sheet?.id}/reset-time-sheet`, admin, {});
    expect(reset.statusCode, reset.body).toBe(409);
    expect(reset.json().message).toContain('This pay period is closed');
    // The time sheet list says so on each of the period's rows (the screens show it closed and offer no change).
    const sheets = await t.post('/api/super-admin/time-sheet/all?page=1&pageSize=50', admin, {
      filters: { payPeriodId: period._id },
    });
    const rows = sheets.json().data.data as { payPeriod: { status: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.payPeriod.status))).toEqual(new Set(['closed']));
  });
});

describe('demo invoices', () => {
  it('are paid, partly paid, sent and a draft, so the aging report has open balances on first start', async () => {
    const res = await t.db.execute(sql`select status, count(*)::int as n from invoices group by status`);
    const statuses = (res as unknown as { rows: { status: string }[] }).rows.map((r) => r.status).sort();
    expect(statuses).toEqual(['draft', 'paid', 'partially_paid', 'sent']);
    const admin = bearer(await t.login(t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD));
    const aging = await t.app.inject({ method: 'GET', url: '/api/super-admin/invoice-reports/aging', headers: admin });
    expect(aging.statusCode).toBe(200);
    expect(aging.json().data.rows.length).toBeGreaterThan(0);
    expect(Number(aging.json().data.totals.total)).toBeGreaterThan(0);
  });
});
