import { type AssignmentListBody, type IsoDay, type ListQuery, todayIn } from '@portal/contracts';
import { and, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { assignments, facilities, procedureTypes, referenceItems, users } from '../../db/schema/index.ts';
import { byLastName, filterTable, keysetSelect, ownScope, rowsByIds } from '../../platform/list.ts';
import { refsPage, selectIdsJoining } from '../../platform/rows.ts';

const columns = {
  a: assignments,
  provider: { _id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  facility: { _id: facilities.id, name: facilities.name, city: facilities.city, state: facilities.state },
  jobTypeName: referenceItems.name,
  procedureTypeName: procedureTypes.name,
};

/** The provider, facility, job type and procedure type an assignment's row names. */
const withRefs = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(users, eq(users.id, assignments.providerId))
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .leftJoin(referenceItems, eq(referenceItems.id, assignments.jobTypeId))
    .leftJoin(procedureTypes, eq(procedureTypes.id, assignments.procedureTypeId));
const base = (db: Db) => withRefs(db.select(columns).from(assignments).$dynamic());
export type AssignmentRow = Awaited<ReturnType<ReturnType<typeof base>['limit']>>[number];

/** What the XLSX export writes: the assignment's own columns it shows, not every column mapped (300,000 rows). */
const exportColumns = {
  ...columns,
  a: {
    id: assignments.id,
    startDate: assignments.startDate,
    endDate: assignments.endDate,
    onCallType: assignments.onCallType,
    payPeriodType: assignments.payPeriodType,
    notes: assignments.notes,
  },
};
const exportBase = (db: Db) => withRefs(db.select(exportColumns).from(assignments).$dynamic());
const exportByIds = rowsByIds('assignments_export_by_ids', exportBase, assignments.id);
export type AssignmentExportRow = Awaited<ReturnType<typeof exportByIds>>[number];

const SORT = {
  startDate: assignments.startDate,
  endDate: assignments.endDate,
  facility: sql`lower(${facilities.name})`,
  provider: byLastName(),
  createdAt: assignments.createdAt,
};

/** Each filter's condition; the owner (a provider's own list) takes the place of the provider filter. */
const FILTERS = filterTable({
  owner: (id) => eq(assignments.providerId, id),
  providerId: (id) => eq(assignments.providerId, id),
  facilityId: (id) => eq(assignments.facilityId, id),
  activeOn: (day) => [lte(assignments.startDate, day), gte(assignments.endDate, day)],
  search: (pattern) =>
    or(ilike(facilities.name, pattern), ilike(sql`(${users.firstName} || ' ' || ${users.lastName})`, pattern)) as SQL,
});

/** The list body's conditions; `ownerId` scopes the list to one provider whatever the filters say. */
function where(body: AssignmentListBody, ownerId?: string) {
  const f = body.filters ?? {};
  return and(
    ...FILTERS({ ...f, ...ownScope(ownerId), activeOn: f.active ? todayIn() : undefined, search: body.search }),
  );
}

const byIds = rowsByIds('assignments_by_ids', base, assignments.id);

// Foreign keys guarantee both joins match, so users and facilities are joined only when the search or the sort
// reads their names.
export function listAssignments(db: Db, query: ListQuery, body: AssignmentListBody, ownerId?: string) {
  const w = where(body, ownerId);
  return refsPage(db, query, body, ownerId, {
    table: assignments,
    where: () => w,
    conditionsJoin: Boolean(body.search),
    sort: SORT,
    defaultSort: 'startDate',
    rows: byIds,
    idOf: (r) => r.a.id,
  });
}

/** Every assignment matching the list body, in id order, for streaming exports in constant memory. */
export function allAssignments(db: Db, body: AssignmentListBody, batch?: number) {
  const search = Boolean(body.search);
  return keysetSelect({
    id: assignments.id,
    where: where(body),
    select: (w) => selectIdsJoining(db, assignments, w, { provider: search, facility: search }),
    rows: (ids) => exportByIds(db, ids),
    idOf: (r) => r.a.id,
    batch,
    statement: { db, fields: exportColumns, select: (w) => exportBase(db).where(w) },
  });
}

export async function findAssignment(db: Db, id: string, ownerId?: string) {
  const c = [eq(assignments.id, id)];
  if (ownerId) c.push(eq(assignments.providerId, ownerId));
  const [row] = await base(db)
    .where(and(...c))
    .limit(1);
  return row;
}

/** Another assignment of the same provider at the same facility whose dates overlap [start, end]. */
export async function findOverlap(
  db: Db,
  v: { providerId: string; facilityId: string; startDate: string; endDate: string },
  exceptId?: string,
) {
  const c = [
    eq(assignments.providerId, v.providerId),
    eq(assignments.facilityId, v.facilityId),
    lte(assignments.startDate, v.endDate),
    gte(assignments.endDate, v.startDate),
  ];
  if (exceptId) c.push(ne(assignments.id, exceptId));
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(...c))
    .limit(1);
  return row;
}

export async function insertAssignment(db: Db, values: typeof assignments.$inferInsert) {
  await db.insert(assignments).values(values);
}

export async function updateAssignment(db: Db, id: string, values: Partial<typeof assignments.$inferInsert>) {
  await db
    .update(assignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assignments.id, id));
}

/** Distinct providers assigned to a facility (only those whose assignment holds `activeOn`, when given). */
export async function assignedProviders(db: Db, facilityId: string, activeOn?: IsoDay) {
  const c = [eq(assignments.facilityId, facilityId)];
  if (activeOn) c.push(lte(assignments.startDate, activeOn), gte(assignments.endDate, activeOn));
  return db
    .selectDistinct({ _id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.providerId))
    .where(and(...c))
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(1000);
}
