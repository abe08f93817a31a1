import type { ListQuery, TimesheetListBody, TimesheetStatus } from '@portal/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facilities, payPeriods, timesheets, users } from '../../db/schema/index.ts';
import { likePattern, orderBy, pageWindow } from '../../platform/list.ts';

const columns = {
  t: timesheets,
  provider: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
  facility: { _id: facilities.id, name: facilities.name },
  period: { _id: payPeriods.id, type: payPeriods.type, startDate: payPeriods.startDate, endDate: payPeriods.endDate },
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.providerId))
    .innerJoin(facilities, eq(facilities.id, timesheets.facilityId))
    .innerJoin(payPeriods, eq(payPeriods.id, timesheets.payPeriodId));
export type TimesheetRow = Awaited<ReturnType<ReturnType<typeof base>['limit']>>[number];

const SORT = {
  period: timesheets.periodStart,
  provider: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  facility: sql`lower(${facilities.name})`,
  status: timesheets.status,
  updatedAt: timesheets.updatedAt,
};

/** The list's conditions; `ownerId` pins a provider to their own time sheets whatever the filters say. */
export function whereOf(body: Pick<TimesheetListBody, 'filters' | 'search'>, ownerId?: string): SQL | undefined {
  const f = body.filters ?? {};
  const c: SQL[] = [];
  if (ownerId) c.push(eq(timesheets.providerId, ownerId));
  else if (f.providerId) c.push(eq(timesheets.providerId, f.providerId));
  if (f.status) c.push(eq(timesheets.status, f.status));
  if (f.facilityId) c.push(eq(timesheets.facilityId, f.facilityId));
  if (f.payPeriodId) c.push(eq(timesheets.payPeriodId, f.payPeriodId));
  if (body.search) {
    // Resolve the text to providers and facilities first (their trigram indexes), then use the time sheets'
    // provider and facility indexes; joining first would walk every time sheet for a rare name.
    const p = likePattern(body.search);
    c.push(sql`(${timesheets.providerId} in (select u.id from users u where u.role = 'provider'
        and (u.first_name || ' ' || u.last_name || ' ' || u.email) ilike ${p})
      or ${timesheets.facilityId} in (select f.id from facilities f where f.name ilike ${p}))`);
  }
  return c.length ? and(...c) : undefined;
}

export async function listTimesheets(db: Db, query: ListQuery, body: TimesheetListBody, ownerId?: string) {
  const w = whereOf(body, ownerId);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    base(db)
      .where(w)
      .orderBy(...orderBy(SORT[body.sortBy ?? 'period'], body.sortDirection ?? 1, timesheets.id))
      .limit(limit)
      .offset(offset),
    // Every condition is on the time sheet itself, so the count needs no join.
    db.select({ total: count() }).from(timesheets).where(w),
  ]);
  return { rows, total };
}

/** Ids matching filters (for bulk approval), capped. */
export async function matchingIds(db: Db, body: Pick<TimesheetListBody, 'filters' | 'search'>, cap = 100_000) {
  const rows = await db.select({ id: timesheets.id }).from(timesheets).where(whereOf(body)).limit(cap);
  return rows.map((r) => r.id);
}

export async function findTimesheet(db: Db, id: string, ownerId?: string) {
  const c = [eq(timesheets.id, id)];
  if (ownerId) c.push(eq(timesheets.providerId, ownerId));
  const [row] = await base(db)
    .where(and(...c))
    .limit(1);
  return row;
}

/** Moves a time sheet only if it is still in one of `from`: the check and the change are one statement. */
export async function transition(
  db: Db,
  id: string,
  from: readonly TimesheetStatus[],
  values: Partial<typeof timesheets.$inferInsert>,
) {
  const res = await db
    .update(timesheets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(timesheets.id, id), inArray(timesheets.status, [...from])))
    .returning({ id: timesheets.id });
  return res.length > 0;
}

/** Every time sheet matching the list body, in id order, a batch at a time (for streamed exports). */
export async function* allTimesheets(db: Db, body: TimesheetListBody, batch = 1000) {
  const w = whereOf(body);
  let after: string | null = null;
  for (;;) {
    const page: TimesheetRow[] = await base(db)
      .where(after ? and(w, sql`${timesheets.id} > ${after}`) : w)
      .orderBy(timesheets.id)
      .limit(batch);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1].t.id;
  }
}
