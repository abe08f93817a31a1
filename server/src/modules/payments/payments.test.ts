import {
  addDays,
  first,
  isWeekendDay,
  PAYMENT_HOLD_ACTIONS,
  type PaymentDetail,
  type PaymentPreview,
  pickRateSetForDay,
  type RatesCents,
  roundedCents,
  todayIn,
} from '@portal/contracts';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expenses,
  holidays,
  malpracticeInfo,
  payPeriods,
  providerProfiles,
  referenceItems,
} from '../../db/schema/index.ts';
import { applyComputedTransitions } from '../../platform/workflow.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { workbookOf } from '../../test/workbook.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';
import { effectiveRatesFor } from '../pay-rates/index.ts';
import { TABLE_EDIT_SETTLE_SECONDS } from './payments.listeners.ts';
import { type RecalculateJob, runQueuedRecalculation } from './payments.service.ts';
import { PAYMENT_TARGET } from './payments.workflow.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
/** The latest bi-weekly period that has ended (every day of it may carry hours). */
let period: { id: string; startDate: string; endDate: string };
let facilityId: string;
let otherFacilityId: string;
const S = '/api/super-admin';

const post = (url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });

/** Waits until every queued payments recalculation has run. */
async function recalculationsDone() {
  for (;;) {
    const res = await t.db.execute(
      // A calendar or cost-table edit's job starts a minute later (payments.listeners.ts); those are not waited for.
      sql`select count(*)::int as n from pgboss.job where name = 'recalculate-payments'
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

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  await generatePayPeriods(t.db);
  const [p] = await t.db
    .select({ id: payPeriods.id, startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lt(payPeriods.endDate, todayIn())))
    .orderBy(sql`${payPeriods.startDate} desc`)
    .limit(1);
  period = p as typeof period;
  // The calendar of the period is ours: only the Wednesday is a holiday.
  await t.db.delete(holidays).where(and(gte(holidays.day, period.startDate), lte(holidays.day, period.endDate)));
  expect((await post(`${S}/holidays`, { day: addDays(period.startDate, 2), name: 'Test Day' })).statusCode).toBe(201);
  facilityId = (await post(`${S}/facilities`, { name: 'Payments General', state: 'CA' })).json().data._id;
  otherFacilityId = (await post(`${S}/facilities`, { name: 'Payments North', state: 'CA' })).json().data._id;
});
afterAll(() => t.close());

/** A provider with a bi-weekly assignment at `facility` covering the period, and its approved pay rate. */
async function providerAt(facility: string, providerId?: string) {
  const id = providerId ?? (await t.createUser({ role: 'provider' })).id;
  const a = await post(`${S}/provider-facility-assignments`, {
    providerId: id,
    facilityId: facility,
    startDate: addDays(period.startDate, -28),
    endDate: addDays(period.endDate, 28),
    payPeriodType: 'bi_weekly',
  });
  expect(a.statusCode).toBe(201);
  const assignmentId = a.json().data._id as string;
  const r = await post(`${S}/pay-rate`, { assignmentId, effectiveFrom: addDays(period.startDate, -28), ...RATES });
  expect(r.statusCode).toBe(201);
  expect((await post(`${S}/pay-rate/${r.json().data._id}/approve`)).statusCode).toBe(200);
  return { providerId: id, assignmentId };
}

type Entry = {
  date: string;
  startTime?: string;
  endTime?: string;
  hours?: number;
  onCallType?: string;
  onCallHours?: number;
};
/** An approved time sheet of the assignment for the period. */
async function approvedSheet(assignmentId: string, entries: Entry[]) {
  const res = await post(`${S}/time-sheet`, { assignmentId, payPeriodId: period.id, entries });
  expect(res.statusCode).toBe(201);
  const id = res.json().data._id as string;
  expect((await post(`${S}/time-sheet/${id}/submit-for-approval`)).statusCode).toBe(200);
  expect((await post(`${S}/time-sheet/${id}/approve-timesheet`)).statusCode).toBe(200);
  return id;
}

async function paymentOf(providerId: string): Promise<PaymentDetail> {
  await recalculationsDone();
  const list = await post(`${S}/payments/all?page=1&pageSize=10`, { filters: { providerId, payPeriodId: period.id } });
  expect(list.statusCode).toBe(200);
  const [row] = list.json().data.data;
  expect(row).toBeTruthy();
  const res = await get(`${S}/payments/${row._id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const WORKED = [
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
const entriesOf = (list: typeof WORKED) =>
  list.map((e) => ({ ...e, date: addDays(period.startDate, OFFSET[e.date] ?? 0) }));

describe('the rounding rule and the pick of a day', () => {
  it('rounds minutes x hourly cents / 60 to the cent, half away from zero', () => {
    expect(roundedCents(440, 15050)).toBe(110367); // 110366.67
    expect(roundedCents(250, 10000)).toBe(41667); // 41666.67
    expect(roundedCents(1, 3000)).toBe(50); // exactly 50
    expect(roundedCents(1, 30)).toBe(1); // 0.5 -> 1
    expect(roundedCents(1, 29)).toBe(0); // 0.48 -> 0
    expect(roundedCents(-1, 30)).toBe(-1);
  });

  it('picks holiday, weekend or regular per day, the same in SQL as in contracts', async () => {
    const { assignmentId } = await providerAt(facilityId);
    const days = [0, 1, 2, 5, 6].map((n) => addDays(period.startDate, n));
    const picked = await effectiveRatesFor(
      t.db,
      days.map((day) => ({ assignmentId, day })),
    );
    expect(picked.map((p) => p.rateSet)).toEqual([
      'regularRates',
      'regularRates',
      'holidayRates',
      'weekendRates',
      'weekendRates',
    ]);
    for (const p of picked) {
      expect(p.rateSet).toBe(
        pickRateSetForDay(p.rates as RatesCents, { holiday: p.day === days[2], weekend: isWeekendDay(p.day) }),
      );
    }
    // No approved rate on a day before the assignment's first rate: no set ('-').
    const [none] = await effectiveRatesFor(t.db, [{ assignmentId, day: addDays(period.startDate, -60) }]);
    expect(none).toMatchObject({ payRateId: null, rateSet: null });
  });
});

describe('a payment derived from what was approved', () => {
  let providerId: string;
  let paymentId: string;

  beforeAll(async () => {
    const p = await providerAt(facilityId);
    providerId = p.providerId;
    await approvedSheet(p.assignmentId, entriesOf(WORKED));
    // An approved expense (inserted pending, approved through the API), a bonus and a deduction.
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
  });

  it('is computed by the job to the cent: regular, weekend and holiday days, on-call, expense, bonus, deduction', async () => {
    const p = await paymentOf(providerId);
    paymentId = p._id;
    expect(p.status).toBe('calculated');
    expect(p.totals).toEqual({
      grossPay: '3002.84', // 800.00 + 416.67 + 20.00 + 1103.67 + 600.00 + 62.50
      expenses: '42.17',
      bonuses: '150.00',
      deductions: '25.50',
      netPay: '3169.51',
      billed: '4498.00', // 1200.00 + 625.00 + 30.00 + 1655.50 + 900.00 + 87.50
      malpractice: '0.00',
      margin: '1495.16',
    });
    expect(p.workedMinutes).toBe(480 + 250 + 440 + 300);
    expect(p.onCallMinutes).toBe(60 + 150);
    const days = p.lines.filter((l) => l.kind === 'day');
    expect(days.map((l) => [l.day, l.rateSet, l.pay, l.bill])).toEqual([
      [addDays(period.startDate, 0), 'regularRates', '800.00', '1200.00'],
      [addDays(period.startDate, 1), 'regularRates', '436.67', '655.00'],
      [addDays(period.startDate, 2), 'holidayRates', '1103.67', '1655.50'],
      [addDays(period.startDate, 5), 'weekendRates', '662.50', '987.50'],
    ]);
    expect(days[3]?.keys).toEqual([
      { key: 'worked', minutes: 300, payRate: '120.00', billRate: '180.00', pay: '600.00', bill: '900.00' },
      { key: 'in-house-call', minutes: 150, payRate: '25.00', billRate: '35.00', pay: '62.50', bill: '87.50' },
    ]);
    expect(p.lines.filter((l) => l.kind !== 'day').map((l) => [l.kind, l.description, l.pay])).toEqual(
      expect.arrayContaining([
        ['expense', 'Meals', '42.17'],
        ['bonus', 'Performance Bonus', '150.00'],
        ['deduction', 'Deduction', '-25.50'],
      ]),
    );
    expect(p.history.map((h) => h.action)).toContain('calculate');
  });

  it('shows the list totals of the filter at the foot, and "Showing" counts', async () => {
    const res = await post(`${S}/payments/all?page=1&pageSize=10`, { filters: { providerId } });
    expect(res.json().data).toMatchObject({ total: 1, totals: { netPay: '3169.51', billed: '4498.00' } });
    const searched = await post(`${S}/payments/all?page=1&pageSize=10`, { search: 'no such provider at all' });
    expect(searched.json().data).toMatchObject({ total: 0, data: [], totals: { netPay: '0.00' } });
  });

  it('previews a recalculation line by line and applies it only when confirmed, audited', async () => {
    // Thursday becomes a holiday: nothing is worked that day, so nothing changes.
    const same = await post(`${S}/payments/${paymentId}/recalculate`, { confirm: false });
    expect(same.statusCode).toBe(200);
    expect((same.json().data.preview as PaymentPreview).changed).toBe(false);
    // Monday becomes a holiday: only Monday's line changes (800.00 -> 1204.00).
    const monday = addDays(period.startDate, 0);
    await post(`${S}/holidays`, { day: monday, name: 'Extra Day' });
    const before = await get(`${S}/payments/${paymentId}`);
    const preview = (await post(`${S}/payments/${paymentId}/recalculate`, {})).json().data.preview as PaymentPreview;
    expect(preview.changed).toBe(true);
    expect(preview.before.grossPay).toBe('3002.84');
    expect(preview.after.grossPay).toBe('3406.84');
    const changed = preview.lines.filter((l) => l.change !== 'unchanged');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      change: 'changed',
      old: { day: monday, pay: '800.00' },
      new: { pay: '1204.00' },
    });
    // Nothing stored yet.
    expect((await get(`${S}/payments/${paymentId}`)).json().data.totals.grossPay).toBe('3002.84');
    const applied = await post(`${S}/payments/${paymentId}/recalculate`, { confirm: true });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe('Payment recalculated successfully');
    const after = applied.json().data.payment as PaymentDetail;
    expect(after.totals).toMatchObject({ grossPay: '3406.84', netPay: '3573.51' });
    // Lines that did not change kept their rows.
    const idsBefore = new Map((before.json().data as PaymentDetail).lines.map((l) => [l.key, l._id] as const));
    for (const l of after.lines) {
      if (l.day === monday && l.kind === 'day') expect(l._id).not.toBe(idsBefore.get(l.key));
      else expect(l._id).toBe(idsBefore.get(l.key));
    }
    const [latest] = after.history;
    expect(latest).toMatchObject({ action: 'recalculate', actorName: expect.any(String) });
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        { field: 'grossPay', old: '3002.84', new: '3406.84' },
        { field: 'netPay', old: '3169.51', new: '3573.51' },
      ]),
    );
    await t.db.delete(holidays).where(eq(holidays.day, monday));
    await post(`${S}/payments/${paymentId}/recalculate`, { confirm: true });
  });

  it('approves, refuses a recalculation once approved, and is marked paid with a date and reference', async () => {
    expect(
      (await post(`${S}/payments/${paymentId}/mark-paid`, { paidOn: period.endDate, reference: 'X' })).statusCode,
    ).toBe(409);
    const approved = await post(`${S}/payments/${paymentId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    const refused = await post(`${S}/payments/${paymentId}/recalculate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This payment is approved, so it cannot be recalculated');
    const future = await post(`${S}/payments/${paymentId}/mark-paid`, { paidOn: '2999-01-01', reference: 'ACH-1' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ field: 'paidOn', message: 'The paid date cannot be in the future' }]);
    const noRef = await post(`${S}/payments/${paymentId}/mark-paid`, { paidOn: period.endDate, reference: ' ' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().errors[0].field).toBe('reference');
    const paid = await post(`${S}/payments/${paymentId}/mark-paid`, { paidOn: period.endDate, reference: 'ACH-1' });
    expect(paid.json().data).toMatchObject({ status: 'paid', paidOn: period.endDate, paidReference: 'ACH-1' });
  });

  it('lets a provider read their own payment without bill amounts, and answers 404 for another provider', async () => {
    const mine = bearer(await t.login((await providerEmail(providerId)) ?? ''));
    const own = await get(`/api/providers/payments/${paymentId}`, mine);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.totals).toMatchObject({ netPay: '3169.51', billed: '-', margin: '-' });
    expect(own.json().data.lines[0].bill).toBe('-');
    const list = await post('/api/providers/payments/all?page=1&pageSize=10', {}, mine);
    expect(list.json().data.data.map((p: { _id: string }) => p._id)).toEqual([paymentId]);
    const other = bearer(await t.providerToken());
    expect((await get(`/api/providers/payments/${paymentId}`, other)).statusCode).toBe(404);
    expect((await post('/api/providers/payments/all?page=1&pageSize=10', {}, other)).json().data.total).toBe(0);
    expect((await get(`${S}/payments/${paymentId}`, other)).statusCode).toBe(403);
    expect((await post(`/api/providers/payments/${paymentId}/approve`, {}, mine)).statusCode).toBe(404);
  });
});

