import { addDays } from '@portal/contracts';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { holidays, payPeriods } from '../db/schema/index.ts';
import { generatePayPeriods } from '../modules/pay-periods/index.ts';

/** A staff POST of a test world (its admin's headers already bound). */
type Post = (url: string, payload?: object) => Promise<LightMyRequestResponse>;

export type WorldPeriod = { id: string; startDate: string; endDate: string };

const S = '/api/super-admin';

/**
 * The latest bi-weekly period ending before `before` (periods generated first), with no holidays in it: the tests
 * that price its days own its calendar.
 */
export async function endedPeriod(db: Db, before: string): Promise<WorldPeriod> {
  await generatePayPeriods(db);
  const [p] = await db
    .select({ id: payPeriods.id, startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lt(payPeriods.endDate, before)))
    .orderBy(sql`${payPeriods.startDate} desc`)
    .limit(1);
  if (!p) throw new Error(`no bi-weekly period ends before ${before}`);
  await db.delete(holidays).where(and(gte(holidays.day, p.startDate), lte(holidays.day, p.endDate)));
  return p;
}

/**
 * A bi-weekly assignment of the provider at the facility, four weeks either side of `period`, and its pay rate
 * (`rates`: the regular, weekend and holiday sets) in force from its start, approved.
 */
export async function placedWithRates(
  post: Post,
  a: { providerId: string; facilityId: string; period: WorldPeriod; rates: object },
): Promise<string> {
  const res = await post(`${S}/provider-facility-assignments`, {
    providerId: a.providerId,
    facilityId: a.facilityId,
    startDate: addDays(a.period.startDate, -28),
    endDate: addDays(a.period.endDate, 28),
    payPeriodType: 'bi_weekly',
  });
  expect(res.statusCode).toBe(201);
  const assignmentId = res.json().data._id as string;
  const r = await post(`${S}/pay-rate`, { assignmentId, effectiveFrom: addDays(a.period.startDate, -28), ...a.rates });
  expect(r.statusCode).toBe(201);
  expect((await post(`${S}/pay-rate/${r.json().data._id}/approve`)).statusCode).toBe(200);
  return assignmentId;
}

/** A time sheet of the assignment for the period, submitted and approved by staff; answers its id. */
export async function approvedSheetOf(post: Post, assignmentId: string, periodId: string, entries: object[]) {
  const res = await post(`${S}/time-sheet`, { assignmentId, payPeriodId: periodId, entries });
  expect(res.statusCode).toBe(201);
  const id = res.json().data._id as string;
  expect((await post(`${S}/time-sheet/${id}/submit-for-approval`)).statusCode).toBe(200);
  expect((await post(`${S}/time-sheet/${id}/approve-timesheet`)).statusCode).toBe(200);
  return id;
}
