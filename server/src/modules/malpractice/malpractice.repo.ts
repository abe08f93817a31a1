import type { ListQuery, MalpracticeInfoListBody, StateRateListBody } from '@portal/contracts';
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
  searchAny,
  userFullName,
} from '../../platform/list.ts';
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

function rateWhere(body: StateRateListBody): SQL | undefined {
  const f = body.filters ?? {};
  const c: SQL[] = [];
  if (f.insuranceProviderId) c.push(eq(malpracticeStateRates.insuranceProviderId, f.insuranceProviderId));
  if (f.state) c.push(eq(malpracticeStateRates.state, f.state.toUpperCase()));
  if (f.specialty) c.push(eq(malpracticeStateRates.specialty, f.specialty));
  if (body.search) {
    const p = likePattern(body.search);
    c.push(or(ilike(referenceItems.name, p), ilike(malpracticeStateRates.state, p)) as SQL);
  }
  return c.length ? and(...c) : undefined;
}

const rateIds = (db: Db, w: SQL | undefined) =>
  db
    .select({ id: malpracticeStateRates.id })
    .from(malpracticeStateRates)
    .innerJoin(referenceItems, eq(referenceItems.id, malpracticeStateRates.insuranceProviderId))
    .where(w)
    .$dynamic();

export async function listStateRates(db: Db, query: ListQuery, body: StateRateListBody) {
  const w = rateWhere(body);
  return pagedList(db, query, {
    matching: () => rateIds(db, w),
    ordered: () =>
      rateIds(db, w).orderBy(
        ...orderBy(RATE_SORT[body.sortBy ?? 'state'], body.sortDirection ?? -1, malpracticeStateRates.id),
      ),
    rows: (ids) => ratesByIds(db, ids),
    idOf: (r) => r.r.id,
    filtered: isFiltered(body),
  });
}

export function allStateRates(db: Db, body: StateRateListBody) {
  return keysetSelect({
    id: malpracticeStateRates.id,
    where: rateWhere(body),
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

function infoWhere(body: MalpracticeInfoListBody): SQL | undefined {
  const f = body.filters ?? {};
  const c: SQL[] = [];
  if (f.providerId) c.push(eq(malpracticeInfo.providerId, f.providerId));
  if (f.insuranceProviderId) c.push(eq(malpracticeInfo.insuranceProviderId, f.insuranceProviderId));
  if (f.within === 'expired') c.push(lt(malpracticeInfo.expiryDate, today()));
  else if (f.within) c.push(lte(malpracticeInfo.expiryDate, plusDays(Number(f.within))));
  if (body.search) c.push(searchAny(body.search, [userFullName(), users.email, malpracticeInfo.policyNumber]));
  return c.length ? and(...c) : undefined;
}

const infoIds = (db: Db, w: SQL | undefined) =>
  db
    .select({ id: malpracticeInfo.id })
    .from(malpracticeInfo)
    .innerJoin(users, eq(users.id, malpracticeInfo.providerId))
    .where(w)
    .$dynamic();

export async function listInfo(db: Db, query: ListQuery, body: MalpracticeInfoListBody) {
  const w = infoWhere(body);
  return pagedList(db, query, {
    matching: () => infoIds(db, w),
    ordered: () =>
      infoIds(db, w).orderBy(
        ...orderBy(INFO_SORT[body.sortBy ?? 'expiryDate'], body.sortDirection ?? -1, malpracticeInfo.id),
      ),
    rows: (ids) => infoByIds(db, ids),
    idOf: (r) => r.i.id,
    filtered: isFiltered(body),
  });
}

export function allInfo(db: Db, body: MalpracticeInfoListBody) {
  return keysetSelect({
    id: malpracticeInfo.id,
    where: infoWhere(body),
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
