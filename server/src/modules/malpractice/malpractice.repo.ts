import {
  dueBy,
  type ListQuery,
  type MalpracticeInfoListBody,
  type SortDirection,
  type StateRateListBody,
  todayIn,
} from '@portal/contracts';
import { and, type Column, desc, eq, ilike, lt, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  malpracticeInfo,
  malpracticeNotes,
  malpracticeStateRates,
  providerProfiles,
  referenceItems,
  users,
} from '../../db/schema/index.ts';
import {
  isFiltered,
  keysetSelect,
  likePattern,
  orderBy,
  pagedList,
  rowsByIds,
  userFullName,
} from '../../platform/list.ts';
import { type Bind, filterTable, inline, type Shape, shapedIds, sortShape } from '../../platform/list-statements.ts';
import { overlapping } from '../../platform/periods.ts';
import { findOne, type RowOf, selectWithProvider } from '../../platform/rows.ts';

/**
 * A malpractice list's page and its export, from its id query (`ids`: the joins its conditions read), its
 * conditions, its sort keys, and how a body becomes its shape and values: the page's id statements are built once
 * per shape (list-statements.ts), the export writes the values in.
 */
function malpracticeList<
  Body extends Parameters<typeof isFiltered>[0],
  S extends Shape & { sortBy: string; sortDirection: SortDirection },
  Row,
>(spec: {
  id: PgColumn;
  ids: (db: Db, where: SQL | undefined) => PgSelect;
  conditions: (shape: S, bind: Bind) => SQL | undefined;
  sort: Record<S['sortBy'], Column | SQL>;
  shapeOf: (body: Body) => { shape: S; values: Record<string, unknown> };
  rows: (db: Db, ids: string[]) => Promise<Row[]>;
  idOf: (row: Row) => string;
}) {
  const ids = shapedIds<S>({
    matching: (db, shape, bind) => spec.ids(db, spec.conditions(shape, bind)),
    ordered: (db, shape, bind) =>
      spec
        .ids(db, spec.conditions(shape, bind))
        .orderBy(...orderBy(spec.sort[shape.sortBy as S['sortBy']], shape.sortDirection, spec.id)),
  });
  const rows = (db: Db) => (page: string[]) => spec.rows(db, page);
  return {
    list: (db: Db, query: ListQuery, body: Body) =>
      pagedList(db, query, { ids, ...spec.shapeOf(body), rows: rows(db), idOf: spec.idOf, filtered: isFiltered(body) }),
    all: (db: Db, body: Body) => {
      const { shape, values } = spec.shapeOf(body);
      return keysetSelect({
        id: spec.id,
        where: spec.conditions(shape, inline(values)),
        select: (w) => spec.ids(db, w),
        rows: rows(db),
        idOf: spec.idOf,
      });
    },
  };
}

// State rates ---------------------------------------------------------------------------------------------------

const rateBase = (db: Db) =>
  db
    .select({ r: malpracticeStateRates, insurer: { _id: referenceItems.id, name: referenceItems.name } })
    .from(malpracticeStateRates)
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeStateRates.insuranceProviderId));
export type StateRateRow = RowOf<typeof rateBase>;
const ratesByIds = rowsByIds('malpractice_rates_by_ids', rateBase, malpracticeStateRates.id);

const RATE_SORT = {
  state: malpracticeStateRates.state,
  specialty: malpracticeStateRates.specialty,
  effectiveFrom: malpracticeStateRates.effectiveFrom,
  hourlyCost: malpracticeStateRates.hourlyCents,
  createdAt: malpracticeStateRates.createdAt,
};

/** Each filter's condition; the search (a LIKE pattern) reads the insurer's name and the state. */
const RATE_FILTERS = filterTable({
  insuranceProviderId: (id) => eq(malpracticeStateRates.insuranceProviderId, id),
  state: (state) => eq(malpracticeStateRates.state, state),
  specialty: (specialty) => eq(malpracticeStateRates.specialty, specialty),
  search: (pattern) => or(ilike(referenceItems.name, pattern), ilike(malpracticeStateRates.state, pattern)) as SQL,
});

