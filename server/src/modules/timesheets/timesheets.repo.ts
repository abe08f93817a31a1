import type { ListQuery, TimesheetListBody, TimesheetStatus } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { assignments, auditEvents, facilities, payPeriods, timesheets, users } from '../../db/schema/index.ts';
import { displaySpanOfRow } from '../../platform/day-texts.ts';
import { byLastName, filterTable, keysetSelect, rowsByIds } from '../../platform/list.ts';
import { findOne, namedRefsList, selectIdsJoining } from '../../platform/rows.ts';
import { webPathOfRow } from '../../platform/web-links.ts';

/** The provider, facility and pay period every time sheet row carries (joined by `withRefs`). */
export const refColumns = {
  provider: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
  facility: { _id: facilities.id, name: facilities.name },
  period: {
    _id: payPeriods.id,
    type: payPeriods.type,
    startDate: payPeriods.startDate,
    endDate: payPeriods.endDate,
    status: payPeriods.status,
  },
};
const columns = { t: timesheets, ...refColumns };

/** Joins the provider, facility and pay period that `refColumns` read. */
export const withRefs = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(users, eq(users.id, timesheets.providerId))
    .innerJoin(facilities, eq(facilities.id, timesheets.facilityId))
    .innerJoin(payPeriods, eq(payPeriods.id, timesheets.payPeriodId));

const base = (db: Db) => withRefs(db.select(columns).from(timesheets).$dynamic());

/**
 * What the XLSX export writes (EXPORT_COLUMNS), and no more: a batch's rows are most of an export's time, and each
 * column left out is 300,000 values not parsed (the day entries' jsonb alone was a quarter of it; the timestamps
 * were a Date each).
 */
const exportColumns = {
  t: {
    id: timesheets.id,
    status: timesheets.status,
    totalMinutes: timesheets.totalMinutes,
    onCallMinutes: timesheets.onCallMinutes,
    approvedByName: timesheets.approvedByName,
    rejectionReason: timesheets.rejectionReason,
  },
  provider: { firstName: users.firstName, lastName: users.lastName },
  facility: { name: facilities.name },
  period: { type: payPeriods.type, startDate: payPeriods.startDate, endDate: payPeriods.endDate },
};
const exportBase = (db: Db) => withRefs(db.select(exportColumns).from(timesheets).$dynamic());
const exportRowsByIds = rowsByIds('timesheets_export_by_ids', exportBase, timesheets.id);

/** A time sheet with its provider, facility and pay period. */
export type TimesheetRow = Awaited<ReturnType<ReturnType<typeof base>['limit']>>[number];
/** A time sheet as exports write it. */
export type TimesheetExportRow = Awaited<ReturnType<typeof exportRowsByIds>>[number];

const SORT = {
  period: timesheets.periodStart,
  provider: byLastName(),
  facility: sql`lower(${facilities.name})`,
  status: timesheets.status,
  updatedAt: timesheets.updatedAt,
};

/** Each filter's condition; the owner (a provider's own list) takes the place of the provider filter. */
const FILTERS = filterTable({
  owner: (id) => eq(timesheets.providerId, id),
  providerId: (id) => eq(timesheets.providerId, id),
  status: (status) => eq(timesheets.status, status),
  facilityId: (id) => eq(timesheets.facilityId, id),
  payPeriodId: (id) => eq(timesheets.payPeriodId, id),
});

const byIds = rowsByIds('timesheets_by_ids', base, timesheets.id);

const list = namedRefsList({
  table: timesheets,
  filters: FILTERS,
  sort: SORT,
  defaultSort: 'period',
  rows: byIds,
  idOf: (r) => r.t.id,
});

/** `ownerId` pins a provider to their own time sheets whatever the filters say. */
export const listTimesheets = (db: Db, query: ListQuery, body: TimesheetListBody, ownerId?: string) =>
  list.page(db, query, body, ownerId);

/** Ids matching filters (for bulk approval), capped. */
export async function matchingIds(db: Db, body: Pick<TimesheetListBody, 'filters' | 'search'>, cap = 100_000) {
  const rows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(await list.where(db, body))
    .limit(cap);
  return rows.map((r) => r.id);
}

export function findTimesheet(db: Db, id: string, ownerId?: string) {
  const c = [eq(timesheets.id, id)];
  if (ownerId) c.push(eq(timesheets.providerId, ownerId));
  return findOne(base(db).where(and(...c)));
}

/** Several time sheets by id (for notifications about a batch of them). */
export const findTimesheets = (db: Db, ids: string[]) =>
  ids.length ? base(db).where(inArray(timesheets.id, ids)) : Promise.resolve([]);

/** Changes the content of a time sheet still in one of `statuses`: the check and the change are one statement. */
export async function updateIfIn(
  db: Db,
  id: string,
  statuses: readonly TimesheetStatus[],
  values: Partial<Record<keyof typeof timesheets.$inferInsert, unknown>>,
) {
  const res = await db
    .update(timesheets)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(and(eq(timesheets.id, id), inArray(timesheets.status, [...statuses])))
    .returning({ id: timesheets.id });
  return res.length > 0;
}

