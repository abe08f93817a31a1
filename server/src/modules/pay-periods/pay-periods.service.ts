import type { ListPage, ListQuery, PayPeriod, payPeriodListBodySchema } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { listAnswer } from '../../platform/list.ts';
import * as repo from './pay-periods.repo.ts';

export const PAY_PERIOD_QUEUE = 'generate-pay-periods';
/** Bi-weekly periods run Monday to Sunday, two weeks at a time, counted from this Monday. */
export const BI_WEEKLY_ANCHOR = '2024-01-01';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** The periods covering [from, to]: every day, and every two-week block from the anchor. */
export function periodsBetween(from: string, to: string) {
  const out: { type: 'daily' | 'bi_weekly'; startDate: string; endDate: string }[] = [];
  for (let t = utc(from); t <= utc(to); t += DAY) out.push({ type: 'daily', startDate: iso(t), endDate: iso(t) });
  const anchor = utc(BI_WEEKLY_ANCHOR);
  let start = anchor + Math.floor((utc(from) - anchor) / (14 * DAY)) * 14 * DAY;
  for (; start <= utc(to); start += 14 * DAY) {
    out.push({ type: 'bi_weekly', startDate: iso(start), endDate: iso(start + 13 * DAY) });
  }
  return out;
}

/** Creates the periods from 60 days back to 120 days ahead; existing ones are kept (idempotent). */
export async function generatePayPeriods(db: Db, today = new Date()) {
  const now = utc(today.toISOString().slice(0, 10));
  const rows = periodsBetween(iso(now - 60 * DAY), iso(now + 120 * DAY)).map((p) => ({ id: uuidv7(), ...p }));
  return repo.insertMissing(db, rows);
}

const toPeriod = (p: repo.PayPeriodRow): PayPeriod => ({
  _id: p.id,
  type: p.type,
  startDate: p.startDate,
  endDate: p.endDate,
});

export async function listPayPeriods(
  ctx: Ctx,
  query: ListQuery,
  body: z.output<typeof payPeriodListBodySchema>,
): Promise<ListPage<PayPeriod>> {
  const { rows, totals } = await repo.listPayPeriods(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toPeriod));
}

/** The most recent periods that have started (newest first), for pickers: list-pay-periods?limit=. */
export async function recentPayPeriods(ctx: Ctx, limit: number, type?: 'daily' | 'bi_weekly') {
  const today = new Date().toISOString().slice(0, 10);
  return (await repo.recentPayPeriods(ctx.db, today, limit, type)).map(toPeriod);
}

export const findPayPeriod = repo.findPayPeriod;