async function providerEmail(id: string) {
  const res = await t.db.execute(sql`select email from users where id = ${id}`);
  return (res as unknown as { rows: { email: string }[] }).rows[0]?.email;
}

describe('recalculation after a time sheet reset', () => {
  it('changes only the reset sheet lines and is audited with the totals before and after', async () => {
    const a = await providerAt(facilityId);
    const b = await providerAt(otherFacilityId, a.providerId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'mon', hours: 8 }]));
    const second = await approvedSheet(b.assignmentId, entriesOf([{ date: 'thu', hours: 6 }]));
    const before = await paymentOf(a.providerId);
    expect(before.totals.grossPay).toBe('1400.00');
    expect(before.lines.map((l) => l.facility?.name).sort()).toEqual(['Payments General', 'Payments North']);
    const byFacility = await post(`${S}/payments/all?page=1&pageSize=10`, {
      filters: { facilityId: otherFacilityId, payPeriodId: period.id },
    });
    expect(byFacility.json().data.data.map((p: { _id: string }) => p._id)).toEqual([before._id]);

    expect((await post(`${S}/time-sheet/${second}/reset-time-sheet`)).statusCode).toBe(200);
    const after = await paymentOf(a.providerId);
    expect(after._id).toBe(before._id);
    expect(after.totals.grossPay).toBe('800.00');
    expect(after.lines).toHaveLength(1);
    // The untouched sheet's line is the same row.
    expect(after.lines[0]?._id).toBe(before.lines.find((l) => l.facility?.name === 'Payments General')?._id);
    const event = after.history.find((h) => h.action === 'auto-recalculate');
    expect(event?.changes).toEqual(
      expect.arrayContaining([
        { field: 'grossPay', old: '1400.00', new: '800.00' },
        { field: 'billed', old: '2100.00', new: '1200.00' },
      ]),
    );
  });
});

