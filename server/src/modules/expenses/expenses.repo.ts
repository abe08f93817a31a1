import type { ExpenseListBody, ListQuery } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { and, asc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, expenseReceipts, expenses, facilities, users } from '../../db/schema/index.ts';
import { byLastName, filterTable, keysetSelect, ownScope, rowsByIds, userFullName } from '../../platform/list.ts';
import {
  findOne,
  type RowOf,
  refsPage,
  selectIdsJoining,
  selectWithProvider,
  withProviderFields,
} from '../../platform/rows.ts';
import { webPathOfRow } from '../../platform/web-links.ts';

const columns = {
  e: expenses,
  facility: { _id: facilities.id, name: facilities.name },
};

const base = (db: Db) =>
  selectWithProvider(db, columns, expenses).innerJoin(facilities, eq(facilities.id, expenses.facilityId));
export type ExpenseRow = RowOf<typeof base>;
export type ReceiptRow = typeof expenseReceipts.$inferSelect;

const SORT = {
  date: expenses.date,
  amount: expenses.amountCents,
  status: expenses.status,
  type: expenses.type,
  createdAt: expenses.createdAt,
  facility: sql`lower(${facilities.name})`,
  provider: byLastName(),
};

type Filterable = Pick<ExpenseListBody, 'filters' | 'search'>;

/** What the search reads: the facility's and the provider's names, the provider's e-mail, the expense's text. */
const SEARCHED = [facilities.name, userFullName(), users.email, expenses.description, expenses.type];

/** Each filter's condition; the owner (a provider's own list) takes the place of the provider filter. */
const FILTERS = filterTable({
  owner: (id) => eq(expenses.providerId, id),
  providerId: (id) => eq(expenses.providerId, id),
  facilityId: (id) => eq(expenses.facilityId, id),
  status: (status) => eq(expenses.status, status),
  type: (type) => eq(expenses.type, type),
  dateFrom: (day) => gte(expenses.date, day),
  dateTo: (day) => lte(expenses.date, day),
  search: (pattern) => or(...SEARCHED.map((target) => ilike(target, pattern))) as SQL,
});

/** The list's conditions (the page, the sum, the export, approve/all); `ownerId` scopes to one provider's expenses. */
const where = (body: Filterable, ownerId?: string): SQL | undefined =>
  and(...FILTERS({ ...body.filters, ...ownScope(ownerId), search: body.search }));

/** The search reads the provider's and the facility's names, so a searching query joins both. */
const searchJoins = (body: Filterable) => ({ provider: Boolean(body.search), facility: Boolean(body.search) });

const byIds = rowsByIds('expenses_by_ids', base, expenses.id);

export function listExpenses(db: Db, query: ListQuery, body: ExpenseListBody, ownerId?: string) {
  const w = where(body, ownerId);
  return refsPage(db, query, body, ownerId, {
    table: expenses,
    where: () => w,
    conditionsJoin: Boolean(body.search),
    sort: SORT,
    defaultSort: 'date',
    rows: byIds,
    idOf: (r) => r.e.id,
  });
}

/** The exact sum of the matching expenses, in cents (bigint in SQL, so no overflow and no float). */
export async function sumExpenses(db: Db, body: Filterable, ownerId?: string): Promise<number> {
  const search = Boolean(body.search);
  const q = db
    .select({ cents: sql<string>`coalesce(sum(${expenses.amountCents})::bigint, 0)::text` })
    .from(expenses)
    .$dynamic();
  if (search) {
    q.innerJoin(users, eq(users.id, expenses.providerId));
    q.innerJoin(facilities, eq(facilities.id, expenses.facilityId));
  }
  const [row] = await q.where(where(body, ownerId));
  return Number(row?.cents ?? 0);
}

/** Every matching expense in id order, a batch at a time, for the streamed download and the PDF report. */
export function allExpenses(db: Db, body: Filterable, ownerId?: string, batch?: number) {
  return keysetSelect({
    id: expenses.id,
    where: where(body, ownerId),
    select: (w) => selectIdsJoining(db, expenses, w, searchJoins(body)),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.e.id,
    batch,
    statement: { db, fields: withProviderFields(columns), select: (w) => base(db).where(w) },
  });
}

/** The ids of every pending expense matching a filter (approve/all). */
export async function matchingPendingIds(db: Db, body: Filterable): Promise<string[]> {
  const w = and(where(body), eq(expenses.status, 'pending'));
  const rows = await selectIdsJoining(db, expenses, w, searchJoins(body)).orderBy(expenses.id);
  return rows.map((r) => r.id);
}

export function findExpense(db: Db, id: string, ownerId?: string) {
  const c = [eq(expenses.id, id)];
  if (ownerId) c.push(eq(expenses.providerId, ownerId));
  return findOne(base(db).where(and(...c)));
}

export async function insertExpense(db: Db, values: typeof expenses.$inferInsert) {
  await db.insert(expenses).values(values);
}

export async function updateExpense(db: Db, id: string, values: Partial<typeof expenses.$inferInsert>) {
  await db
    .update(expenses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(expenses.id, id));
}

