import type { ListQuery, PayRateListBody } from '@portal/contracts';
import { and, asc, eq, gte, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, facilities, payRates, providerProfiles, users } from '../../db/schema/index.ts';
import { byLastName, filterTable, keysetSelect, ownScope, rowsByIds } from '../../platform/list.ts';
import { overlapping } from '../../platform/periods.ts';
import {
  findOne,
  namedRefsList,
  type RowOf,
  selectIdsJoining,
  selectWithProvider,
  withProviderFields,
} from '../../platform/rows.ts';

const columns = {
  r: payRates,
  facility: { _id: facilities.id, name: facilities.name, state: facilities.state },
};

const base = (db: Db) =>
  selectWithProvider(db, columns, payRates).innerJoin(facilities, eq(facilities.id, payRates.facilityId));
export type PayRateRow = RowOf<typeof base>;

const SORT = {
  effectiveFrom: payRates.effectiveFrom,
  status: payRates.status,
  createdAt: payRates.createdAt,
  facility: sql`lower(${facilities.name})`,
  provider: byLastName(),
};

/** Effective on a day (a date, or a placeholder bound later): from <= day and (no end or end >= day). */
const effectiveOn = (day: string | SQLWrapper) =>
  and(lte(payRates.effectiveFrom, day), or(isNull(payRates.effectiveTo), gte(payRates.effectiveTo, day))) as SQL;

/** Each filter's condition; a provider's own list (`owner`) shows approved rates only, whatever the filters say. */
const FILTERS = filterTable({
  owner: (id) => [eq(payRates.providerId, id), eq(payRates.status, 'approved')],
  providerId: (id) => eq(payRates.providerId, id),
  facilityId: (id) => eq(payRates.facilityId, id),
  assignmentId: (id) => eq(payRates.assignmentId, id),
  status: (status) => eq(payRates.status, status),
  effectiveOn: (day) => effectiveOn(day),
});

const byIds = rowsByIds('pay_rates_by_ids', base, payRates.id);

const list = namedRefsList({
  table: payRates,
  filters: FILTERS,
  sort: SORT,
  defaultSort: 'effectiveFrom',
  own: (ownerId) => ({ ...ownScope(ownerId), status: undefined }),
  rows: byIds,
  idOf: (r) => r.r.id,
});

export const listPayRates = (db: Db, query: ListQuery, body: PayRateListBody, ownerId?: string) =>
  list.page(db, query, body, ownerId);

/** Every matching rate in id order, a batch at a time, for the streamed download. */
export function allPayRates(db: Db, body: PayRateListBody, batch?: number) {
  return keysetSelect({
    id: payRates.id,
    where: list.where(db, body),
    select: (w) => selectIdsJoining(db, payRates, w, {}),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.r.id,
    batch,
    statement: { db, fields: withProviderFields(columns), select: (w) => base(db).where(w) },
  });
}

export function findPayRate(db: Db, id: string, ownerId?: string) {
  const c = [eq(payRates.id, id)];
  if (ownerId) c.push(eq(payRates.providerId, ownerId), eq(payRates.status, 'approved'));
  return findOne(base(db).where(and(...c)));
}

/** The versions of one assignment's rates, oldest first. */
export const assignmentHistory = (db: Db, assignmentId: string, ownerId?: string) =>
  db
    .select({
      id: payRates.id,
      version: payRates.version,
      status: payRates.status,
      effectiveFrom: payRates.effectiveFrom,
      effectiveTo: payRates.effectiveTo,
      rates: payRates.rates,
    })
    .from(payRates)
    .where(
      and(
        eq(payRates.assignmentId, assignmentId),
        ownerId ? and(eq(payRates.providerId, ownerId), eq(payRates.status, 'approved')) : undefined,
      ),
    )
    .orderBy(asc(payRates.effectiveFrom))
    .limit(500);

/** Another rate of the assignment whose period meets [from, to] (to null = open-ended). */
export function findOverlap(
  db: Db,
  v: { assignmentId: string; effectiveFrom: string; effectiveTo: string | null },
  exceptId?: string,
) {
  const c = [eq(payRates.assignmentId, v.assignmentId), ...overlapping(payRates, v, exceptId)];
  return findOne(
    db
      .select({ id: payRates.id })
      .from(payRates)
      .where(and(...c)),
  );
}

/** The assignment with what the margin needs: the facility's state and the provider's specialty. */
export const assignmentFacts = (db: Db, assignmentId: string) =>
  findOne(
    db
      .select({
        id: assignments.id,
        providerId: assignments.providerId,
        facilityId: assignments.facilityId,
        state: facilities.state,
        specialty: providerProfiles.specialty,
      })
      .from(assignments)
      .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
      .leftJoin(providerProfiles, eq(providerProfiles.userId, assignments.providerId))
      .where(eq(assignments.id, assignmentId)),
  );

/** Finds an assignment by the provider's e-mail and the facility's name covering a day (the import). */
export const assignmentByNames = (db: Db, email: string, facility: string, day: string) =>
  findOne(
    db
      .select({ id: assignments.id, providerId: assignments.providerId, facilityId: assignments.facilityId })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.providerId))
      .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
      .where(
        and(
          eq(sql`lower(${users.email})`, email.toLowerCase()),
          eq(sql`lower(${facilities.name})`, facility.toLowerCase()),
          lte(assignments.startDate, day),
          gte(assignments.endDate, day),
        ),
      ),
  );

export async function insertPayRate(db: Db, values: typeof payRates.$inferInsert) {
  await db.insert(payRates).values(values);
}

export async function updatePayRate(db: Db, id: string, values: Partial<typeof payRates.$inferInsert>) {
  await db
    .update(payRates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payRates.id, id));
}
