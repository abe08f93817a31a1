import { first, type ListQuery, type ListTotal, type SortDirection } from '@portal/contracts';
import { and, asc, type Column, count, desc, gt, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { fastStatement } from './fast-statements.ts';
import { type Bind, COUNT_CAP, inline, isSet, type Shape, type ShapedIds, shapeKey } from './list-statements.ts';
import { rowsOf } from './raw-rows.ts';

/** Page arithmetic of the list protocol; page size is already capped by the contract. */
export const pageWindow = ({ page, pageSize }: ListQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

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

/** The list body's search: case-insensitive "contains" on any of these columns or expressions. */
export const searchAny = (search: string, targets: (Column | SQL)[]): SQL =>
  or(...targets.map((target) => ilike(target, likePattern(search)))) as SQL;

/** A user's "First Last", as lists search and sort it. */
export const userFullName = () => sql`(${users.firstName} || ' ' || ${users.lastName})`;

export { COUNT_CAP };

/** True when the user narrowed the list: a search text or any filter with a value. */
export function isFiltered(body: { search?: string | null; filters?: Record<string, unknown> }): boolean {
  if (body.search) return true;
  return Object.values(body.filters ?? {}).some(isSet);
}

/** How long a planner's estimate is reused: it moves only when statistics do (ANALYZE, autovacuum). */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 1000;
const dialect = new PgDialect();
const estimates = new WeakMap<Db, Map<string, { rows: number; until: number }>>();

/**
 * The planner's row estimate for a query (no execution): statistics, so it costs a planning, not a scan; and it is
 * reused for ESTIMATE_TTL_MS per database and query, which spares an unfiltered list's first page a round trip.
 */
async function plannedRows(db: Db, query: () => PgSelect | SQL, knownKey?: () => string): Promise<number> {
  const explain = () => sql`explain (format json) ${query()}`;
  const key =
    knownKey?.() ??
    (() => {
      const built = dialect.sqlToQuery(explain());
      return `${built.sql}\u0000${JSON.stringify(built.params)}`;
    })();
  const hit = keptEstimate(db, key);
  if (hit !== undefined) return hit;
  let kept = estimates.get(db);
  const row = first(rowsOf(await db.execute(explain())), 'the query plan');
  const plan = row['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  const rows = Math.round(first(parsed, 'the query plan').Plan['Plan Rows']);
  if (!kept) {
    kept = new Map();
    estimates.set(db, kept);
  }
  if (kept.size >= ESTIMATES_KEPT) kept.clear();
  kept.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}

/** The planner's estimate kept for this query, while it is fresh. */
function keptEstimate(db: Db, key: string): number | undefined {
  const hit = estimates.get(db)?.get(key);
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

/** Counts the rows of `matching` up to COUNT_CAP + 1: the scan stops there however many rows match. */
async function cappedCount(db: Db, matching: PgSelect): Promise<number> {
  const rows = await db.select({ n: count() }).from(matching.limit(COUNT_CAP + 1).as('matching'));
  return first(rows, 'the row count').n;
}

/**
 * A list's total without an exact count over a large table. Unfiltered: the planner's estimate when it is at
 * least COUNT_CAP (statistics kept by autovacuum), an exact count below that. Filtered: an exact count up to
 * COUNT_CAP, then COUNT_CAP with `totalCapped` (the web shows "10,000+").
 * `matching` selects the matching rows (a fresh builder each call: drizzle builders are mutable).
 */
export const listTotal = (db: Db, matching: () => PgSelect, filtered: boolean): Promise<ListTotal> =>
  totalOf(db, matching, () => cappedCount(db, matching()), filtered);

/**
 * `listTotal` for a list built as plain SQL (the dynamic reports, whose FROM and conditions come from a registry):
 * `matching` is the `select id from ... where ...` of the matching rows.
 */
export const listTotalSql = (db: Db, matching: () => SQL, filtered: boolean): Promise<ListTotal> =>
  totalOf(
    db,
    matching,
    async () => {
      const counted = rowsOf(
        await db.execute(sql`select count(*)::int as n from (${matching()} limit ${COUNT_CAP + 1}) m`),
      );
      return Number(first(counted, 'the row count').n);
    },
    filtered,
  );

const estimatedTotal = (total: number): ListTotal => ({ total, totalCapped: false, totalIsEstimate: true });

async function totalOf(
  db: Db,
  matching: () => PgSelect | SQL,
  counted: () => Promise<number>,
  filtered: boolean,
  /** Names the estimate in its cache; asked only when an estimate is (an unfiltered list). */
  estimateKey?: () => string,
): Promise<ListTotal> {
  if (!filtered) {
    const estimate = await plannedRows(db, matching, estimateKey);
    if (estimate >= COUNT_CAP) return estimatedTotal(estimate);
  }
  const n = await counted();
  if (n > COUNT_CAP) {
    // An unfiltered list whose statistics are stale (estimate under the cap) still answers an estimate.
    return filtered
      ? { total: COUNT_CAP, totalCapped: true, totalIsEstimate: false }
      : estimatedTotal(Math.max(COUNT_CAP + 1, await plannedRows(db, matching, estimateKey)));
  }
  return { total: n, totalCapped: false, totalIsEstimate: false };
}

/**
 * `column = any($1)` with the ids as one array parameter: a batch of 1,000 ids is one bound value, not 1,000
 * placeholders to parse and plan (what `inArray` sends).
 */
export const idIn = (column: Column, ids: string[]): SQL => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** What a repo's select builder offers once its joins are written: a condition, then a prepared statement. */
interface PreparableSelect<Row> {
  where(condition: SQL): {
    toSQL(): { sql: string };
    prepare(name: string): { execute(values: { ids: string[] }): Promise<Row[]> };
  };
}

/** The text of every statement rowsByIds prepares (the benchmark's bare side sends those as prepared too). */
export const PREPARED_STATEMENTS = new Set<string>();

/**
 * `select ... where <id> = any($ids)`, built once per database and kept as a named prepared statement: its text does
 * not depend on the ids, so a list page (and an export batch) stops rebuilding the widest query of the request (a
 * profile of the providers list under load: 30% of the process in drizzle building SQL, issue 10), and PostgreSQL
 * parses it once per connection. `name` must be unique to the query.
 */
export function rowsByIds<Row>(name: string, select: (db: Db) => PreparableSelect<Row>, id: Column) {
  const prepared = new WeakMap<Db, { execute(values: { ids: string[] }): Promise<Row[]> }>();
  return (db: Db, ids: string[]): Promise<Row[]> => {
    let query = prepared.get(db);
    if (!query) {
      const statement = select(db).where(sql`${id} = any(${sql.placeholder('ids')}::uuid[])`);
      PREPARED_STATEMENTS.add(statement.toSQL().sql);
      query = fastStatement(statement.prepare(name));
      prepared.set(db, query);
    }
    return query.execute({ ids });
  };
}

/** Puts rows fetched by id back in the order of `ids`. */
export function inIdOrder<Row>(ids: readonly string[], rows: Row[], idOf: (row: Row) => string): Row[] {
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

/** Above this many matching providers (or facilities) a search keeps a sub-select instead of listing their ids. */
const NAME_MATCH_IDS = 1000;

/** How a provider-or-facility search matched: by the ids found, by a sub-select (too many ids), or not at all. */
type NameMatch = 'ids' | 'all' | null;
export type ProviderOrFacilityShape = { search: boolean; searchProviders: NameMatch; searchFacilities: NameMatch };

const matchingProviders = (pattern: SQLWrapper | string) => sql`select u.id from users u where u.role = 'provider'
    and (u.first_name || ' ' || u.last_name || ' ' || u.email) ilike ${pattern}`;
const matchingFacilities = (pattern: SQLWrapper | string) =>
  sql`select f.id from facilities f where f.name ilike ${pattern}`;

/**
 * The search of a list whose rows name a provider and a facility (time sheets, pay rates): the text is resolved
 * first to the matching providers (name or e-mail) and facilities (name) through their trigram indexes, in one round
 * trip, and the condition probes the list's provider and facility indexes with those ids. The ids go as array
 * parameters, so the planner sees how many rows they match and chooses: gather the few rows of a rare name and sort
 * them, or walk the sort index for a common one (a fixed plan cost 100+ ms one way or the other, issue 10).
 * Answers the condition's shape and values (`providerOrFacilityCondition` writes it).
 */
export async function providerOrFacilityMatch(
  db: Db,
  search: string | null | undefined,
): Promise<{ shape: ProviderOrFacilityShape; values: Record<string, unknown> }> {
  if (!search) return { shape: { search: false, searchProviders: null, searchFacilities: null }, values: {} };
  const p = likePattern(search);
  const found = first(
    rowsOf(
      await db.execute(sql`select
        (select coalesce(json_agg(id), '[]') from (${matchingProviders(p)} limit ${NAME_MATCH_IDS + 1}) m) as providers,
        (select coalesce(json_agg(id), '[]') from (${matchingFacilities(p)} limit ${NAME_MATCH_IDS + 1}) m) as facilities`),
    ),
    'the name search',
  );
  const ids = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as string[];
  const providers = ids(found.providers);
  const facilities = ids(found.facilities);
  const how = (list: string[]): NameMatch => (list.length > NAME_MATCH_IDS ? 'all' : list.length ? 'ids' : null);
  return {
    shape: { search: true, searchProviders: how(providers), searchFacilities: how(facilities) },
    values: { searchPattern: p, searchProviderIds: providers, searchFacilityIds: facilities },
  };
}

/** The condition of a provider-or-facility search's shape: none without a search, `false` when it matched no one. */
export function providerOrFacilityCondition(
  shape: ProviderOrFacilityShape,
  bind: Bind,
  columns: { providerId: Column; facilityId: Column },
): SQL | undefined {
  if (!shape.search) return undefined;
  const part = (column: Column, how: NameMatch, ids: string, all: (pattern: SQLWrapper) => SQL) => {
    if (how === 'all') return sql`${column} = any(array(${all(bind('searchPattern'))}))`;
    return how === 'ids' ? sql`${column} = any(${bind(ids)}::uuid[])` : undefined;
  };
  const parts = [
    part(columns.providerId, shape.searchProviders, 'searchProviderIds', matchingProviders),
    part(columns.facilityId, shape.searchFacilities, 'searchFacilityIds', matchingFacilities),
  ].filter((x): x is SQL => x !== undefined);
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}

/** `providerOrFacilityMatch` and its condition at once, for a statement built for one run. */
export async function providerOrFacilitySearch(
  db: Db,
  search: string,
  columns: { providerId: Column; facilityId: Column },
): Promise<SQL | undefined> {
  const { shape, values } = await providerOrFacilityMatch(db, search);
  return providerOrFacilityCondition(shape, inline(values), columns);
}

/**
 * A page of a list: its id statements, built once per shape (list-statements.ts), the shape and its values, and how
 * the page's full rows are read.
 */
export interface PagedListSpec<Row, S extends Shape> {
  ids: ShapedIds<S>;
  shape: S;
  /** The values the shape's placeholders take. */
  values: Record<string, unknown>;
  /** The page's full rows, any order (they are put back in the ids' order). */
  rows: (ids: string[]) => Promise<Row[]>;
  idOf: (row: Row) => string;
  filtered: boolean;
}

/**
 * One page of a list and its total. The page's ids are chosen first (index work only), then only those rows
 * are joined and fetched, so page 1,000 joins 10 rows, not 10,000. The total runs beside the page.
 */
export async function pagedList<Row, S extends Shape>(db: Db, query: ListQuery, spec: PagedListSpec<Row, S>) {
  const { limit, offset } = pageWindow(query);
  const { ids, shape, values } = spec;
  const key = shapeKey(shape);
  const page = async () => {
    const pageIds = (await ids.page(db, shape, key, values, limit, offset)).map((r) => r.id);
    return pageIds.length ? inIdOrder(pageIds, await spec.rows(pageIds), spec.idOf) : [];
  };
  // An unfiltered list answers the planner's estimate; while one is kept, the page runs alone.
  const estimateKey = spec.filtered ? '' : ids.estimateKey(key, values);
  const kept = estimateKey ? keptEstimate(db, estimateKey) : undefined;
  if (kept !== undefined && kept >= COUNT_CAP) return { rows: await page(), totals: estimatedTotal(kept) };
  const totals = totalOf(
    db,
    () => ids.matchingWith(db, shape, values),
    () => ids.count(db, shape, key, values),
    spec.filtered,
    () => estimateKey,
  );
  const [rows, total] = await Promise.all([page(), totals]);
  return { rows, totals: total };
}

/**
 * Rows per batch of a streamed export: a batch costs one round trip and one planned query whatever its size (about
 * 40 ms at 1,000 rows, 85 ms at 5,000: the providers export's rows took 4.3 s at 1,000 a batch, 1.7 s at 5,000),
 * and memory holds two batches (the one written and the one fetched next: a few MB).
 */
export const EXPORT_BATCH = 5000;

/**
 * Every row matching a list body, a batch at a time in id order, for streamed exports. Each batch picks its ids
 * by keyset on the driving table (`nextIds(after, batch)`: `id > after order by id limit batch`), then fetches
 * and joins only those rows, so batch 100 costs what batch 1 does. Three things run at once: this batch is written
 * while the next one's rows are fetched (a profile showed the process idle 38% of an export waiting for rows), and
 * the ids of the batch after it are asked beside those rows, since they need only the last id before them (on
 * two connections, so the two statements need not wait for each other). Memory holds two batches of rows and one
 * of ids.
 */
export async function* keysetBatches<Row>(
  nextIds: (after: string | null, batch: number) => Promise<string[]>,
  rows: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row> {
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
    yield* inIdOrder(got.ids, got.rows, idOf);
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
}

/** keysetBatches over a list's own id query: each batch is `where and id > after order by id limit batch`. */
export function keysetSelect<Row>(spec: KeysetSelectSpec<Row>): AsyncGenerator<Row> {
  const where = Promise.resolve(spec.where);
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