/** Deletes a pending expense (conditional, so a decision that won the race keeps it). */
export async function deletePendingExpense(db: Db, id: string) {
  const rows = await db
    .delete(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.status, 'pending')))
    .returning({ id: expenses.id });
  return rows.length > 0;
}

/** Locks the row for a change (a decision in flight waits). */
export async function lockExpense(db: Db, id: string) {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, id)).for('update').limit(1);
  return row;
}

/** The facilities a provider is assigned to (any assignment, current or past), by name. */
export async function assignedFacilities(db: Db, providerId: string) {
  return db
    .selectDistinct({ _id: facilities.id, name: facilities.name })
    .from(assignments)
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .where(eq(assignments.providerId, providerId))
    .orderBy(asc(facilities.name), asc(facilities.id))
    .limit(500);
}

export async function isAssigned(db: Db, providerId: string, facilityId: string) {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.providerId, providerId), eq(assignments.facilityId, facilityId)))
    .limit(1);
  return Boolean(row);
}

export async function isProvider(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  return Boolean(row);
}

// Receipts

export async function insertReceipt(db: Db, values: typeof expenseReceipts.$inferInsert) {
  await db.insert(expenseReceipts).values(values);
}

export async function receiptsOf(db: Db, expenseIds: string[]): Promise<ReceiptRow[]> {
  if (expenseIds.length === 0) return [];
  return db
    .select()
    .from(expenseReceipts)
    .where(inArray(expenseReceipts.expenseId, expenseIds))
    .orderBy(asc(expenseReceipts.createdAt), asc(expenseReceipts.id));
}

export async function findReceipt(db: Db, expenseId: string, receiptId: string) {
  const [row] = await db
    .select()
    .from(expenseReceipts)
    .where(and(eq(expenseReceipts.id, receiptId), eq(expenseReceipts.expenseId, expenseId)))
    .limit(1);
  return row;
}

/** Receipts a user uploaded and has not attached yet, among `ids`. */
export async function looseReceipts(db: Db, uploadedBy: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: expenseReceipts.id })
    .from(expenseReceipts)
    .where(
      and(
        inArray(expenseReceipts.id, ids),
        eq(expenseReceipts.uploadedBy, uploadedBy),
        isNull(expenseReceipts.expenseId),
      ),
    );
}

export async function attachReceipts(db: Db, expenseId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(expenseReceipts)
    .set({ expenseId })
    .where(and(inArray(expenseReceipts.id, ids), isNull(expenseReceipts.expenseId)));
}

/** Detaches (deletes) the expense's receipts not in `keep`; answers their storage keys to remove after commit. */
export async function dropReceipts(db: Db, expenseId: string, keep: string[]) {
  const c = [eq(expenseReceipts.expenseId, expenseId)];
  if (keep.length) c.push(sql`${expenseReceipts.id} <> all(${sql.param(keep)}::uuid[])`);
  const rows = await db
    .delete(expenseReceipts)
    .where(and(...c))
    .returning({ key: expenseReceipts.storageKey });
  return rows.map((r) => r.key);
}

/** Deletes receipts uploaded before `before` and never attached to an expense; answers their storage keys. */
export async function dropLooseReceipts(db: Db, before: Date) {
  const rows = await db
    .delete(expenseReceipts)
    .where(and(isNull(expenseReceipts.expenseId), lt(expenseReceipts.createdAt, before)))
    .returning({ key: expenseReceipts.storageKey });
  return rows.map((r) => r.key);
}

/** SQL: why an expense of an approve/all run was not approved (its status, or that it is gone). */
export const notApprovedReason = (expenseId: SQL): SQL =>
  sql`coalesce('Not pending (' || (SELECT e.status FROM expenses e WHERE e.id = ${expenseId}) || ')', 'Expense not found')`;

/** The notices of decided expenses, one row per event, for notifyFrom. */
export const decisionNotices = (decided: { id: string; outcome: string; actor: string | null | undefined }[]) => sql`
  SELECT x.provider_id AS user_id,
         'expense-' || e.outcome AS type,
         CASE WHEN e.outcome = 'approved' THEN 'Expense approved' ELSE 'Expense not approved' END AS title,
         'Your ' || replace(x.type, '-', ' ') || ' expense of $' || to_char(x.amount_cents / 100.0, 'FM999,999,990.00')
           || ' on ' || to_char(x.date, 'MM/DD/YYYY') || ' for ' || f.name || ' was '
           || replace(e.outcome, '-', ' ') || ' by ' || coalesce(e.actor, 'ICON staff') || '.'
           || CASE WHEN e.outcome = 'not-approved' THEN coalesce(' Reason: ' || x.reason, '') ELSE '' END AS body,
         ${webPathOfRow(webPaths.providerViewExpenses, sql`x.id`)} AS link
  FROM unnest(${sql.param(decided.map((e) => e.id))}::uuid[],
              ${sql.param(decided.map((e) => e.outcome))}::text[],
              ${sql.param(decided.map((e) => e.actor ?? null))}::text[]) AS e(id, outcome, actor)
  JOIN expenses x ON x.id = e.id
  JOIN facilities f ON f.id = x.facility_id`;

export async function setBillable(tx: Db, id: string, billable: boolean) {
  await tx.update(expenses).set({ billable, updatedAt: new Date() }).where(eq(expenses.id, id));
}