/** The latest audit event among `actions` of one time sheet: who decided it and when. */
export async function lastDecision(db: Db, id: string, actions: string[]) {
  const [event] = await db
    .select({ actorName: auditEvents.actorName, at: auditEvents.at })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.entityType, 'timesheet'), eq(auditEvents.entityId, id), inArray(auditEvents.action, actions)),
    )
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return event;
}

/** Every time sheet matching the list body, in id order, a batch at a time (for streamed exports). */
export function allTimesheets(db: Db, body: TimesheetListBody, batch?: number) {
  return keysetSelect({
    id: timesheets.id,
    where: list.where(db, body),
    select: (w) => selectIdsJoining(db, timesheets, w, {}),
    rows: (ids): Promise<TimesheetExportRow[]> => exportRowsByIds(db, ids),
    idOf: (r) => r.t.id,
    batch,
    statement: { db, fields: exportColumns, select: (w) => exportBase(db).where(w) },
  });
}

export async function insertTimesheet(db: Db, values: typeof timesheets.$inferInsert) {
  await db.insert(timesheets).values(values);
}

/** The condition that keeps a provider to their own time sheets (inside the workflow engine's transaction). */
export const ownedBy = (providerId: string) => eq(timesheets.providerId, providerId);

/** The assignment of this provider (e-mail) at this facility (name) covering `date`, with its pay period. */
export async function matchImportRow(db: Db, email: string, facility: string, date: string) {
  const [match] = await db
    .select({ a: assignments, period: payPeriods, timezone: facilities.timezone })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.providerId))
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .innerJoin(
      payPeriods,
      and(
        eq(payPeriods.type, assignments.payPeriodType),
        lte(payPeriods.startDate, date),
        gte(payPeriods.endDate, date),
      ),
    )
    .where(
      and(
        eq(sql`lower(${users.email})`, email),
        eq(sql`lower(${facilities.name})`, facility.toLowerCase()),
        lte(assignments.startDate, date),
        gte(assignments.endDate, date),
      ),
    )
    .limit(1);
  return match;
}

export async function timesheetExists(db: Db, assignmentId: string, payPeriodId: string) {
  const [exists] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.assignmentId, assignmentId), eq(timesheets.payPeriodId, payPeriodId)))
    .limit(1);
  return Boolean(exists);
}

/**
 * The providers' "approved"/"rejected" notifications, composed and inserted in ONE statement: a bulk approval
 * decides a thousand sheets per batch, and carrying them through the application would multiply its cost.
 */
export const decisionNotices = (
  decided: { id: string; outcome: string | undefined; actor: string | null | undefined }[],
) => sql`
  SELECT t.provider_id AS user_id,
         'timesheet-' || e.outcome AS type,
         'Time sheet ' || e.outcome AS title,
         'Your time sheet for ' || f.name || ', ' || ${displaySpanOfRow(sql`p.start_date`, sql`p.end_date`)} || ' was ' || e.outcome
           || ' by ' || coalesce(e.actor, 'ICON staff') || '.'
           || CASE WHEN e.outcome = 'rejected'
                   THEN coalesce(' Reason: ' || t.rejection_reason, '') || ' Correct it and submit it again.'
                   ELSE '' END AS body,
         ${webPathOfRow(webPaths.providerViewTimesheet, sql`t.id`)} AS link
  FROM unnest(${sql.param(decided.map((e) => e.id))}::uuid[],
              ${sql.param(decided.map((e) => e.outcome))}::text[],
              ${sql.param(decided.map((e) => e.actor))}::text[]) AS e(id, outcome, actor)
  JOIN timesheets t ON t.id = e.id
  JOIN facilities f ON f.id = t.facility_id
  JOIN pay_periods p ON p.id = t.pay_period_id`;

/**
 * The minutes worked on the days [from, to] in a provider's approved time sheets (of one assignment when given):
 * each entry counts by its own date, so a period of any type can be measured against sheets of any type.
 */
export async function approvedMinutesBetween(
  db: Db,
  q: { providerId: string; from: string; to: string; assignmentId?: string | null },
): Promise<number> {
  const entry = sql`jsonb_array_elements(${timesheets.entries}) AS e(value)`;
  const [row] = await db
    .select({ minutes: sql<string>`coalesce(sum((e.value->>'minutes')::int), 0)` })
    .from(sql`${timesheets} CROSS JOIN LATERAL ${entry}`)
    .where(
      and(
        eq(timesheets.providerId, q.providerId),
        eq(timesheets.status, 'approved'),
        q.assignmentId ? eq(timesheets.assignmentId, q.assignmentId) : undefined,
        sql`(e.value->>'date') BETWEEN ${q.from} AND ${q.to}`,
      ),
    );
  return Number(row?.minutes ?? 0);
}
