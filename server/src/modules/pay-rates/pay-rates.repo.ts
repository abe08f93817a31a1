import type { ListQuery, PayRateListBody, RatesCents, SortDirection } from '@portal/contracts';
import { and, asc, eq, gte, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, facilities, payRates, providerProfiles, users } from '../../db/schema/index.ts';
import {
  isFiltered,
  keysetSelect,
  type ProviderOrFacilityShape,
  pagedList,
  providerOrFacilityCondition,
  providerOrFacilityMatch,
  rowsByIds,
} from '../../platform/list.ts';
import { type Bind, inline } from '../../platform/list-statements.ts';
import { overlapping } from '../../platform/periods.ts';
import { findOne, type RowOf, refsIds, selectIdsJoining, selectWithProvider } from '../../platform/rows.ts';

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
  provider: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
};

/** Effective on a day (a date, or a placeholder bound later): from <= day and (no end or end >= day). */
export const effectiveOn = (day: string | SQLWrapper) =>
  and(lte(payRates.effectiveFrom, day), or(isNull(payRates.effectiveTo), gte(payRates.effectiveTo, day))) as SQL;

/** What steers a pay rate list's SQL: which conditions are set, how the search matched, the sort. */
type ListShape = ProviderOrFacilityShape & {
  owner: boolean;
  providerId: boolean;
  facilityId: boolean;
  assignmentId: boolean;
  status: boolean;
  effectiveOn: boolean;
  search: boolean;
  sortBy: keyof typeof SORT;
  sortDirection: SortDirection;
};

/**
 * The list body as a shape and its values; `ownerId` scopes to one provider's approved rates whatever the filters
 * say (the provider family). A search is resolved to the providers and facilities it names first (one round trip).
 */
async function shapeOf(
  db: Db,
  body: Pick<PayRateListBody, 'filters' | 'search' | 'sortBy' | 'sortDirection'>,
  ownerId?: string,
) {
  const f = body.filters ?? {};
  const search = body.search
    ? await providerOrFacilityMatch(db, body.search)
    : { shape: { searchProviders: null, searchFacilities: null }, values: {} };
  const shape: ListShape = {
    owner: ownerId !== undefined,
    providerId: ownerId === undefined && Boolean(f.providerId),
    facilityId: Boolean(f.facilityId),
    assignmentId: Boolean(f.assignmentId),
    status: ownerId === undefined && Boolean(f.status),
    effectiveOn: Boolean(f.effectiveOn),
    search: Boolean(body.search),
    ...search.shape,
    sortBy: body.sortBy ?? 'effectiveFrom',
    sortDirection: body.sortDirection ?? 1,
  };
  const values = { owner: ownerId, ...f, ...search.values };
  return { shape, values };
}

function conditions(s: ListShape, bind: Bind): SQL | undefined {
  const c: SQL[] = [];
  if (s.owner) c.push(eq(payRates.providerId, bind('owner')), eq(payRates.status, 'approved'));
  else if (s.providerId) c.push(eq(payRates.providerId, bind('providerId')));
  if (s.facilityId) c.push(eq(payRates.facilityId, bind('facilityId')));
  if (s.assignmentId) c.push(eq(payRates.assignmentId, bind('assignmentId')));
  if (s.status) c.push(eq(payRates.status, bind('status')));
  if (s.effectiveOn) c.push(effectiveOn(bind('effectiveOn')));
  if (s.search)
    c.push(providerOrFacilityCondition(s, bind, { providerId: payRates.providerId, facilityId: payRates.facilityId }));
  return c.length ? and(...c) : undefined;
}

/** The list's conditions with their values written in (the export). */
async function whereOf(db: Db, body: Pick<PayRateListBody, 'filters' | 'search'>, ownerId?: string) {
  const { shape, values } = await shapeOf(db, body, ownerId);
  return conditions(shape, inline(values));
}

const byIds = rowsByIds('pay_rates_by_ids', base, payRates.id);

// Every condition is on the pay rate itself (the search resolves names to ids), so the count needs no join.
const listIds = refsIds<ListShape>({ table: payRates, where: conditions, sort: SORT });

export async function listPayRates(db: Db, query: ListQuery, body: PayRateListBody, ownerId?: string) {
  return pagedList(db, query, {
    ids: listIds,
    ...(await shapeOf(db, body, ownerId)),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.r.id,
    // A provider's own list is scoped, so it is counted (up to the cap) like a filtered one.
    filtered: ownerId !== undefined || isFiltered(body),
  });
}

/** Every matching rate in id order, a batch at a time, for the streamed download. */
export function allPayRates(db: Db, body: PayRateListBody, batch?: number) {
  return keysetSelect({
    id: payRates.id,
    where: whereOf(db, body),
    select: (w) => selectIdsJoining(db, payRates, w, {}),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.r.id,
    batch,
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

export type { RatesCents };
