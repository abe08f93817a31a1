/**
 * A list's total and the one driver path of list statements: an estimate from the planner for a large unfiltered
 * list (kept a few seconds), an exact count up to COUNT_CAP otherwise (the web shows "10,000+" beyond).
 */
import { first, type ListTotal } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsOf } from './raw-rows.ts';

/** Beyond this many matching rows a filtered list answers "10,000+" instead of counting on. */
export const COUNT_CAP = 10_000;

/** How long a planner's estimate is reused: it moves only when statistics do (ANALYZE, autovacuum). */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 1000;
const dialect = new PgDialect();
const estimates = new WeakMap<Db, Map<string, { rows: number; until: number }>>();

/** A statement as text and values: what the driver is sent. */
export interface Built {
  sql: string;
  params: unknown[];
}

/** What both drivers (a pg pool, PGlite) answer a statement with. */
interface Queryable {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a list's own statement on the database's driver (`db.$client`), with its rows as the driver gives them. The
 * one place a list statement skips drizzle's execute: a list request runs two or three of them, and drizzle's
 * per-call wrapping cost as much as the driver's call. A database without a client of its own (a transaction) runs
 * the same text and values through drizzle's execute.
 */
export async function driverRows<Row>(db: Db, query: Built): Promise<Row[]> {
  const client = (db as unknown as { $client?: Queryable }).$client;
  if (!client || typeof client.query !== 'function') return rowsOf<Row>(await db.execute(asDrizzle(query)));
  return (await client.query(query.sql, query.params)).rows as Row[];
}

/** A built statement as drizzle SQL again: its text around `$n`, each `$n` its value as a parameter. */
const asDrizzle = (query: Built): SQL =>
  sql.join(
    query.sql
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 === 1 ? sql.param(query.params[Number(part) - 1]) : sql.raw(part))),
  );

export const built = (query: PgSelect | SQL): Built => ('toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query));

/** What names a query's estimate among those kept: its text and values. */
export const estimateKey = (query: Built) => `${query.sql}\u0000${JSON.stringify(query.params)}`;

/**
 * The planner's row estimate for a query (no execution): statistics, so it costs a planning, not a scan; and it is
 * reused for ESTIMATE_TTL_MS per database and query, which spares an unfiltered list's first page a round trip.
 */
async function plannedRows(db: Db, query: Built): Promise<number> {
  const key = estimateKey(query);
  const hit = keptEstimate(db, key);
  if (hit !== undefined) return hit;
  const explained = { sql: `explain (format json) ${query.sql}`, params: query.params };
  const row = first(await driverRows<Record<string, unknown>>(db, explained), 'the query plan');
  const plan = row['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  const rows = Math.round(first(parsed, 'the query plan').Plan['Plan Rows']);
  let kept = estimates.get(db);
  if (!kept) {
    kept = new Map();
    estimates.set(db, kept);
  }
  if (kept.size >= ESTIMATES_KEPT) kept.clear();
  kept.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}

/** The planner's estimate kept for this query, while it is fresh. */
export function keptEstimate(db: Db, key: string): number | undefined {
  const hit = estimates.get(db)?.get(key);
  return hit && hit.until > Date.now() ? hit.rows : undefined;
}

/** Counts the rows of `matching` up to COUNT_CAP + 1: the scan stops there however many rows match. */
async function cappedCount(db: Db, query: Built): Promise<number> {
  const counted = {
    sql: `select count(*)::int as n from (${query.sql} limit ${COUNT_CAP + 1}) m`,
    params: query.params,
  };
  const rows = await driverRows<{ n: number | string }>(db, counted);
  return Number(first(rows, 'the row count').n);
}

/**
 * A list's total without an exact count over a large table. Unfiltered: the planner's estimate when it is at
 * least COUNT_CAP (statistics kept by autovacuum), an exact count below that. Filtered: an exact count up to
 * COUNT_CAP, then COUNT_CAP with `totalCapped` (the web shows "10,000+").
 * `matching` selects the matching rows (a fresh builder each call: drizzle builders are mutable).
 */
export const listTotal = (db: Db, matching: () => PgSelect, filtered: boolean): Promise<ListTotal> =>
  totalOf(db, built(matching()), filtered);

/**
 * `listTotal` for a list built as plain SQL (the dynamic reports, whose FROM and conditions come from a registry):
 * `matching` is the `select id from ... where ...` of the matching rows.
 */
export const listTotalSql = (db: Db, matching: () => SQL, filtered: boolean): Promise<ListTotal> =>
  totalOf(db, built(matching()), filtered);

export const estimatedTotal = (total: number): ListTotal => ({ total, totalCapped: false, totalIsEstimate: true });

/** `matching` is the matching rows' statement, built once. */
export async function totalOf(db: Db, matching: Built, filtered: boolean): Promise<ListTotal> {
  if (!filtered) {
    const estimate = await plannedRows(db, matching);
    if (estimate >= COUNT_CAP) return estimatedTotal(estimate);
  }
  const n = await cappedCount(db, matching);
  if (n > COUNT_CAP) {
    // An unfiltered list whose statistics are stale (estimate under the cap) still answers an estimate.
    return filtered
      ? { total: COUNT_CAP, totalCapped: true, totalIsEstimate: false }
      : estimatedTotal(Math.max(COUNT_CAP + 1, await plannedRows(db, matching)));
  }
  return { total: n, totalCapped: false, totalIsEstimate: false };
}
