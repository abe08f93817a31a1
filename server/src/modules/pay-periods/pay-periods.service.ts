import {
  addDays,
  type DaySpan,
  eachDay,
  type IsoDay,
  type ListPage,
  type ListQuery,
  type PayPeriod,
  type PayPeriodListBody,
  periodOf,
  todayIn,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { listAnswer } from '../../platform/list.ts';
import * as repo from './pay-periods.repo.ts';

export const PAY_PERIOD_QUEUE = 'generate-pay-periods';
/** Bi-weekly periods run Monday to Sunday, two weeks at a time, counted from this Monday. */
const BI_WEEKLY_ANCHOR = '2024-01-01';

/** The periods covering [from, to]: every day, and every two-week block from the anchor. */
function periodsBetween(from: IsoDay, to: IsoDay) {
  const out: ({ type: 'daily' | 'bi_weekly' } & DaySpan)[] = [];
  for (const day of eachDay(from, to, Number.POSITIVE_INFINITY))
    out.push({ type: 'daily', startDate: day, endDate: day });
  let block = periodOf(from, BI_WEEKLY_ANCHOR, 14);
  while (block.startDate <= to) {
    out.push({ type: 'bi_weekly', ...block });
    block = periodOf(addDays(block.endDate, 1), BI_WEEKLY_ANCHOR, 14);
  }
  return out;
}

/** Creates the periods from 60 days back to 120 days ahead of the company's today; existing ones are kept (idempotent). */
export async function generatePayPeriods(db: Db, now = new Date()) {
  const today = todayIn(null, now);
  const rows = periodsBetween(addDays(today, -60), addDays(today, 120)).map((p) => ({ id: uuidv7(), ...p }));
  return repo.insertMissing(db, rows);
}

export const toPeriod = (p: repo.PayPeriodRow): PayPeriod => ({
  _id: p.id,
  type: p.type,
  startDate: p.startDate,
  endDate: p.endDate,
  status: p.status,
  closedAt: p.closedAt?.toISOString() ?? null,
});

export async function listPayPeriods(
  ctx: Ctx,
  query: ListQuery,
  body: PayPeriodListBody,
): Promise<ListPage<PayPeriod>> {
  const { rows, totals } = await repo.listPayPeriods(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toPeriod));
}

/** The most recent periods that have started (newest first), for pickers: list-pay-periods?limit=. */
export async function recentPayPeriods(ctx: Ctx, limit: number, type?: 'daily' | 'bi_weekly') {
  return (await repo.recentPayPeriods(ctx.db, todayIn(), limit, type)).map(toPeriod);
}

export const findPayPeriod = repo.findPayPeriod;