describe('hold on expired malpractice cover', () => {
  it('holds the payment with the reason, and staff release it with a note (audited)', async () => {
    const a = await providerAt(facilityId);
    const insurer = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: `Insurer ${insurer}` });
    const expiry = addDays(period.startDate, 1);
    await t.db.insert(malpracticeInfo).values({
      id: uuidv7(),
      providerId: a.providerId,
      insuranceProviderId: insurer,
      policyNumber: 'P-1',
      effectiveDate: addDays(period.startDate, -365),
      expiryDate: expiry,
    });
    await approvedSheet(
      a.assignmentId,
      entriesOf([
        { date: 'mon', hours: 8 },
        { date: 'wed', hours: 2 },
        { date: 'thu', hours: 2 },
      ]),
    );
    const held = await paymentOf(a.providerId);
    const mmdd = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    expect(held.status).toBe('held');
    expect(held.holdReason).toBe(
      `Malpractice cover expired on ${mmdd(expiry)}: 2 paid days from ${mmdd(addDays(period.startDate, 2))} not covered`,
    );
    expect((await post(`${S}/payments/${held._id}/approve`)).statusCode).toBe(409);
    const noNote = await post(`${S}/payments/${held._id}/release-hold`, { note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0].field).toBe('note');
    const viewer = bearer(await t.iconUserToken(['view-payments']));
    expect((await post(`${S}/payments/${held._id}/release-hold`, { note: 'x' }, viewer)).statusCode).toBe(403);
    const released = await post(`${S}/payments/${held._id}/release-hold`, {
      note: 'Renewal on file, paid by exception',
    });
    expect(released.statusCode).toBe(200);
    const detail = released.json().data as PaymentDetail;
    expect(detail).toMatchObject({ status: 'calculated', holdReleaseNote: 'Renewal on file, paid by exception' });
    expect(detail.history[0]).toMatchObject({ action: 'release-hold' });
    expect(detail.history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'held', new: 'calculated' },
        { field: 'note', old: null, new: 'Renewal on file, paid by exception' },
      ]),
    );
    // The same reason does not hold it again on a recalculation.
    const again = await post(`${S}/payments/${held._id}/recalculate`, { confirm: true });
    expect(again.json().data.payment.status).toBe('calculated');
    expect((await post(`${S}/payments/${held._id}/release-hold`, { note: 'again' })).statusCode).toBe(409);
  });

  it('moves a payment only by the hold rows of its table: an approved one is never held', async () => {
    const a = await providerAt(facilityId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'mon', hours: 8 }]));
    const payment = await paymentOf(a.providerId);
    expect(payment.status).toBe('calculated');
    const compute = (target: string) =>
      t.db.transaction((tx) =>
        applyComputedTransitions(tx, PAYMENT_TARGET, {
          targets: sql`select ${payment._id}::uuid as id, ${target}::text as target`,
          actions: PAYMENT_HOLD_ACTIONS,
          actorId: null,
          actorName: null,
        }),
      );
    // calculated -> approved is no hold move: refused, left as it is and not audited.
    expect(await compute('approved')).toEqual([]);
    expect((await paymentOf(a.providerId)).status).toBe('calculated');
    expect((await post(`${S}/payments/${payment._id}/approve`)).statusCode).toBe(200);
    // approved -> held is in no row of the table either.
    expect(await compute('held')).toEqual([]);
    const after = await paymentOf(a.providerId);
    expect(after.status).toBe('approved');
    expect(after.history.map((h) => h.action)).not.toContain('hold');
  });
});

