import { Column, getTableColumns, getTableName, is, SQL, Table } from 'drizzle-orm';
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
  /** Null when the column keeps the driver's value as it is (text, integers, booleans, jsonb, an SQL field). */
  decode: ((value: unknown) => unknown) | null;
}
interface Group {
  key: string;
  leaves: Leaf[];
  /**
   * The place in the group of the value that makes it null when null (drizzle's rule for an object of one
   * left-joined table's columns: its first column), or -1.
   */
  nullWhen: number;
}

// A column decodes its own values. An SQL field keeps the driver's value, as drizzle's default decoder does (one
// given with `mapWith` is not readable here: drizzle does not expose it, so such a field must not be in the list).
const decoderOf = (field: unknown, name: string): Leaf['decode'] => {
  if (is(field, SQL)) return null;
  if (!is(field, Column)) throw new Error(`select list field ${name}: not a column or SQL`);
  if (field.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  return (value) => field.mapFromDriverValue(value);
};

/**
 * When drizzle answers a nested object as null: its columns all of one table, that table joined with a left join
 * (`leftJoined`, by name: an alias counts as its own table), and its first column's value null. Answers that first
 * column's place in the group, or -1 when the group is never null.
 */
function nullWhenOf(members: Fields, leftJoined: ReadonlySet<string>): number {
  const tables = new Set<string>();
  let first = -1;
  Object.values(members).forEach((member, i) => {
    if (!is(member, Column)) return;
    if (first < 0) first = i;
    tables.add(getTableName(member.table));
  });
  const [only] = tables;
  return tables.size === 1 && only !== undefined && leftJoined.has(only) ? first : -1;
}

/**
 * The rows of `db.select(fields)` built from the driver's arrays, as drizzle's select answers them (same nesting,
 * each value decoded by its column), without its generic per-value mapping, which was an export's costliest
 * JavaScript. The select list is one level of nesting at most, in the order drizzle writes it (the object's key
 * order). `leftJoined` names the tables the statement joins with a left join: a nested object of one of them alone
 * is null when its first value is, as in drizzle's rows.
 */
export function arrayRowMapper<Row>(fields: Fields, leftJoined: readonly Table[] = []): (values: unknown[]) => Row {
  const optional = new Set(leftJoined.map((table) => getTableName(table)));
  const top: (Leaf | Group)[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (is(field, Column) || is(field, SQL)) {
      top.push({ key, decode: decoderOf(field, key) });
      continue;
    }
    const members = is(field, Table) ? getTableColumns(field) : (field as Fields);
    const leaves = Object.entries(members).map(([name, member]) => ({
      key: name,
      decode: decoderOf(member, `${key}.${name}`),
    }));
    top.push({ key, leaves, nullWhen: nullWhenOf(members, optional) });
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
      if (node.nullWhen >= 0 && values[i + node.nullWhen] === null) {
        i += node.leaves.length;
        row[node.key] = null;
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
