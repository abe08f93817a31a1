import { type IsoDay, type ListQuery, TIMESHEET_APPROVER_TYPES, type TimeLogListBody } from '@portal/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, facilityContacts, payPeriods, timesheets } from '../../db/schema/index.ts';
import { inIdOrder, listTotal, orderBy, pageWindow } from '../../platform/list.ts';
import { refColumns, withRefs } from './timesheets.repo.ts';

/** One time sheet's audit events, a page at a time (index audit_events_entity_idx: type, id, time). */
export async function timeLogsOf(db: Db, timesheetId: string, query: ListQuery, body: TimeLogListBody) {
  const c: SQL[] = [eq(auditEvents.entityType, 'timesheet'), eq(auditEvents.entityId, timesheetId)];
  if (body.filters?.action) c.push(eq(auditEvents.action, body.filters.action));
  const where = and(...c);
  const { limit, offset } = pageWindow(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(...orderBy(auditEvents.at, body.sortDirection ?? 1, auditEvents.id))
      .limit(limit)
      .offset(offset),
    listTotal(db, () => db.select({ id: auditEvents.id }).from(auditEvents).where(where).$dynamic(), true),
  ]);
  return { rows, ...totals };
}

/** The time sheet approvers of a facility, primary first. */
export function approversOf(db: Db, facilityId: string) {
  return db
    .select()
    .from(facilityContacts)
    .where(
      and(eq(facilityContacts.facilityId, facilityId), inArray(facilityContacts.type, [...TIMESHEET_APPROVER_TYPES])),
    )
    .orderBy(sql`${facilityContacts.type} = 'backup_timesheet_approver'`, asc(facilityContacts.name));
}

/**
 * The pay periods of an assignment's type started by `today` (the facility's) that overlap its dates, newest
 * first, each with the assignment's time sheet for it if there is one (unique index on assignment and period).
 * `open` keeps only the periods without one.
 */
export function payPeriodsForAssignment(
  db: Db,
  a: { id: string; payPeriodType: 'daily' | 'bi_weekly'; startDate: string; endDate: string },
  limit: number,
  open: boolean,
  today: IsoDay,
) {
  const c: SQL[] = [
    eq(payPeriods.type, a.payPeriodType),
    lte(payPeriods.startDate, today),
    lte(payPeriods.startDate, a.endDate),
    gte(payPeriods.endDate, a.startDate),
  ];
  if (open) c.push(isNull(timesheets.id));
  return db
    .select({ period: payPeriods, timesheetId: timesheets.id, status: timesheets.status })
    .from(payPeriods)
    .leftJoin(timesheets, and(eq(timesheets.payPeriodId, payPeriods.id), eq(timesheets.assignmentId, a.id)))
    .where(and(...c))
    .orderBy(desc(payPeriods.startDate))
    .limit(limit);
}

/** The rows a bulk download would hold, in the order given (one query, no entries). */
export async function downloadRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const { provider, facility, period } = refColumns;
  const rows = await withRefs(
    db
      .select({ id: timesheets.id, status: timesheets.status, provider, facility, payPeriod: period })
      .from(timesheets)
      .$dynamic(),
  ).where(inArray(timesheets.id, ids));
  return inIdOrder(ids, rows, (r) => r.id);
}
