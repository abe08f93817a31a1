import type { ListQuery, payPeriodListBodySchema } from '@portal/contracts';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { payPeriods } from '../../db/schema/index.ts';
import { listTotal, orderBy, pageWindow } from '../../platform/list.ts';

export type PayPeriodRow = typeof payPeriods.$inferSelect;

/** Inserts the periods not there yet; answers how many were new. */
export async function insertMissing(db: Db, rows: (typeof payPeriods.$inferInsert)[]) {
  const inserted = await db.insert(payPeriods).values(rows).onConflictDoNothing().returning({ id: payPeriods.id });
  return inserted.length;
}

export async function listPayPeriods(db: Db, query: ListQuery, body: z.output<typeof payPeriodListBodySchema>) {
  const f = body.filters ?? {};
  const c: SQL[] = [];
  if (f.type) c.push(eq(payPeriods.type, f.type));
  if (f.from) c.push(gte(payPeriods.endDate, f.from));
  if (f.to) c.push(lte(payPeriods.startDate, f.to));
  const where = c.length ? and(...c) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(payPeriods)
      .where(where)
      .orderBy(...orderBy(payPeriods.startDate, body.sortDirection ?? 1, payPeriods.id))
      .limit(limit)
      .offset(offset),
    listTotal(db, () => db.select({ id: payPeriods.id }).from(payPeriods).where(where).$dynamic(), c.length > 0),
  ]);
  return { rows, totals };
}

/** The most recent periods started by `today` (newest first). */
export async function recentPayPeriods(db: Db, today: string, limit: number, type?: 'daily' | 'bi_weekly') {
  const c = [lte(payPeriods.startDate, today)];
  if (type) c.push(eq(payPeriods.type, type));
  return db
    .select()
    .from(payPeriods)
    .where(and(...c))
    .orderBy(desc(payPeriods.startDate), sql`${payPeriods.type} desc`)
    .limit(limit);
}

export async function findPayPeriod(db: Db, id: string) {
  const [row] = await db.select().from(payPeriods).where(eq(payPeriods.id, id)).limit(1);
  return row;
}
