import type { BonusListBody, ListQuery } from '@portal/contracts';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, bonuses, facilities, payPeriods, users } from '../../db/schema/index.ts';
import { byLastName, filterTable, keysetSelect, pagedList, rowsByIds, userFullName } from '../../platform/list.ts';
import { findOne, type RowOf, selectIdsJoining, selectWithProvider, withProviderFields } from '../../platform/rows.ts';

const columns = {
  b: bonuses,
  assignment: {
    _id: assignments.id,
    startDate: assignments.startDate,
    endDate: assignments.endDate,
    facilityId: facilities.id,
    facilityName: facilities.name,
  },
  period: { _id: payPeriods.id, type: payPeriods.type, startDate: payPeriods.startDate, endDate: payPeriods.endDate },
};

const base = (db: Db) =>
  selectWithProvider(db, columns, bonuses)
    .innerJoin(payPeriods, eq(payPeriods.id, bonuses.payPeriodId))
    .leftJoin(assignments, eq(assignments.id, bonuses.assignmentId))
    .leftJoin(facilities, eq(facilities.id, assignments.facilityId));
export type BonusRow = RowOf<typeof base>;

const SORT = {
  createdAt: bonuses.createdAt,
  type: bonuses.type,
  amount: sql`case when ${bonuses.type} = 'deduction' then -${bonuses.amountCents} else ${bonuses.amountCents} end`,
  payPeriod: bonuses.periodStart,
  status: bonuses.status,
  provider: byLastName(),
};

/** Each filter's condition; a search reads the provider's name and e-mail, so it needs the provider joined. */
const FILTERS = filterTable({
  type: (type) => eq(bonuses.type, type),
  providerId: (id) => eq(bonuses.providerId, id),
  payPeriodId: (id) => eq(bonuses.payPeriodId, id),
  status: (status) => eq(bonuses.status, status),
  search: (pattern) =>
    or(...[userFullName(), users.email, bonuses.notes].map((target) => ilike(target, pattern))) as SQL,
});

const where = (body: BonusListBody) => and(...FILTERS({ ...body.filters, search: body.search }));

const byIds = rowsByIds('bonuses_by_ids', base, bonuses.id);

/** A page of bonuses; a search, or a sort by the provider's name, joins the provider. */
export function listBonuses(db: Db, query: ListQuery, body: BonusListBody) {
  const w = where(body);
  return pagedList(db, query, body, {
    ids: (sortBy) => selectIdsJoining(db, bonuses, w, { provider: Boolean(body.search) || sortBy === 'provider' }),
    id: bonuses.id,
    sort: SORT,
    defaultSort: 'createdAt',
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.b.id,
  });
}

/** Every matching bonus in id order, a batch at a time, for the streamed download. */
export function allBonuses(db: Db, body: BonusListBody, batch?: number) {
  return keysetSelect({
    id: bonuses.id,
    where: where(body),
    select: (w) => selectIdsJoining(db, bonuses, w, { provider: Boolean(body.search) }),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.b.id,
    batch,
    statement: {
      db,
      fields: withProviderFields(columns),
      leftJoined: [assignments, facilities],
      select: (w) => base(db).where(w),
    },
  });
}

export const findBonus = (db: Db, id: string) => findOne(base(db).where(eq(bonuses.id, id)));

export const findProviderUser = (db: Db, id: string) =>
  findOne(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'provider'))),
  );

export const findAssignmentOwner = (db: Db, id: string) =>
  findOne(
    db
      .select({ id: assignments.id, providerId: assignments.providerId })
      .from(assignments)
      .where(eq(assignments.id, id)),
  );

export async function insertBonus(db: Db, values: typeof bonuses.$inferInsert) {
  await db.insert(bonuses).values(values);
}

/** Changes a bonus only while it is still pending; answers whether it did. */
export async function updatePendingBonus(db: Db, id: string, values: Partial<typeof bonuses.$inferInsert>) {
  const rows = await db
    .update(bonuses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bonuses.id, id), eq(bonuses.status, 'pending')))
    .returning({ id: bonuses.id });
  return rows.length > 0;
}

/** Deletes a bonus only while it is still pending; answers whether it did. */
export async function deletePendingBonus(db: Db, id: string) {
  const rows = await db
    .delete(bonuses)
    .where(and(eq(bonuses.id, id), eq(bonuses.status, 'pending')))
    .returning({ id: bonuses.id });
  return rows.length > 0;
}
