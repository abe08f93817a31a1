import type { SortDirection } from '@portal/contracts';
import { type Column, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { facilities, users } from '../db/schema/index.ts';
import { orderBy } from './list.ts';
import { type Bind, type Shape, shapedIds } from './list-statements.ts';

/** The row type of a repo's row query `(db) => db.select(...).from(...)...`. */
export type RowOf<Base extends (db: Db) => { limit(n: number): PromiseLike<unknown[]> }> = Awaited<
  ReturnType<ReturnType<Base>['limit']>
>[number];

/** The first row of a query, or undefined: a lookup by key reads one row (`limit 1`). */
export const findOne = async <Row>(query: { limit(n: number): PromiseLike<Row[]> }): Promise<Row | undefined> =>
  (await query.limit(1))[0];

/** A user as rows name them (a provider, a staff member): id, names and e-mail; `people` may be an alias of users. */
export const personColumns = <P extends Record<'id' | 'firstName' | 'lastName' | 'email', AnyPgColumn>>(
  people: P,
): { _id: P['id']; firstName: P['firstName']; lastName: P['lastName']; email: P['email'] } => ({
  _id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
});

/** A table whose rows name a provider (and perhaps a facility). */
type ProviderTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  providerId: AnyPgColumn;
  facilityId?: AnyPgColumn;
};

/**
 * `select <columns>, provider from <table> join users` on the row's provider: the start of a repo's row query, each
 * row with `provider` (id, names and e-mail).
 */
export const selectWithProvider = <C extends SelectedFields, T extends ProviderTable>(db: Db, columns: C, table: T) =>
  db
    .select({ ...columns, provider: personColumns(users) })
    // drizzle's `from` rejects a generic table argument; the explicit type argument keeps the row type exact.
    .from<T>(table as never)
    .innerJoin(users, eq(users.id, table.providerId));

/**
 * The ids of a table's matching rows, joining the provider and the facility a row names only when asked: a search
 * or a sort by their name needs the join, the count and the export (conditions on the row itself) do not.
 */
export function selectIdsJoining(
  db: Db,
  table: ProviderTable,
  where: SQL | undefined,
  joins: { provider?: boolean; facility?: boolean },
) {
  const q = db.select({ id: table.id }).from(table).$dynamic();
  if (joins.provider) q.innerJoin(users, eq(users.id, table.providerId));
  if (joins.facility && table.facilityId) q.innerJoin(facilities, eq(facilities.id, table.facilityId));
  return q.where(where);
}

/** The joins a refs list's statement needs: the conditions' (every statement), and the sort's (the page). */
const refsJoins = (conditionsJoin: boolean, sortBy: string | null) => ({
  provider: conditionsJoin || sortBy === 'provider',
  facility: conditionsJoin || sortBy === 'facility',
});

interface RefsIdsSpec<S> {
  table: ProviderTable;
  /** The conditions of a shape, every value through `bind`. */
  where: (shape: S, bind: Bind) => SQL | undefined;
  /** The conditions read the provider and facility tables (a search on their names): every query joins them. */
  conditionsJoin?: (shape: S) => boolean;
  /** Sort keys to columns; `provider` and `facility` sort by the joined table. */
  sort: Record<string, Column | SQL>;
}

/**
 * The id statements of a list whose rows name a provider and a facility, built once per shape (list-statements.ts)
 * for `pagedList({ ids, shape, values })`: the count joins only what the conditions need, the page adds the join a
 * sort by provider or facility name needs.
 */
export function refsIds<S extends Shape & { sortBy: string; sortDirection: SortDirection }>(spec: RefsIdsSpec<S>) {
  const ids = (db: Db, shape: S, bind: Bind, sortBy: string | null) =>
    selectIdsJoining(db, spec.table, spec.where(shape, bind), refsJoins(spec.conditionsJoin?.(shape) ?? false, sortBy));
  return shapedIds<S>({
    matching: (db, shape, bind) => ids(db, shape, bind, null),
    ordered: (db, shape, bind) =>
      ids(db, shape, bind, shape.sortBy).orderBy(
        ...orderBy(spec.sort[shape.sortBy] ?? spec.table.id, shape.sortDirection, spec.table.id),
      ),
  });
}