describe('a malpractice cover changed through the API', () => {
  it("holds the provider's payment by the job when the cover added had expired before the days paid", async () => {
    const a = await providerAt(facilityId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'mon', hours: 8 }]));
    expect((await paymentOf(a.providerId)).status).toBe('calculated');
    const insurer = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: `Insurer ${insurer}` });
    const cover = await post(`${S}/malpractice-rates/info`, {
      providerId: a.providerId,
      insuranceProviderId: insurer,
      policyNumber: 'P-API',
      perClaim: '1000000.00',
      aggregate: '3000000.00',
      effectiveDate: addDays(period.startDate, -365),
      expiryDate: addDays(period.startDate, -1),
    });
    expect(cover.statusCode).toBe(201);
    const held = await paymentOf(a.providerId);
    expect(held.status).toBe('held');
    expect(held.holdReason).toContain('Malpractice cover expired on');
  });
});

describe('exports match the list', () => {
  async function sheetRows(url: string) {
    const res = await post(url, { filters: { payPeriodId: period.id } });
    expect(res.statusCode).toBe(200);
    const wb = await workbookOf(res.rawPayload);
    const ws = first(wb.worksheets, 'the sheet');
    const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const rows: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(header.map((h, i) => [h, values[i]])));
    });
    return rows;
  }
  const cents = (rows: Record<string, unknown>[], column: string) =>
    rows.reduce((s, r) => s + Math.round(Number(r[column]) * 100), 0);
  const toCents = (amount: string) => Math.round(Number(amount) * 100);

  it('bi-weekly: one row per provider per period, numeric cells, totals equal to the list', async () => {
    await recalculationsDone();
    const list = (await post(`${S}/payments/all?page=1&pageSize=100`, { filters: { payPeriodId: period.id } })).json()
      .data;
    const rows = await sheetRows(`${S}/payments/bi-weekly-export`);
    expect(rows).toHaveLength(list.total);
    expect(typeof rows[0]?.['Net pay']).toBe('number');
    expect(cents(rows, 'Net pay')).toBe(toCents(list.totals.netPay));
    expect(cents(rows, 'Gross pay')).toBe(toCents(list.totals.grossPay));
    expect(cents(rows, 'Billed')).toBe(toCents(list.totals.billed));
  });

  it('day-wise: one row per provider per day, pay summing to the gross pay of the list', async () => {
    const list = (await post(`${S}/payments/all?page=1&pageSize=100`, { filters: { payPeriodId: period.id } })).json()
      .data;
    const rows = await sheetRows(`${S}/payments/day-wise-export`);
    const keys = rows.map((r) => `${r['Provider e-mail']}|${String(r.Date)}`);
    expect(new Set(keys).size).toBe(rows.length);
    expect(cents(rows, 'Pay')).toBe(toCents(list.totals.grossPay));
    expect(cents(rows, 'Billed')).toBe(toCents(list.totals.billed));
  });

  it('needs export-payments', async () => {
    const viewer = bearer(await t.iconUserToken(['view-payments']));
    expect((await post(`${S}/payments/day-wise-export`, {}, viewer)).statusCode).toBe(403);
  });
});

