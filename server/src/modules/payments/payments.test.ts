import {
  addDays,
  first,
  isWeekendDay,
  type PaymentDetail,
  type PaymentPreview,
  pickRateSetForDay,
  type RatesCents,
  roundedCents,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holidays } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import { workbookOf } from '../../test/workbook.ts';
import { effectiveRatesFor } from '../pay-rates/index.ts';
import {
  approvedExtras,
  approvedSheet,
  entriesOf,
  facilityId,
  get,
  paymentOf,
  period,
  post,
  providerAt,
  providerEmail,
  recalculationsDone,
  S,
  setUpPaymentsWorld,
  t,
  WORKED,
} from './payments.fixtures.ts';

setUpPaymentsWorld();

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
    await approvedExtras(providerId);
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
