import { Column, getTableColumns, is, Table } from 'drizzle-orm';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../db/client.ts';

/** What a select list is made of: columns, tables, and objects of columns (one group per nested object). */
type Fields = Record<string, unknown>;

/**
 * The pool behind a database on a PostgreSQL server (`$client`, drizzle's handle on its driver); none on embedded
 * PGlite, whose client offers no server-side cursor.
 */
export function serverPool(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Types whose text drizzle's columns parse themselves (days stay 'YYYY-MM-DD', instants become Dates by column). */
const AS_TEXT = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  // Their arrays: timestamp[], date[], timestamptz[], interval[], numeric[].
  1115,
  1182,
  1185,
  1187,
  1231,
]);
const asText = (value: string) => value;
/** The driver's parsers as drizzle's node-postgres session sets them, so each column decodes what it expects. */
const DRIVER_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid) ? asText : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

interface Leaf {
  key: string;
  /** Null when the column keeps the driver's value as it is (text, integers, booleans, jsonb). */
  decode: ((value: unknown) => unknown) | null;
}
interface Group {
  key: string;
  leaves: Leaf[];
}

// A column decodes its own values; an SQL field's decoder is not public, so such a select list keeps drizzle's rows.
const decoderOf = (field: unknown, name: string): Leaf['decode'] => {
  if (!is(field, Column)) throw new Error(`select list field ${name}: not a column`);
  if (field.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  return (value) => field.mapFromDriverValue(value);
};

/**
 * The rows of `db.select(fields)` built from the driver's arrays, as drizzle's select answers them (same nesting,
 * each value decoded by its column), without its generic per-value mapping, which was an export's costliest
 * JavaScript. The select list is one level of nesting at most, in the order drizzle writes it (the object's key
 * order). Unlike drizzle, a nested object of a left-joined table whose values are all null stays an object of
 * nulls: a select list with such a join keeps to drizzle's own rows.
 */
export function arrayRowMapper<Row>(fields: Fields): (values: unknown[]) => Row {
  const top: (Leaf | Group)[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (is(field, Column)) {
      top.push({ key, decode: decoderOf(field, key) });
      continue;
    }
    const members = is(field, Table) ? getTableColumns(field) : (field as Fields);
    const leaves = Object.entries(members).map(([name, member]) => ({
      key: name,
      decode: decoderOf(member, `${key}.${name}`),
    }));
    top.push({ key, leaves });
  }
  return (values) => {
    const row: Record<string, unknown> = {};
    let i = 0;
    for (const node of top) {
      if ('decode' in node) {
        const v = values[i++];
        row[node.key] = v === null || node.decode === null ? v : node.decode(v);
        continue;
      }
      const group: Record<string, unknown> = {};
      for (const leaf of node.leaves) {
        const v = values[i++];
        group[leaf.key] = v === null || leaf.decode === null ? v : leaf.decode(v);
      }
      row[node.key] = group;
    }
    return row as Row;
  };
}

/**
 * Every row of one statement, a batch at a time, read through a server-side cursor `batch` rows at a time on a
 * connection of its own: PostgreSQL plans the whole export once (a hash join, as `COPY` does) instead of one indexed join per batch.
 * The next batch is asked for while this one is read, and no further: a slow reader holds the cursor, not rows in
 * memory. Leaving early (an error, a closed download) closes the cursor and gives the connection back.
 */
export async function* cursorBatches<Row>(
  pool: pg.Pool,
  query: Promise<{ sql: string; params: unknown[] }>,
  map: (values: unknown[]) => Row,
  batch: number,
): AsyncGenerator<Row[]> {
  const { sql, params } = await query;
  const client = await pool.connect();
  const cursor = client.query(new Cursor<unknown[]>(sql, params, { rowMode: 'array', types: DRIVER_TYPES }));
  let pending: Promise<unknown[][]> | undefined = cursor.read(batch);
  let broken: Error | undefined;
  try {
    while (pending) {
      const rows: unknown[][] = await pending;
      pending = undefined;
      // A short batch is the last: the statement is complete.
      if (rows.length === batch) {
        pending = cursor.read(batch);
        // Failing while this batch is read, it is thrown when awaited; it must not end the process meanwhile.
        pending.catch(() => {});
      }
      yield rows.map(map);
    }
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    try {
      if (pending) await pending.catch(() => {});
      await cursor.close();
    } catch (err) {
      broken ??= err instanceof Error ? err : new Error(String(err));
    }
    // A connection whose cursor failed to close is dropped, not given to the next request mid-statement.
    client.release(broken);
  }
}