describe('input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const bad = await post(`${S}/payments/all?page=1&pageSize=10`, { filters: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
    const nul = await post(`${S}/payments/all?page=1&pageSize=10`, { search: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect((await get(`${S}/payments/not-a-uuid`)).statusCode).toBe(400);
    expect((await get(`${S}/payments/${uuidv7()}`)).statusCode).toBe(404);
  });
});

describe('holiday and malpractice state-rate edits', () => {
  /** The delayed recalculation an edit queued (payments.listeners.ts): its data and how far ahead it starts. */
  async function delayedJob(match: string) {
    const res = await t.db.execute(
      sql`select data, extract(epoch from start_after - now())::int as wait from pgboss.job
          where name = 'recalculate-payments' and state = 'created' and data::text like ${`%${match}%`}
          order by created_on desc limit 1`,
    );
    const [row] = (res as unknown as { rows: { data: RecalculateJob; wait: number }[] }).rows;
    expect(row, `a recalculation job mentioning ${match}`).toBeTruthy();
    return row as { data: RecalculateJob; wait: number };
  }
  const runJob = (job: RecalculateJob) =>
    runQueuedRecalculation({ db: t.db, jobs: t.app.jobs, realtime: t.app.realtime, log: t.app.log }, job);

  it('a holiday added queues the recalculation of the payments covering its day, a minute later', async () => {
    const a = await providerAt(otherFacilityId);
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'thu', hours: 8 }]));
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
    const thursday = addDays(period.startDate, 3);
    expect((await post(`${S}/holidays`, { day: thursday, name: 'Calendar Test Day' })).statusCode).toBe(201);
    const job = await delayedJob(thursday);
    expect(job.data.days).toEqual([thursday]);
    expect(job.wait).toBeGreaterThan(TABLE_EDIT_SETTLE_SECONDS - 10);
    // Until it runs the stored payment is unchanged; once run, Thursday is paid at the holiday rate (8 x 150.50).
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
    await runJob(job.data);
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('1204.00');
    // Removed again: the same, back to the regular rate.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${S}/holidays/${thursday}`, headers: admin })).statusCode,
    ).toBe(200);
    await runJob((await delayedJob(thursday)).data);
    expect((await paymentOf(a.providerId)).totals.grossPay).toBe('800.00');
  });

  it("a state rate added or edited recalculates the malpractice cost of the specialty's providers in that state", async () => {
    const a = await providerAt(otherFacilityId);
    await t.db.update(providerProfiles).set({ specialty: 'aa' }).where(eq(providerProfiles.userId, a.providerId));
    await approvedSheet(a.assignmentId, entriesOf([{ date: 'tue', hours: 8 }]));
    expect((await paymentOf(a.providerId)).totals.malpractice).toBe('0.00');
    const insurer = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: `Insurer ${insurer}` });
    // $5.00 an hour for the specialty in California, from well before the period.
    const stateRate = (specialty: string) => ({
      insuranceProviderId: insurer,
      state: 'ca',
      specialty,
      hourlyCost: '5.00',
      effectiveFrom: addDays(period.startDate, -100),
    });
    const added = await post(`${S}/malpractice-rates/state-rates`, stateRate('aa'));
    expect(added.statusCode).toBe(201);
    const rateId = added.json().data._id as string;
    const job = await delayedJob('"costs"');
    expect(job.data.costs).toEqual([{ states: ['CA'], specialties: ['aa'], from: addDays(period.startDate, -100) }]);
    await runJob(job.data);
    expect((await paymentOf(a.providerId)).totals.malpractice).toBe('40.00');
    // Moved to another specialty: the old one's providers are recalculated too and lose the cost.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${S}/malpractice-rates/state-rates/${rateId}`,
      headers: admin,
      payload: stateRate('crna'),
    });
    expect(moved.statusCode).toBe(200);
    const again = await delayedJob('crna');
    expect(again.data.costs?.[0]?.specialties.sort()).toEqual(['aa', 'crna']);
    await runJob(again.data);
    expect((await paymentOf(a.providerId)).totals.malpractice).toBe('0.00');
  });
});
