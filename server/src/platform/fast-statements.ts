import { Column, DrizzleQueryError, getTableName, is, Param, Placeholder, SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * A kept statement executed without drizzle's per-call machinery (issue 10 item 5). Drizzle builds the statement
 * once; each call of a list page then only fills its placeholders and maps its rows. Drizzle's own execute walks
 * every cell through generic checks (`is(field, Column)` per value, a path iterator, tracing spans, a cache layer):
 * under load that was the largest share of the portal's own JavaScript per list request after Fastify. The
 * statement's text, parameters, type parsers and result shape are drizzle's, read off its prepared query, so the
 * rows are the ones drizzle would answer (fast-statements.test.ts compares both on every list).
 */
export interface Statement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** What drizzle's node-postgres prepared query holds (drizzle-orm/node-postgres/session.js). */
interface NodePgPrepared {
  client: unknown;
  queryString: string;
  params: unknown[];
  logger: { logQuery(sql: string, params: unknown[]): void };
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  queryConfig: { name?: string; types: unknown };
}

/**
 * Drizzle's prepared `statement`, or the same statement executed directly on the pool when it runs on a
 * PostgreSQL server. Anything else (PGlite, a transaction's client, a statement without fields) keeps drizzle's own
 * execute: those are not the paths a server under load takes.
 */
export function fastStatement<Row>(statement: Statement<Row>): Statement<Row> {
  const p = statement as unknown as NodePgPrepared;
  if (!(p.client instanceof pg.Pool) || !p.fields || p.customResultMapper || !p.queryConfig) return statement;
  const pool = p.client;
  const fill = compileFill(p.params);
  const mapRow = compileMapper(p.fields, p.joinsNotNullableMap);
  const { name, types } = p.queryConfig;
  const text = p.queryString;
  return {
    async execute(values) {
      const params = fill(values);
      p.logger.logQuery(text, params);
      let result: pg.QueryResult;
      try {
        result = await pool.query({ name, text, values: params, rowMode: 'array', types } as pg.QueryConfig);
      } catch (error) {
        // As drizzle answers a failed statement: its text and values, the driver's error as the cause.
        throw new DrizzleQueryError(text, params, error as Error);
      }
      return (result.rows as unknown as unknown[][]).map(mapRow) as Row[];
    },
  };
}

/** drizzle's fillPlaceholders, decided once per parameter instead of per call. */
function compileFill(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const fillers = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) {
      const key = param.name;
      return (values) => placeholderValue(values, key);
    }
    if (is(param, Param) && is(param.value, Placeholder)) {
      const key = param.value.name;
      const encoder = param.encoder;
      return (values) => encoder.mapToDriverValue(placeholderValue(values, key));
    }
    return () => param;
  });
  return (values) => fillers.map((f) => f(values));
}

function placeholderValue(values: Record<string, unknown>, key: string) {
  if (!(key in values)) throw new Error(`No value for placeholder "${key}" was provided`);
  return values[key];
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** An SQL field's decoder (drizzle keeps it on the instance; its type does not say so). */
type Coded = { decoder: Decoder };

/**
 * drizzle's mapResultRow (drizzle-orm/utils.js), with each column's decoder, object and key found once: nested
 * objects per path, null for a left-joined table whose first selected column is null (its whole object), as drizzle
 * decides it.
 */
function compileMapper(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  // Every object a row holds (the row itself first, then one per path prefix), so a row's objects are made at once
  // and each value goes straight into its own; a decoder that only returns its value is not called.
  const objects: { parent: number; key: string }[] = [{ parent: -1, key: '' }];
  const objectOf = new Map<string, number>([['', 0]]);
  const objectIndex = (path: string[]): number => {
    const id = path.join('\u0000');
    const known = objectOf.get(id);
    if (known !== undefined) return known;
    const parent = objectIndex(path.slice(0, -1));
    const index = objects.push({ parent, key: path[path.length - 1] as string }) - 1;
    objectOf.set(id, index);
    return index;
  };
  const columns = fields.map(({ path, field }) => {
    const decoder = (
      is(field, Column)
        ? { decoder: field }
        : is(field, SQL)
          ? (field as unknown as Coded)
          : ((field as { sql?: Coded; _?: { sql: Coded } }).sql ?? (field as { _: { sql: Coded } })._.sql)
    ).decoder as Decoder;
    const before = objects.length;
    const object = objectIndex(path.slice(0, -1));
    return {
      object,
      key: path[path.length - 1] as string,
      decoder: decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder,
      // The objects this column's path opens, linked to their parents here, so keys keep drizzle's order.
      opens: objects.slice(before).map((o, i) => ({ ...o, index: before + i })),
    };
  });
  // Per nested object (path of two), drizzle nulls it when its first column is null, unless its columns come from
  // more than one table or its table is joined as not nullable.
  const nullable: { object: string; index: number }[] = [];
  if (joinsNotNullableMap) {
    const seen = new Map<string, { index: number; table: string | false }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const object = path[0] as string;
      const table = getTableName(field.table);
      const known = seen.get(object);
      if (!known) seen.set(object, { index, table });
      else if (known.table !== table) known.table = false;
    });
    for (const [object, { index, table }] of seen) {
      if (table !== false && !joinsNotNullableMap[table]) nullable.push({ object, index });
    }
  }
  return (row) => {
    const made: Record<string, unknown>[] = [];
    for (let i = 0; i < objects.length; i++) made.push({});
    for (let i = 0; i < columns.length; i++) {
      const { object, key, decoder, opens } = columns[i] as (typeof columns)[number];
      for (const o of opens) (made[o.parent] as Record<string, unknown>)[o.key] = made[o.index];
      const raw = row[i];
      (made[object] as Record<string, unknown>)[key] = raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw);
    }
    const result = made[0] as Record<string, unknown>;
    for (const { object, index } of nullable) if (row[index] === null) result[object] = null;
    return result;
  };
}
