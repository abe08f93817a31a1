import type { ListQuery, PayPeriodListBody } from '@portal/contracts';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, payments, payPeriods } from '../../db/schema/index.ts';
import { listTotal, orderBy, pageWindow } from '../../platform/list.ts';

export type PayPeriodRow = typeof payPeriods.$inferSelect;

/** Inserts the periods not there yet; answers how many were new. */
export async function insertMissing(db: Db, rows: (typeof payPeriods.$inferInsert)[]) {
  const inserted = await db.insert(payPeriods).values(rows).onConflictDoNothing().returning({ id: payPeriods.id });
  return inserted.length;
}

export async function listPayPeriods(db: Db, query: ListQuery, body: PayPeriodListBody) {
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

/** The closed period containing `day`, if any (the expenses' lock is by day). */
export async function closedOn(db: Db, day: string) {
  const [row] = await db
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.status, 'closed'), lte(payPeriods.startDate, day), gte(payPeriods.endDate, day)))
    .orderBy(payPeriods.startDate)
    .limit(1);
  return row;
}

/** Read here, not through the payments module (which reaches this one through bonuses): only counted. */
/** How many payments of a period are not approved (or paid) yet, and which users approved its payments. */
export async function periodPaymentFacts(db: Db, payPeriodId: string) {
  const [counts] = await db
    .select({ notApproved: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.payPeriodId, payPeriodId), inArray(payments.status, ['calculated', 'held'])));
  const approvers = await db
    .selectDistinct({ userId: auditEvents.actorId })
    .from(auditEvents)
    .innerJoin(payments, sql`${auditEvents.entityId} = ${payments.id}::text`)
    .where(
      and(
        eq(payments.payPeriodId, payPeriodId),
        eq(auditEvents.entityType, 'payment'),
        eq(auditEvents.action, 'approve'),
      ),
    );
  return {
    notApproved: counts?.notApproved ?? 0,
    approverIds: approvers.flatMap((a) => (a.userId ? [a.userId] : [])),
  };
}
