/**
 * A select's rows fetched on the driver and decoded once per statement plan, the way drizzle decodes them. A list
 * page and an export batch fetch their rows by id (list.ts `rowsByIds`); drizzle's per-row mapping (an entity check
 * and a path walk for every value of every row) cost more of a providers list request than the portal's routing,
 * validation and serialization together. Here the selection is read once into (path, column) pairs, and a row is
 * a loop over them.
 *
 * Decoding is drizzle's own: the values drizzle reads as text (timestamps, dates, intervals and their arrays) are
 * asked as text of the driver, and every value goes through its column's `mapFromDriverValue`. Only selections of
 * columns and tables (nested in objects) over inner joins qualify: an outer join's nulled-out objects and SQL
 * expressions' decoders are drizzle's business, and those selects keep drizzle's mapping (`decoderOf` answers null).
 */
import { Column, getTableColumns, is, Table } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/** Types drizzle's node-postgres and PGlite drivers ask as text, to decode in the column. */
const TEXT_TYPES = [
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
];
const asText = (value: unknown) => value;
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.includes(oid) ? asText : pg.types.getTypeParser(oid, format),
};
const pgliteParsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, asText]));

interface Leaf {
  path: string[];
  column: Column;
}

/** The selection's columns in the order drizzle selects them (its fields' own order), or null if not all columns. */
function leavesOf(fields: Record<string, unknown>, prefix: string[] = []): Leaf[] | null {
  const leaves: Leaf[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const path = [...prefix, name];
    let found: Leaf[] | null;
    if (is(field, Column)) found = [{ path, column: field }];
    else if (is(field, Table)) found = leavesOf(getTableColumns(field), path);
    else if (field && typeof field === 'object' && Object.getPrototypeOf(field) === Object.prototype)
      found = leavesOf(field as Record<string, unknown>, path);
    else found = null;
    if (!found) return null;
    leaves.push(...found);
  }
  return leaves;
}

/** A row as the driver answers it in array mode, decoded into the selection's shape. */
export type RowDecoder<Row> = (values: unknown[]) => Row;

/**
 * The decoder of a select's rows, or null when drizzle must map them: `fields` is what the select was given, `text`
 * its SQL (an outer join there leaves the mapping to drizzle, which nulls the objects of unmatched rows).
 */
export function decoderOf<Row>(fields: Record<string, unknown>, text: string): RowDecoder<Row> | null {
  if (/\b(left|right|full)\s+(outer\s+)?join\b/i.test(text)) return null;
  const leaves = leavesOf(fields);
  if (!leaves || leaves.length === 0) return null;
  const columns = leaves.map((l) => l.column);
  const parents = leaves.map((l) => l.path.slice(0, -1));
  const names = leaves.map((l) => l.path[l.path.length - 1] as string);
  const n = leaves.length;
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      let node = row;
      for (const key of parents[i] as string[]) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      const value = values[i];
      node[names[i] as string] = value === null ? null : (columns[i] as Column).mapFromDriverValue(value);
    }
    return row as Row;
  };
}

interface PgQueryable {
  query(config: pg.QueryArrayConfig & { name: string; types: typeof pgTypes }): Promise<{ rows: unknown[][] }>;
}
interface PgliteQueryable {
  query(text: string, values: unknown[], options: object): Promise<{ rows: unknown[][] }>;
}

/**
 * Runs `text` with `values` on the database's own driver in array mode, named `name` on PostgreSQL (parsed once per
 * connection), and decodes each row; null when the database has no driver of its own (a transaction).
 */
export async function decodedRows<Row>(
  db: Db,
  statement: { name: string; text: string; values: unknown[] },
  decode: RowDecoder<Row>,
): Promise<Row[] | null> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client) return null;
  const { rows } =
    client instanceof pg.Pool
      ? await (client as unknown as PgQueryable).query({ ...statement, rowMode: 'array', types: pgTypes })
      : await (client as PgliteQueryable).query(statement.text, statement.values, {
          rowMode: 'array',
          parsers: pgliteParsers,
        });
  const decoded: Row[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) decoded[i] = decode(rows[i] as unknown[]);
  return decoded;
}
