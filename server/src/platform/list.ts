import type { ListQuery, ListTotal, SortDirection } from '@portal/contracts';
import {
  and,
  asc,
  type Column,
  desc,
  fillPlaceholders,
  gt,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { arrayRowMapper, cursorBatches, serverPool } from './cursor-rows.ts';
import {
  type Built,
  built,
  COUNT_CAP,
  driverRows,
  estimatedTotal,
  estimateKey,
  keptEstimate,
  totalOf,
} from './list-total.ts';
import { type RowBatches, rowBatches } from './row-batches.ts';

export { COUNT_CAP, listTotal, listTotalSql } from './list-total.ts';

/** Page arithmetic of the list protocol; page size is already capped by the contract. */
export const pageWindow = ({ page, pageSize }: ListQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** The answer of a list request: its rows, how many match, and which page of what size it is. */
export const listAnswer = <T>(query: ListQuery, totals: ListTotal, data: T[]) => ({
  data,
  ...totals,
  page: query.page,
  pageSize: query.pageSize,
});

/**
 * ORDER BY for a list: the chosen column, then the id as a tie-breaker so pages never overlap.
 * sortDirection 1 is descending and -1 ascending (spec section 6).
 */
export function orderBy(column: Column | SQL, direction: SortDirection | undefined, id: Column): SQL[] {
  const dir = direction === 1 ? desc : asc;
  return [dir(column), dir(id)];
}

/** Escapes LIKE wildcards so a user's '%' or '_' is searched literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user's "First Last", as lists search and sort it. */
export const userFullName = () => sql`(${users.firstName} || ' ' || ${users.lastName})`;

/** A list's sort by a person's name: last name, then first, ignoring case. */
export const byLastName = () => sql`lower(${users.lastName} || ' ' || ${users.firstName})`;

/** A filter value that applies: set and not empty (a `false` flag is no filter). */
export const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

/** True when the user narrowed the list: a search text or any filter with a value. */
export function isFiltered(body: { search?: string | null; filters?: object }): boolean {
  if (body.search) return true;
  return Object.values(body.filters ?? {}).some(isSet);
}

/**
 * A list's filters as one table, name -> condition of its value (a bound parameter): the answer gives the conditions
 * of the values that are set. `search` is the body's search text and reaches its condition as a LIKE pattern
 * ("contains", wildcards escaped). Its `shaped` gives the same conditions with placeholders named after the
 * filters, for a statement built once per shape (`ListShape`).
 */
export function filterTable<K extends string>(table: Record<K, (value: SQLWrapper) => SQL | SQL[]>) {
  const names = Object.keys(table) as K[];
  const setNames = (values: Partial<Record<K, unknown>>) => names.filter((name) => isSet(values[name]));
  const bound = (name: K, value: unknown) => (name === 'search' ? likePattern(String(value)) : value);
  const conditions = (values: Partial<Record<K, unknown>>): SQL[] =>
    setNames(values).flatMap((name) => table[name](sql.param(bound(name, values[name]))));
  const shaped = (values: Partial<Record<K, unknown>>) => {
    const set = setNames(values);
    return {
      /** Built only when the list has no statement of this shape yet. */
      conditions: () => set.flatMap((name) => table[name](sql.placeholder(name))),
      key: set.join(','),
      values: Object.fromEntries(set.map((name) => [name, bound(name, values[name])])) as Record<string, unknown>,
    };
  };
  return Object.assign(conditions, { shaped });
}

export type FilterTable<K extends string> = ReturnType<typeof filterTable<K>>;

/** A provider's own list: their id is the `owner` value and replaces any provider filter the body sends. */
export function ownScope(ownerId: string | undefined) {
  if (ownerId === undefined) return {};
  // An empty id would read as "no filter" and widen a provider's list to everyone's rows.
  if (!ownerId) throw new Error('a provider scope without a provider id');
  return { owner: ownerId, providerId: undefined };
}

/**
 * `column = any($1)` with the ids as one array parameter: a batch of 1,000 ids is one bound value, not 1,000
 * placeholders to parse and plan (what `inArray` sends).
 */
export const idIn = (column: Column, ids: string[]): SQL => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** What a repo's select builder offers once its joins are written: a condition, an order, a prepared statement. */
interface PreparableSelect<Row> {
  where(condition: SQL): {
    orderBy(...columns: SQL[]): { prepare(name: string): { execute(values: { ids: string[] }): Promise<Row[]> } };
  };
}

/**
 * `select ... where <id> = any($ids) order by <id>`, prepared once per database with drizzle's `.prepare(name)`: its
 * text does not depend on the ids, so a list page (and an export batch) does not rebuild the widest query of the
 * request, and PostgreSQL parses it once per connection. `name` must be unique to the query. In id order, an export
 * batch (whose ids are in id order) comes back in its own order and `inIdOrder` has nothing to look up.
 */
export function rowsByIds<Row>(name: string, select: (db: Db) => PreparableSelect<Row>, id: Column) {
  const prepared = new WeakMap<Db, { execute(values: { ids: string[] }): Promise<Row[]> }>();
  return (db: Db, ids: string[]): Promise<Row[]> => {
    let query = prepared.get(db);
    if (!query) {
      query = select(db)
        .where(sql`${id} = any(${sql.placeholder('ids')}::uuid[])`)
        .orderBy(sql`${id}`)
        .prepare(name);
      prepared.set(db, query);
    }
    return query.execute({ ids });
  };
}

/** Puts rows fetched by id back in the order of `ids`. */
export function inIdOrder<Row>(ids: readonly string[], rows: Row[], idOf: (row: Row) => string): Row[] {
  // Already in order (an export batch): a map of 1,000 ids per batch cost more than the rest of the export's reordering.
  if (rows.length === ids.length && rows.every((row, i) => idOf(row) === ids[i])) return rows;
  const byId = new Map<string, Row>();
  for (const row of rows) byId.set(idOf(row), row);
  // A loop, not flatMap: this runs on every list page and export batch, and flatMap cost more than the rest.
  const ordered: Row[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row !== undefined) ordered.push(row);
  }
  return ordered;
}

/** What a list body says about its page: a search, filters, a sort. */
export interface ListBody<K extends string> {
  search?: string | null;
  filters?: object;
  sortBy?: K;
  sortDirection?: SortDirection;
}

export interface PagedListSpec<Row, K extends string> {
  /**
   * `select { id } from ... where ...` of the matching rows (a fresh builder each call). The page passes its sort
   * key, so the query can join what that sort reads; the total passes none.
   */
  ids: (sortBy?: K) => PgSelect;
  /** The driving table's id: the order's tie-breaker. */
  id: Column;
  /** Sort keys to what they sort by. */
  sort: Record<K, Column | SQL>;
  /** The sort without one in the body, descending unless a direction is given. */
  defaultSort: NoInfer<K> | [NoInfer<K>, SortDirection];
  /** The page's full rows, any order (they are put back in the ids' order). */
  rows: (ids: string[]) => Promise<Row[]>;
  idOf: (row: Row) => string;
  /** Whether the total is counted (up to the cap) rather than estimated; by default, when the body narrows. */
  filtered?: boolean;
  /** When `ids` writes its values as placeholders: its shape, so its statements are built once per shape and sort. */
  shape?: ListShape;
}

/** A list's statements built once per shape and sort, held by the list (`listStatements()` at module level). */
export type ListStatements = Map<string, { page: Built; matching: Built }>;
export const listStatements = (): ListStatements => new Map();

/**
 * The shape of a list request whose conditions hold `sql.placeholder`s (filterTable's `shaped`): `key` names which
 * conditions there are (the same key always gives the same SQL text), `values` binds the placeholders. Building a
 * statement with drizzle cost more of a list request than anything else the portal adds to the database's work.
 */
export interface ListShape {
  statements: ListStatements;
  key: string;
  values: Record<string, unknown>;
}

/** The page window's placeholders (no filter is named so). */
const LIMIT = 'pageLimit';
const OFFSET = 'pageOffset';
/** Shapes a list keeps: each is a combination of its filters, sort and direction, so few are ever met. */
const SHAPES_KEPT = 500;

/** The page's ids statement and the matching rows' statement of one request, built or taken from the list's own. */
function statementsOf<K extends string>(
  spec: PagedListSpec<unknown, K>,
  sortBy: K,
  direction: SortDirection,
  { limit, offset }: { limit: number; offset: number },
): { page: Built; matching: Built } {
  const ordered = (lim: number | Placeholder, off: number | Placeholder) =>
    spec
      .ids(sortBy)
      .orderBy(...orderBy(spec.sort[sortBy], direction, spec.id))
      .limit(lim)
      .offset(off);
  const shape = spec.shape;
  if (!shape) return { page: ordered(limit, offset).toSQL(), matching: built(spec.ids()) };
  const key = `${shape.key}\u0000${sortBy}\u0000${direction}`;
  let kept = shape.statements.get(key);
  if (!kept) {
    kept = { page: ordered(sql.placeholder(LIMIT), sql.placeholder(OFFSET)).toSQL(), matching: built(spec.ids()) };
    if (shape.statements.size >= SHAPES_KEPT) shape.statements.clear();
    shape.statements.set(key, kept);
  }
  const values = { ...shape.values, [LIMIT]: limit, [OFFSET]: offset };
  return {
    page: { sql: kept.page.sql, params: fillPlaceholders(kept.page.params, values) },
    matching: { sql: kept.matching.sql, params: fillPlaceholders(kept.matching.params, values) },
  };
}

/**
 * One page of a list and its total. The page's ids are chosen first (index work only), then only those rows
 * are joined and fetched, so page 1,000 joins 10 rows, not 10,000. The total runs beside the page.
 */
export async function pagedList<Row, K extends string>(
  db: Db,
  query: ListQuery,
  body: ListBody<K>,
  spec: PagedListSpec<Row, K>,
): Promise<{ rows: Row[]; totals: ListTotal }> {
  const [defaultKey, defaultDirection]: [K, SortDirection] = Array.isArray(spec.defaultSort)
    ? spec.defaultSort
    : [spec.defaultSort, 1];
  const sortBy = body.sortBy && body.sortBy in spec.sort ? body.sortBy : defaultKey;
  const direction = body.sortDirection ?? defaultDirection;
  const statements = statementsOf(spec as PagedListSpec<unknown, K>, sortBy, direction, pageWindow(query));
  const page = async () => {
    const pageIds = (await driverRows<{ id: string }>(db, statements.page)).map((r) => r.id);
    return pageIds.length ? inIdOrder(pageIds, await spec.rows(pageIds), spec.idOf) : [];
  };
  const filtered = spec.filtered ?? isFiltered(body);
  const matching = statements.matching;
  // An unfiltered list answers the planner's estimate; while one is kept, the page runs alone.
  const kept = filtered ? undefined : keptEstimate(db, estimateKey(matching));
  if (kept !== undefined && kept >= COUNT_CAP) return { rows: await page(), totals: estimatedTotal(kept) };
  const [rows, totals] = await Promise.all([page(), totalOf(db, matching, filtered)]);
  return { rows, totals };
}

/**
 * Rows per batch of a streamed export. Memory, not round trips, sets it: a batch lives while it is written and the
 * next one is fetched, and rows that outlive two young-generation collections move to the old generation, which
 * V8 collects only when it has grown, so an idle server kept them for good (decision 0050). 1,000 rows die young.
 */
export const EXPORT_BATCH = 1000;

/**
 * Every row matching a list body, a batch at a time in id order, for streamed exports. Each batch picks its ids
 * by keyset on the driving table (`nextIds(after, batch)`: `id > after order by id limit batch`), then fetches
 * and joins only those rows, so batch 100 costs what batch 1 does. Three things run at once: this batch is written
 * while the next one's rows are fetched (a profile showed the process idle 38% of an export waiting for rows), and
 * the ids of the batch after it are asked beside those rows, since they need only the last id before them (on
 * two connections, so the two statements need not wait for each other). Memory holds two batches of rows and one
 * of ids.
 */
export function keysetBatches<Row>(
  nextIds: (after: string | null, batch: number) => Promise<string[]>,
  rows: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
  batch = EXPORT_BATCH,
): RowBatches<Row> {
  return rowBatches(() => keysetRowBatches(nextIds, rows, idOf, batch));
}

async function* keysetRowBatches<Row>(
  nextIds: (after: string | null, batch: number) => Promise<string[]>,
  rows: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
  batch: number,
): AsyncGenerator<Row[]> {
  // Handled at once: a batch that fails while the previous one is still being written (or after the client went
  // away) would otherwise be an unhandled rejection, which ends the process. Awaiting the promise still throws it.
  const handled = <T>(promise: Promise<T>) => {
    promise.catch(() => {});
    return promise;
  };
  const idsAfter = (after: string | null) => handled(nextIds(after, batch));
  const fetchFrom = (ids: Promise<string[]>) =>
    handled(
      (async () => {
        const got = await ids;
        if (got.length === 0) return null;
        const next = idsAfter(got[got.length - 1] ?? null);
        return { ids: got, rows: await rows(got), next };
      })(),
    );
  let pending = fetchFrom(idsAfter(null));
  for (;;) {
    const got = await pending;
    if (!got) return;
    pending = fetchFrom(got.next);
    yield inIdOrder(got.ids, got.rows, idOf);
  }
}

export interface KeysetSelectSpec<Row> {
  /** The driving table's id column. */
  id: PgColumn;
  /** The list body's conditions (a promise when they need a lookup first, as a name search does). */
  where: SQL | undefined | Promise<SQL | undefined>;
  /** `select { id } from ... where <w>` with the joins the conditions need. */
  select: (w: SQL | undefined) => PgSelect;
  rows: (ids: string[]) => Promise<Row[]>;
  idOf: (row: Row) => string;
  batch?: number;
  /**
   * The rows as one statement: `db.select(fields)` with every join the conditions and the rows need, `where <w>`
   * added. On a PostgreSQL server the export is that statement in id order, read through a cursor; on PGlite
   * (no cursor through its client) the batches by id above.
   */
  statement?: {
    db: Db;
    fields: Record<string, unknown>;
    /** The tables `select` joins with a left join: an object of one of them alone is null when drizzle's would be. */
    leftJoined?: PgTable[];
    select: (w: SQL | undefined) => { orderBy(column: PgColumn): { toSQL(): { sql: string; params: unknown[] } } };
  };
}

/**
 * Every row of a list body in id order, for streamed exports: one statement through a cursor where the database
 * has them (`statement`), otherwise keysetBatches over the list's own id query (each batch
 * `where and id > after order by id limit batch`).
 */
export function keysetSelect<Row>(spec: KeysetSelectSpec<Row>): RowBatches<Row> {
  const where = Promise.resolve(spec.where);
  const statement = spec.statement;
  const pool = statement && serverPool(statement.db);
  if (statement && pool) {
    const query = where.then((w) => statement.select(w).orderBy(spec.id).toSQL());
    const map = arrayRowMapper<Row>(statement.fields, statement.leftJoined);
    return rowBatches(() => cursorBatches(pool, query, map, spec.batch ?? EXPORT_BATCH));
  }
  return keysetBatches(
    async (after, n) => {
      const w = after ? and(await where, gt(spec.id, after)) : await where;
      const ids = (await spec.select(w).orderBy(spec.id).limit(n)) as { id: string }[];
      return ids.map((r) => r.id);
    },
    spec.rows,
    spec.idOf,
    spec.batch,
  );
}
