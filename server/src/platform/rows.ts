import type { ListQuery, SortDirection } from '@portal/contracts';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { facilities, users } from '../db/schema/index.ts';
import {
  isFiltered,
  orderBy,
  type ProviderOrFacilityShape,
  pagedList,
  providerOrFacilityCondition,
  providerOrFacilityMatch,
} from './list.ts';
import { type Bind, type FilterTable, inline, ownScope, type Shape, shapedIds, sortShape } from './list-statements.ts';

/**
 * An instant as the API writes it (`Date.prototype.toISOString`: UTC, milliseconds, `Z`), formatted by PostgreSQL
 * in the row statement: a hot list then builds no Date per row only to format it again (issue 10 item 5). Both
 * truncate microseconds to milliseconds, so the text is the one toISOString gives.
 */
export const isoInstant = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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

interface NamedRefsListSpec<K extends string, S extends string, Row> {
  table: ProviderTable & { facilityId: AnyPgColumn };
  filters: FilterTable<K>;
  sort: Record<S, Column | SQL>;
  defaultSort: NoInfer<S>;
  /** A provider's own list: the values that pin it (their scope, and whatever else it fixes). */
  own?: (ownerId: string) => Record<string, unknown>;
  rows: (db: Db, ids: string[]) => Promise<Row[]>;
  idOf: (row: Row) => string;
}

interface NamedRefsBody<S extends string> {
  filters?: object;
  search?: string | null;
  sortBy?: S;
  sortDirection?: SortDirection;
}

/**
 * A list of a table whose rows name a provider and a facility, searched by their names (time sheets, pay rates):
 * its filters from one table, the search resolved to the providers' and facilities' ids first, a provider's own
 * list pinned to them. Every condition is on the table itself, so the count needs no join. Gives the page, and the
 * conditions with their values written in (exports, bulk approval's ids).
 */
export function namedRefsList<K extends string, S extends string, Row>(spec: NamedRefsListSpec<K, S, Row>) {
  type ListShape = Record<K, boolean> & ProviderOrFacilityShape & { sortBy: S; sortDirection: SortDirection };
  const own = spec.own ?? ownScope;
  async function shapeOf(db: Db, body: NamedRefsBody<S>, ownerId?: string) {
    const search = await providerOrFacilityMatch(db, body.search);
    const values: Record<string, unknown> = {
      ...body.filters,
      ...(ownerId === undefined ? {} : own(ownerId)),
      ...search.values,
    };
    const shape = {
      ...spec.filters.shapeOf(values as Partial<Record<K, unknown>>),
      ...search.shape,
      ...sortShape(body, spec.defaultSort),
    } as ListShape;
    return { shape, values };
  }
  const conditions = (s: ListShape, bind: Bind) =>
    and(...spec.filters.conditions(s, bind), providerOrFacilityCondition(s, bind, spec.table));
  const ids = refsIds<ListShape>({ table: spec.table, where: conditions, sort: spec.sort });
  return {
    page: async (db: Db, query: ListQuery, body: NamedRefsBody<S>, ownerId?: string) =>
      pagedList(db, query, {
        ids,
        ...(await shapeOf(db, body, ownerId)),
        rows: (pageIds) => spec.rows(db, pageIds),
        idOf: spec.idOf,
        // A provider's own list is scoped, so it is counted (up to the cap) like a filtered one.
        filtered: ownerId !== undefined || isFiltered(body as { search?: string | null }),
      }),
    where: async (db: Db, body: NamedRefsBody<S>, ownerId?: string) => {
      const { shape, values } = await shapeOf(db, body, ownerId);
      return conditions(shape, inline(values));
    },
  };
}
