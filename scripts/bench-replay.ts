/**
 * The bare side of the benchmarks: a list request's statements replayed on a plain pg pool the way the portal runs
 * them. Imports nothing of the portal, so the bare HTTP server (bench-bare-server.ts) runs without it.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** One statement the portal sent; `prepared` when it went as a named prepared statement (list.ts rowsByIds). */
export interface Captured {
  sql: string;
  params: unknown[];
  prepared?: boolean;
}

const statementName = (text: string) => `bare_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * The statements of one list request, replayed bare as the portal runs them: the page's statements (its ids,
 * then its rows) one after another, beside the total (an estimate or a capped count) on another connection. A
 * statement the portal prepares goes prepared here too, the others unnamed, as the portal sends them. Answers the
 * page's rows.
 */
export function replayer(pool: pg.Pool, statements: Captured[]) {
  const isTotal = (q: Captured) => /^\s*(explain|select count\()/i.test(q.sql);
  const named = (qs: Captured[]) =>
    qs.map((q) => ({ name: q.prepared ? statementName(q.sql) : undefined, text: q.sql, values: q.params }));
  const page = named(statements.filter((q) => !isTotal(q)));
  const totals = named(statements.filter(isTotal));
  const chain = async (qs: pg.QueryConfig[]) => {
    let rows: unknown[] = [];
    for (const q of qs) rows = (await pool.query(q)).rows;
    return rows;
  };
  return async () => (await Promise.all([chain(page), chain(totals)]))[0];
}