/** What steers a state rates list's SQL: which filters are set, and the sort (list-statements.ts). */
type RateListShape = ReturnType<typeof RATE_FILTERS.shapeOf> & ReturnType<typeof sortShape<keyof typeof RATE_SORT>>;

function rateShapeOf(body: StateRateListBody) {
  const f = body.filters ?? {};
  const values = {
    insuranceProviderId: f.insuranceProviderId,
    state: f.state?.toUpperCase(),
    specialty: f.specialty,
    search: body.search ? likePattern(body.search) : undefined,
  };
  const shape: RateListShape = { ...RATE_FILTERS.shapeOf(values), ...sortShape(body, 'state', -1) };
  return { shape, values };
}

const rateList = malpracticeList({
  id: malpracticeStateRates.id,
  ids: (db, w) =>
    db
      .select({ id: malpracticeStateRates.id })
      .from(malpracticeStateRates)
      .innerJoin(referenceItems, eq(referenceItems.id, malpracticeStateRates.insuranceProviderId))
      .where(w)
      .$dynamic(),
  conditions: (s: RateListShape, bind) => and(...RATE_FILTERS.conditions(s, bind)),
  sort: RATE_SORT,
  shapeOf: rateShapeOf,
  rows: ratesByIds,
  idOf: (r) => r.r.id,
});
export const listStateRates = rateList.list;
export const allStateRates = rateList.all;

export const findStateRate = (db: Db, id: string) => findOne(rateBase(db).where(eq(malpracticeStateRates.id, id)));

export function stateRateOverlap(
  db: Db,
  v: {
    insuranceProviderId: string;
    state: string;
    specialty: string;
    effectiveFrom: string;
    effectiveTo: string | null;
  },
  exceptId?: string,
) {
  const c = [
    eq(malpracticeStateRates.insuranceProviderId, v.insuranceProviderId),
    eq(malpracticeStateRates.state, v.state),
    eq(malpracticeStateRates.specialty, v.specialty),
    ...overlapping(malpracticeStateRates, v, exceptId),
  ];
  return findOne(
    db
      .select({ id: malpracticeStateRates.id })
      .from(malpracticeStateRates)
      .where(and(...c)),
  );
}

/** The insurer (an insurance-provider reference item) matching `condition`, if any. */
const findInsurer = (db: Db, condition: SQL) =>
  findOne(
    db
      .select({ id: referenceItems.id })
      .from(referenceItems)
      .where(and(eq(referenceItems.kind, 'insurance-provider'), condition)),
  );

export const insurerByName = (db: Db, name: string) =>
  findInsurer(db, eq(sql`lower(${referenceItems.name})`, name.toLowerCase()));

export const insurerExists = async (db: Db, id: string) => Boolean(await findInsurer(db, eq(referenceItems.id, id)));

// Malpractice info ----------------------------------------------------------------------------------------------

const latestNote = sql<
  string | null
>`(select ${malpracticeNotes.note} from ${malpracticeNotes} where ${malpracticeNotes.malpracticeInfoId} = ${malpracticeInfo.id} order by ${malpracticeNotes.createdAt} desc limit 1)`;

const infoColumns = {
  i: malpracticeInfo,
  specialty: providerProfiles.specialty,
  insurer: { _id: referenceItems.id, name: referenceItems.name },
  latestNote,
};
const infoBase = (db: Db) =>
  selectWithProvider(db, infoColumns, malpracticeInfo)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, malpracticeInfo.providerId))
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeInfo.insuranceProviderId));
export type InfoRow = RowOf<typeof infoBase>;
const infoByIds = rowsByIds('malpractice_info_by_ids', infoBase, malpracticeInfo.id);

const INFO_SORT = {
  expiryDate: malpracticeInfo.expiryDate,
  createdAt: malpracticeInfo.createdAt,
  provider: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
};

