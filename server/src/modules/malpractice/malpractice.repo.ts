import {
  dueBy,
  type ListQuery,
  type MalpracticeInfoListBody,
  type SortDirection,
  type StateRateListBody,
  todayIn,
} from '@portal/contracts';
import { and, type Column, desc, eq, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
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
  byLastName,
  filterTable,
  type KeysetSelectSpec,
  keysetSelect,
  type ListBody,
  pagedList,
  rowsByIds,
  userFullName,
} from '../../platform/list.ts';
import { overlapping } from '../../platform/periods.ts';
import { findOne, type RowOf, selectWithProvider, withProviderFields } from '../../platform/rows.ts';

/** A malpractice list's page and its export, from its id query (`ids`: the joins its conditions read). */
function malpracticeList<Body extends ListBody<K>, K extends string, Row>(spec: {
  id: PgColumn;
  ids: (db: Db, where: SQL | undefined) => PgSelect;
  where: (body: Body) => SQL | undefined;
  sort: Record<K, Column | SQL>;
  defaultSort: [NoInfer<K>, SortDirection];
  rows: (db: Db, ids: string[]) => Promise<Row[]>;
  idOf: (row: Row) => string;
  /** The rows as one statement (keysetSelect's `statement`), for an export on a PostgreSQL server. */
  statement: (db: Db) => KeysetSelectSpec<Row>['statement'];
}) {
  const rows = (db: Db) => (page: string[]) => spec.rows(db, page);
  return {
    list: (db: Db, query: ListQuery, body: Body) => {
      const w = spec.where(body);
      return pagedList(db, query, body, {
        ids: () => spec.ids(db, w),
        id: spec.id,
        sort: spec.sort,
        defaultSort: spec.defaultSort,
        rows: rows(db),
        idOf: spec.idOf,
      });
    },
    all: (db: Db, body: Body) =>
      keysetSelect({
        id: spec.id,
        where: spec.where(body),
        select: (w) => spec.ids(db, w),
        rows: rows(db),
        idOf: spec.idOf,
        statement: spec.statement(db),
      }),
  };
}

// State rates ---------------------------------------------------------------------------------------------------

const rateColumns = { r: malpracticeStateRates, insurer: { _id: referenceItems.id, name: referenceItems.name } };
const rateBase = (db: Db) =>
  db
    .select(rateColumns)
    .from(malpracticeStateRates)
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeStateRates.insuranceProviderId))
    .$dynamic();
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

function rateWhere(body: StateRateListBody) {
  const f = body.filters ?? {};
  return and(
    ...RATE_FILTERS({
      insuranceProviderId: f.insuranceProviderId,
      state: f.state?.toUpperCase(),
      specialty: f.specialty,
      search: body.search,
    }),
  );
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
  where: rateWhere,
  sort: RATE_SORT,
  defaultSort: ['state', -1],
  rows: ratesByIds,
  idOf: (r) => r.r.id,
  statement: (db) => ({ db, fields: rateColumns, select: (w) => rateBase(db).where(w) }),
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
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeInfo.insuranceProviderId))
    .$dynamic();
export type InfoRow = RowOf<typeof infoBase>;
const infoByIds = rowsByIds('malpractice_info_by_ids', infoBase, malpracticeInfo.id);

const INFO_SORT = {
  expiryDate: malpracticeInfo.expiryDate,
  createdAt: malpracticeInfo.createdAt,
  provider: byLastName(),
};

/** Each filter's condition; the search (a LIKE pattern) reads the provider's name and e-mail and the policy number. */
const INFO_FILTERS = filterTable({
  providerId: (id) => eq(malpracticeInfo.providerId, id),
  insuranceProviderId: (id) => eq(malpracticeInfo.insuranceProviderId, id),
  search: (pattern) =>
    or(...[userFullName(), users.email, malpracticeInfo.policyNumber].map((t) => ilike(t, pattern))) as SQL,
});

/** Already expired (before today), or expiring by a date (today plus the window's days). */
function infoWhere(body: MalpracticeInfoListBody) {
  const f = body.filters ?? {};
  const within =
    f.within === 'expired'
      ? lt(malpracticeInfo.expiryDate, todayIn())
      : f.within
        ? lte(malpracticeInfo.expiryDate, dueBy(Number(f.within)))
        : undefined;
  return and(
    ...INFO_FILTERS({ providerId: f.providerId, insuranceProviderId: f.insuranceProviderId, search: body.search }),
    within,
  );
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
  where: infoWhere,
  sort: INFO_SORT,
  defaultSort: ['expiryDate', -1],
  rows: infoByIds,
  idOf: (r) => r.i.id,
  statement: (db) => ({
    db,
    fields: withProviderFields(infoColumns),
    leftJoined: [providerProfiles],
    select: (w) => infoBase(db).where(w),
  }),
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
