import { addDays, first, type PaymentDetail, todayIn } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, expect } from 'vitest';
import { expenses } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { approvedSheetOf, endedPeriod, placedWithRates, type WorldPeriod } from '../../test/pay-world.ts';

/** The shared world of the payments tests: a pay period, two facilities with rates, and helpers to work and approve. */

export type Headers = Record<string, string>;
export let t: TestApp;
export let admin: Headers;

/** The latest bi-weekly period that has ended (every day of it may carry hours). */
export let period: WorldPeriod;

export let facilityId: string;
export let otherFacilityId: string;

export const S = '/api/super-admin';

export const post = (url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

export const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });

/** Waits until every queued payments recalculation has run (on this world's app unless another is given). */
export async function recalculationsDone(app: TestApp = t) {
  for (;;) {
    const res = await app.db.execute(
      // A calendar or cost-table edit's job starts a minute later (payments.listeners.ts); those are not waited for.
      sql`select count(*)::int as n from pgboss.job where name in ('recalculate-payments', 'recalculate-marked-payments')
          and state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    if (first((res as unknown as { rows: { n: number }[] }).rows).n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rate = (PayRate: string, BillRate = '0') => ({ PayRate, BillRate });

const RATES = {
  regularRates: { worked: rate('100.00', '150.00'), 'in-house-call': rate('20.00', '30.00') },
  weekendRates: { worked: rate('120.00', '180.00'), 'in-house-call': rate('25.00', '35.00') },
  holidayRates: { worked: rate('150.50', '225.75') },
};

/** A provider with a bi-weekly assignment at `facility` covering the period, and its approved pay rate. */
export async function providerAt(facility: string, providerId?: string) {
  const id = providerId ?? (await t.createUser({ role: 'provider' })).id;
  return {
    providerId: id,
    assignmentId: await placedWithRates(post, { providerId: id, facilityId: facility, period, rates: RATES }),
  };
}

export type Entry = {
  date: string;
  startTime?: string;
  endTime?: string;
  hours?: number;
  onCallType?: string;
  onCallHours?: number;
};

/** An approved time sheet of the assignment for the period. */
export const approvedSheet = (assignmentId: string, entries: Entry[]) =>
  approvedSheetOf(post, assignmentId, period.id, entries);

/** An approved expense of 42.17 (inserted pending, approved through the API), a bonus of 150.00 and a deduction of 25.50. */
export async function approvedExtras(providerId: string) {
  const expenseId = uuidv7();
  await t.db.insert(expenses).values({
    id: expenseId,
    providerId,
    facilityId,
    date: addDays(period.startDate, 1),
    type: 'meals',
    amountCents: 4217,
  });
  expect((await post(`${S}/expenses/${expenseId}/approve`)).statusCode).toBe(200);
  for (const [type, amount] of [
    ['performanceBonus', '150.00'],
    ['deduction', '25.50'],
  ]) {
    const b = await post(`${S}/bonuses`, { providerId, type, amount, payPeriodId: period.id });
    expect(b.statusCode).toBe(201);
    expect((await post(`${S}/bonuses/${b.json().data._id}/approve`)).statusCode).toBe(200);
  }
}

export async function paymentOf(providerId: string): Promise<PaymentDetail> {
  await recalculationsDone();
  const list = await post(`${S}/payments/all?page=1&pageSize=10`, { filters: { providerId, payPeriodId: period.id } });
  expect(list.statusCode).toBe(200);
  const [row] = list.json().data.data;
  expect(row).toBeTruthy();
  const res = await get(`${S}/payments/${row._id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

export const WORKED = [
  // Monday: regular, 8:00 at 100.00/150.00.
  { date: 'mon', hours: 8 },
  // Tuesday: regular, 4:10 worked (416.666... -> 416.67) and 1:00 in-house call.
  { date: 'tue', startTime: '08:00', endTime: '12:10', onCallType: 'in-house-call', onCallHours: 1 },
  // Wednesday: the holiday, 7:20 at 150.50 (1103.666... -> 1103.67) billed 225.75 (1655.50).
  { date: 'wed', startTime: '08:00', endTime: '15:20' },
  // Saturday: weekend, 5:00 at 120.00 and 2:30 in-house call at 25.00 (62.50).
  { date: 'sat', hours: 5, onCallType: 'in-house-call', onCallHours: 2.5 },
];

const OFFSET: Record<string, number> = { mon: 0, tue: 1, wed: 2, thu: 3, sat: 5, sun: 6 };

export const entriesOf = (list: typeof WORKED) =>
  list.map((e) => ({ ...e, date: addDays(period.startDate, OFFSET[e.date] ?? 0) }));

export async function providerEmail(id: string) {
  const res = await t.db.execute(sql`select email from users where id = ${id}`);
  return (res as unknown as { rows: { email: string }[] }).rows[0]?.email;
}

/** Builds the world before the file's tests (the period, the facilities and their rates) and closes it after. */
export function setUpPaymentsWorld() {
  beforeAll(async () => {
    t = await buildTestApp();
    admin = bearer(await t.login(ADMIN.email, ADMIN.password));
    // The calendar of the period is ours: only the Wednesday is a holiday.
    period = await endedPeriod(t.db, todayIn());
    expect((await post(`${S}/holidays`, { day: addDays(period.startDate, 2), name: 'Test Day' })).statusCode).toBe(201);
    facilityId = (await post(`${S}/facilities`, { name: 'Payments General', state: 'CA' })).json().data._id;
    otherFacilityId = (await post(`${S}/facilities`, { name: 'Payments North', state: 'CA' })).json().data._id;
  });
  afterAll(() => t.close());
}
