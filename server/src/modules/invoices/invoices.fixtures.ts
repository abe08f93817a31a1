import { addDays, todayIn } from '@portal/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { expenses } from '../../db/schema/index.ts';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { approvedSheetOf, endedPeriod, placedWithRates, type WorldPeriod } from '../../test/pay-world.ts';
import type { TestSmtp } from '../../test/smtp.ts';
import { workbookOf } from '../../test/workbook.ts';

/** The world of the invoices tests: an ended bi-weekly period, a facility with a billing contact, rates, hours. */
export type Headers = Record<string, string>;
export let t: TestApp;
export let smtp: TestSmtp;
let admin: Headers;
export let period: WorldPeriod;
export const S = '/api/super-admin';
export const BILLING = 'billie@facility.example';

export const post = (url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });
export const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });

const rate = (PayRate: string, BillRate: string) => ({ PayRate, BillRate });
const RATES = {
  regularRates: { worked: rate('100.00', '150.00') },
  weekendRates: { worked: rate('120.00', '180.00'), 'in-house-call': rate('25.00', '35.00') },
  holidayRates: {},
};

export async function facility(name: string, billing = true) {
  const contacts = billing ? [{ type: 'billing', name: 'Billie Billing', email: BILLING }] : [];
  const res = await post(`${S}/facilities`, { name, state: 'CA', contacts });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

/**
 * A provider at `facilityId` with an approved rate and an approved sheet: Monday 8:00 regular (150.00/h billed:
 * 1200.00), Saturday 5:00 weekend (180.00/h: 900.00) and 2:30 in-house call (35.00/h: 87.50). Billed 2187.50.
 */
export async function workedAt(facilityId: string) {
  const providerId = (await t.createUser({ role: 'provider' })).id;
  const assignmentId = await placedWithRates(post, { providerId, facilityId, period, rates: RATES });
  await approvedSheetOf(post, assignmentId, period.id, [
    { date: period.startDate, hours: 8 },
    { date: addDays(period.startDate, 5), hours: 5, onCallType: 'in-house-call', onCallHours: 2.5 },
  ]);
  return { providerId, assignmentId };
}

/** An approved expense (seeded in SQL: receipts are not what these tests are about). */
export async function approvedExpense(providerId: string, facilityId: string, cents: number, billable: boolean) {
  await t.db.insert(expenses).values({
    id: crypto.randomUUID(),
    providerId,
    facilityId,
    date: addDays(period.startDate, 1),
    type: 'parking',
    amountCents: cents,
    status: 'approved',
    billable,
  });
}

export async function sheetOf(bytes: Buffer) {
  const sheet = (await workbookOf(bytes)).worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

export function setUpInvoicesWorld() {
  beforeAll(async () => {
    ({ t, smtp, admin } = await buildMailingApp());
    period = await endedPeriod(t.db, addDays(todayIn(), -1));
  });
  afterAll(() => t.close());
}
