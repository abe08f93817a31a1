import { first } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { payments } from '../schema/index.ts';
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
