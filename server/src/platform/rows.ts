import { first, type ListQuery, type SortDirection } from '@portal/contracts';
import { and, type Column, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { facilities, users } from '../db/schema/index.ts';
import {
  type FilterTable,
  isFiltered,
  type ListBody,
  type ListShape,
  likePattern,
  listStatements,
  ownScope,
  type PagedListSpec,
  pagedList,
} from './list.ts';

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

/** A select list with the row's provider (`provider`: id, names and e-mail) added last. */
export const withProviderFields = <C extends SelectedFields>(columns: C) => ({
  ...columns,
  provider: personColumns(users),
});

/**
 * `select <columns>, provider from <table> join users` on the row's provider: the start of a repo's row query, each
 * row with `provider` (id, names and e-mail); its select list is `withProviderFields(columns)`.
 */
export const selectWithProvider = <C extends SelectedFields, T extends ProviderTable>(db: Db, columns: C, table: T) =>
  db
    .select(withProviderFields(columns))
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

/**
 * The ids of a refs list's page or total: the provider and facility are joined when the conditions read them
 * (`conditionsJoin`) or the page sorts by their name (`sortBy` 'provider' or 'facility').
 */
const refsIds = (db: Db, table: ProviderTable, where: SQL | undefined, sortBy?: string, conditionsJoin = false) =>
  selectIdsJoining(db, table, where, {
    provider: conditionsJoin || sortBy === 'provider',
    facility: conditionsJoin || sortBy === 'facility',
  });

interface RefsPageSpec<Row, S extends string>
  extends Pick<PagedListSpec<Row, S>, 'sort' | 'defaultSort' | 'idOf' | 'shape'> {
  table: ProviderTable;
  where: () => SQL | undefined;
  /** The conditions read the provider's or the facility's name (a search): every ids query joins them. */
  conditionsJoin?: boolean;
  rows: (db: Db, ids: string[]) => Promise<Row[]>;
}

/**
 * A page of a list whose rows name a provider, its ids by `refsIds`. A provider's own list is scoped, so it is
 * counted (up to the cap) like a filtered one.
 */
export const refsPage = <Row, S extends string>(
  db: Db,
  query: ListQuery,
  body: ListBody<S>,
  ownerId: string | undefined,
  spec: RefsPageSpec<Row, S>,
) =>
  pagedList(db, query, body, {
    ids: (sortBy) => refsIds(db, spec.table, spec.where(), sortBy, spec.conditionsJoin),
    shape: spec.shape,
    id: spec.table.id,
    sort: spec.sort,
    defaultSort: spec.defaultSort,
    rows: (ids) => spec.rows(db, ids),
    idOf: spec.idOf,
    filtered: ownerId !== undefined || isFiltered(body),
  });

/** Above this many matching providers (or facilities) a search keeps a sub-select instead of listing their ids. */
const NAME_MATCH_IDS = 1000;

const matchingProviders = (pattern: SQLWrapper | string) => sql`select u.id from users u where u.role = 'provider'
    and (u.first_name || ' ' || u.last_name || ' ' || u.email) ilike ${pattern}`;
const matchingFacilities = (pattern: SQLWrapper | string) =>
  sql`select f.id from facilities f where f.name ilike ${pattern}`;

/**
 * The search of a list whose rows name a provider and a facility (time sheets, pay rates): the text is resolved
 * first to the matching providers (name or e-mail) and facilities (name) through their trigram indexes, in one round
 * trip, and the condition probes the list's provider and facility indexes with those ids. The ids go as array
 * parameters, so the planner sees how many rows they match and chooses: gather the few rows of a rare name and sort
 * them, or walk the sort index for a common one (a fixed plan cost 100+ ms one way or the other). Above
 * NAME_MATCH_IDS names the condition keeps a sub-select; `false` when the text names no one.
 */
export async function providerOrFacilitySearch(
  db: Db,
  search: string | null | undefined,
  columns: { providerId: Column; facilityId: Column },
): Promise<SQL | undefined> {
  if (!search) return undefined;
  const p = likePattern(search);
  const found = first(
    (
      (await db.execute(sql`select
        (select coalesce(json_agg(id), '[]') from (${matchingProviders(p)} limit ${NAME_MATCH_IDS + 1}) m) as providers,
        (select coalesce(json_agg(id), '[]') from (${matchingFacilities(p)} limit ${NAME_MATCH_IDS + 1}) m) as facilities`)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows,
    'the name search',
  );
  const ids = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as string[];
  const part = (column: Column, matched: string[], all: (pattern: string) => SQL) => {
    if (matched.length > NAME_MATCH_IDS) return sql`${column} = any(array(${all(p)}))`;
    return matched.length ? sql`${column} = any(${sql.param(matched)}::uuid[])` : undefined;
  };
  const parts = [
    part(columns.providerId, ids(found.providers), matchingProviders),
    part(columns.facilityId, ids(found.facilities), matchingFacilities),
  ].filter((x): x is SQL => x !== undefined);
  return parts.length ? (or(...parts) as SQL) : sql`false`;
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
 * conditions (exports, bulk approval's ids).
 */
export function namedRefsList<K extends string, S extends string, Row>(spec: NamedRefsListSpec<K, S, Row>) {
  const own = spec.own ?? ownScope;
  const filterValues = (body: NamedRefsBody<S>, ownerId?: string) =>
    ({ ...body.filters, ...(ownerId === undefined ? {} : own(ownerId)) }) as Partial<Record<K, unknown>>;
  const where = async (db: Db, body: NamedRefsBody<S>, ownerId?: string) =>
    and(...spec.filters(filterValues(body, ownerId)), await providerOrFacilitySearch(db, body.search, spec.table));
  const statements = listStatements();
  /** Without a search (whose ids are looked up first), the conditions as placeholders: one statement per shape. */
  const shaped = (body: NamedRefsBody<S>, ownerId?: string): { w: () => SQL | undefined; shape: ListShape } => {
    const { conditions, key, values } = spec.filters.shaped(filterValues(body, ownerId));
    return { w: () => and(...conditions()), shape: { statements, key, values } };
  };
  return {
    page: async (db: Db, query: ListQuery, body: NamedRefsBody<S>, ownerId?: string) => {
      const searched = body.search ? await where(db, body, ownerId) : undefined;
      const { w, shape } = body.search ? { w: () => searched, shape: undefined } : shaped(body, ownerId);
      return refsPage(db, query, body, ownerId, { ...spec, where: w, shape });
    },
    where,
  };
}
