import type { ListQuery } from '@portal/contracts';
import { and, asc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, facilities, payPeriods, timesheetReminders, timesheets, users } from '../../db/schema/index.ts';
import { listTotal, pageWindow } from '../../platform/list.ts';
import { findOne, personColumns, type RowOf } from '../../platform/rows.ts';

const columns = {
  r: timesheetReminders,
  provider: personColumns(users),
  facility: { _id: facilities.id, name: facilities.name },
  periodStart: payPeriods.startDate,
  periodEnd: payPeriods.endDate,
};
const base = (db: Db) =>
  db
    .select(columns)
    .from(timesheetReminders)
    .innerJoin(assignments, eq(assignments.id, timesheetReminders.assignmentId))
    .innerJoin(users, eq(users.id, assignments.providerId))
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .innerJoin(payPeriods, eq(payPeriods.id, timesheetReminders.payPeriodId));
export type ReminderRow = RowOf<typeof base>;

export async function listReminders(
  db: Db,
  query: ListQuery,
  filters: { pending?: boolean; assignmentId?: string } | undefined,
  sortDirection?: number,
) {
  const c: SQL[] = [];
  if (filters?.pending) c.push(isNull(timesheetReminders.sentAt));
  if (filters?.assignmentId) c.push(eq(timesheetReminders.assignmentId, filters.assignmentId));
  const where = c.length ? and(...c) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, totals] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(
        sortDirection === 1 ? sql`${timesheetReminders.sendAt} desc` : asc(timesheetReminders.sendAt),
        timesheetReminders.id,
      )
      .limit(limit)
      .offset(offset),
    listTotal(
      db,
      () => db.select({ id: timesheetReminders.id }).from(timesheetReminders).where(where).$dynamic(),
      c.length > 0,
    ),
  ]);
  return { rows, totals };
}

export const findReminder = (db: Db, id: string): Promise<ReminderRow | undefined> =>
  findOne(base(db).where(eq(timesheetReminders.id, id)));

/** The bare assignment row (its pay period type and dates). */
export const assignmentById = (db: Db, id: string) =>
  findOne(db.select().from(assignments).where(eq(assignments.id, id)));

export async function insertReminders(db: Db, values: (typeof timesheetReminders.$inferInsert)[]) {
  if (values.length) await db.insert(timesheetReminders).values(values);
}

/** Claims every due reminder by setting sent_at in the statement that selects it: two workers never share one. */
export async function claimDue(db: Db, now: Date) {
  const claimed = await db
    .update(timesheetReminders)
    .set({ sentAt: now })
    .where(and(isNull(timesheetReminders.sentAt), lte(timesheetReminders.sendAt, now)))
    .returning({ id: timesheetReminders.id });
  return claimed.map((c) => c.id);
}

/** The status of the time sheet of this assignment and period, if one exists. */
export async function timesheetStatus(db: Db, assignmentId: string, payPeriodId: string) {
  const [ts] = await db
    .select({ status: timesheets.status })
    .from(timesheets)
    .where(and(eq(timesheets.assignmentId, assignmentId), eq(timesheets.payPeriodId, payPeriodId)))
    .limit(1);
  return ts?.status;
}

/** The assignment of this provider (e-mail) at this facility (name) with a pay period starting that day. */
export async function matchAssignmentPeriod(db: Db, email: string, facilityName: string, periodStart: string) {
  const [match] = await db
    .select({ assignmentId: assignments.id, periodId: payPeriods.id })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.providerId))
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .innerJoin(payPeriods, and(eq(payPeriods.type, assignments.payPeriodType), eq(payPeriods.startDate, periodStart)))
    .where(
      and(
        eq(sql`lower(${users.email})`, email),
        eq(sql`lower(${facilities.name})`, facilityName.toLowerCase()),
        lte(assignments.startDate, sql`${payPeriods.endDate}`),
        gte(assignments.endDate, sql`${payPeriods.startDate}`),
      ),
    )
    .limit(1);
  return match;
}
