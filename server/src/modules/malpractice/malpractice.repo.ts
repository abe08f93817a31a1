import type { ListQuery, MalpracticeInfoListBody, SortDirection, StateRateListBody } from '@portal/contracts';
import { and, desc, eq, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
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
import { type Bind, inline, shapedIds } from '../../platform/list-statements.ts';
import { overlapping } from '../../platform/periods.ts';
import { findOne, type RowOf, selectWithProvider } from '../../platform/rows.ts';

const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

/** What steers a state rates list's SQL: which filters are set, and the sort (list-statements.ts). */
type RateListShape = {
  insuranceProviderId: boolean;
  state: boolean;
  specialty: boolean;
  search: boolean;
  sortBy: keyof typeof RATE_SORT;
  sortDirection: SortDirection;
};

function rateShapeOf(body: StateRateListBody): { shape: RateListShape; values: Record<string, unknown> } {
  const f = body.filters ?? {};
  return {
    shape: {
      insuranceProviderId: Boolean(f.insuranceProviderId),
      state: Boolean(f.state),
      specialty: Boolean(f.specialty),
      search: Boolean(body.search),
      sortBy: body.sortBy ?? 'state',
      sortDirection: body.sortDirection ?? -1,
    },
    values: {
      insuranceProviderId: f.insuranceProviderId,
      state: f.state?.toUpperCase(),
      specialty: f.specialty,
      search: body.search ? likePattern(body.search) : undefined,
    },
  };
}

function rateConditions(s: RateListShape, bind: Bind): SQL | undefined {
  const c: SQL[] = [];
  if (s.insuranceProviderId) c.push(eq(malpracticeStateRates.insuranceProviderId, bind('insuranceProviderId')));
  if (s.state) c.push(eq(malpracticeStateRates.state, bind('state')));
  if (s.specialty) c.push(eq(malpracticeStateRates.specialty, bind('specialty')));
  if (s.search)
    c.push(or(ilike(referenceItems.name, bind('search')), ilike(malpracticeStateRates.state, bind('search'))) as SQL);
  return c.length ? and(...c) : undefined;
}

const rateIds = (db: Db, w: SQL | undefined) =>
  db
    .select({ id: malpracticeStateRates.id })
    .from(malpracticeStateRates)
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeStateRates.insuranceProviderId))
    .where(w)
    .$dynamic();

const rateListIds = shapedIds<RateListShape>({
  matching: (db, shape, bind) => rateIds(db, rateConditions(shape, bind)),
  ordered: (db, shape, bind) =>
    rateIds(db, rateConditions(shape, bind)).orderBy(
      ...orderBy(RATE_SORT[shape.sortBy], shape.sortDirection, malpracticeStateRates.id),
    ),
});

export async function listStateRates(db: Db, query: ListQuery, body: StateRateListBody) {
  return pagedList(db, query, {
    ids: rateListIds,
    ...rateShapeOf(body),
    rows: (ids) => ratesByIds(db, ids),
    idOf: (r) => r.r.id,
    filtered: isFiltered(body),
  });
}

export function allStateRates(db: Db, body: StateRateListBody) {
  const { shape, values } = rateShapeOf(body);
  return keysetSelect({
    id: malpracticeStateRates.id,
    where: rateConditions(shape, inline(values)),
    select: (w) => rateIds(db, w),
    rows: (ids) => ratesByIds(db, ids),
    idOf: (r) => r.r.id,
  });
}

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

/** What steers a malpractice information list's SQL: which filters are set, and the sort (list-statements.ts). */
type InfoListShape = {
  providerId: boolean;
  insuranceProviderId: boolean;
  /** Already expired (before today), or expiring by a date (today plus the window's days). */
  within: 'expired' | 'days' | null;
  search: boolean;
  sortBy: keyof typeof INFO_SORT;
  sortDirection: SortDirection;
};

function infoShapeOf(body: MalpracticeInfoListBody): { shape: InfoListShape; values: Record<string, unknown> } {
  const f = body.filters ?? {};
  const within = f.within === 'expired' ? 'expired' : f.within ? 'days' : null;
  return {
    shape: {
      providerId: Boolean(f.providerId),
      insuranceProviderId: Boolean(f.insuranceProviderId),
      within,
      search: Boolean(body.search),
      sortBy: body.sortBy ?? 'expiryDate',
      sortDirection: body.sortDirection ?? -1,
    },
    values: {
      providerId: f.providerId,
      insuranceProviderId: f.insuranceProviderId,
      expiryBound: within === 'expired' ? today() : within ? plusDays(Number(f.within)) : undefined,
      search: body.search ? likePattern(body.search) : undefined,
    },
  };
}

function infoConditions(s: InfoListShape, bind: Bind): SQL | undefined {
  const c: SQL[] = [];
  if (s.providerId) c.push(eq(malpracticeInfo.providerId, bind('providerId')));
  if (s.insuranceProviderId) c.push(eq(malpracticeInfo.insuranceProviderId, bind('insuranceProviderId')));
  if (s.within === 'expired') c.push(lt(malpracticeInfo.expiryDate, bind('expiryBound')));
  else if (s.within === 'days') c.push(lte(malpracticeInfo.expiryDate, bind('expiryBound')));
  if (s.search)
    c.push(
      or(...[userFullName(), users.email, malpracticeInfo.policyNumber].map((t) => ilike(t, bind('search')))) as SQL,
    );
  return c.length ? and(...c) : undefined;
}

const infoIds = (db: Db, w: SQL | undefined) =>
  db
    .select({ id: malpracticeInfo.id })
    .from(malpracticeInfo)
    .innerJoin(users, eq(users.id, malpracticeInfo.providerId))
    .where(w)
    .$dynamic();

const infoListIds = shapedIds<InfoListShape>({
  matching: (db, shape, bind) => infoIds(db, infoConditions(shape, bind)),
  ordered: (db, shape, bind) =>
    infoIds(db, infoConditions(shape, bind)).orderBy(
      ...orderBy(INFO_SORT[shape.sortBy], shape.sortDirection, malpracticeInfo.id),
    ),
});

export async function listInfo(db: Db, query: ListQuery, body: MalpracticeInfoListBody) {
  return pagedList(db, query, {
    ids: infoListIds,
    ...infoShapeOf(body),
    rows: (ids) => infoByIds(db, ids),
    idOf: (r) => r.i.id,
    filtered: isFiltered(body),
  });
}

export function allInfo(db: Db, body: MalpracticeInfoListBody) {
  const { shape, values } = infoShapeOf(body);
  return keysetSelect({
    id: malpracticeInfo.id,
    where: infoConditions(shape, inline(values)),
    select: (w) => infoIds(db, w),
    rows: (ids) => infoByIds(db, ids),
    idOf: (r) => r.i.id,
  });
}

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