/** Each filter's condition; the search (a LIKE pattern) reads the provider's name and e-mail and the policy number. */
const INFO_FILTERS = filterTable({
  providerId: (id) => eq(malpracticeInfo.providerId, id),
  insuranceProviderId: (id) => eq(malpracticeInfo.insuranceProviderId, id),
  search: (pattern) =>
    or(...[userFullName(), users.email, malpracticeInfo.policyNumber].map((t) => ilike(t, pattern))) as SQL,
});

/** Already expired (before today), or expiring by a date (today plus the window's days): the `expiryBound` value. */
const WITHIN = {
  expired: (bound: SQLWrapper) => lt(malpracticeInfo.expiryDate, bound),
  days: (bound: SQLWrapper) => lte(malpracticeInfo.expiryDate, bound),
};

/** What steers a malpractice information list's SQL: which filters are set, the expiry window, the sort. */
type InfoListShape = ReturnType<typeof INFO_FILTERS.shapeOf> &
  ReturnType<typeof sortShape<keyof typeof INFO_SORT>> & { within: keyof typeof WITHIN | null };

function infoShapeOf(body: MalpracticeInfoListBody) {
  const f = body.filters ?? {};
  const within = f.within === 'expired' ? 'expired' : f.within ? 'days' : null;
  const values = {
    providerId: f.providerId,
    insuranceProviderId: f.insuranceProviderId,
    expiryBound: within === 'expired' ? todayIn() : within ? dueBy(Number(f.within)) : undefined,
    search: body.search ? likePattern(body.search) : undefined,
  };
  const shape: InfoListShape = { ...INFO_FILTERS.shapeOf(values), within, ...sortShape(body, 'expiryDate', -1) };
  return { shape, values };
}

const infoList = malpracticeList({
  id: malpracticeInfo.id,
  ids: (db, w) =>
    db
      .select({ id: malpracticeInfo.id })
      .from(malpracticeInfo)
      .innerJoin(users, eq(users.id, malpracticeInfo.providerId))
      .where(w)
      .$dynamic(),
  conditions: (s: InfoListShape, bind) =>
    and(...INFO_FILTERS.conditions(s, bind), s.within ? WITHIN[s.within](bind('expiryBound')) : undefined),
  sort: INFO_SORT,
  shapeOf: infoShapeOf,
  rows: infoByIds,
  idOf: (r) => r.i.id,
});
export const listInfo = infoList.list;
export const allInfo = infoList.all;

export const findInfo = (db: Db, id: string) => findOne(infoBase(db).where(eq(malpracticeInfo.id, id)));

export const notesOf = (db: Db, infoId: string) =>
  db
    .select()
    .from(malpracticeNotes)
    .where(eq(malpracticeNotes.malpracticeInfoId, infoId))
    .orderBy(desc(malpracticeNotes.createdAt))
    .limit(200);

// Writes --------------------------------------------------------------------------------------------------------

export type NewStateRate = typeof malpracticeStateRates.$inferInsert;
type StateRateValues = Omit<NewStateRate, 'id'>;
type InfoValues = Omit<typeof malpracticeInfo.$inferInsert, 'id'>;
export type NoteRow = typeof malpracticeNotes.$inferSelect;

export const insertStateRates = (db: Db, rows: NewStateRate[]) => db.insert(malpracticeStateRates).values(rows);

export const updateStateRate = (db: Db, id: string, values: StateRateValues) =>
  db
    .update(malpracticeStateRates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(malpracticeStateRates.id, id));

export const insertInfo = (db: Db, id: string, values: InfoValues) =>
  db.insert(malpracticeInfo).values({ id, ...values });

export const updateInfo = (db: Db, id: string, values: InfoValues) =>
  db
    .update(malpracticeInfo)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(malpracticeInfo.id, id));

export async function insertNote(db: Db, values: typeof malpracticeNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(malpracticeNotes).values(values).returning();
  if (!row) throw new Error('the note was not stored');
  return row;
}
