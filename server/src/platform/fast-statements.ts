import { Column, DrizzleQueryError, getTableName, is, Param, Placeholder, SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * A kept statement executed without drizzle's per-call machinery (issue 10 item 5). Drizzle builds the statement
 * once; each call of a list page then only fills its placeholders and maps its rows. Drizzle's own execute walks
 * every cell through generic checks (`is(field, Column)` per value, a path iterator, tracing spans, a cache layer):
 * under load that was the largest share of the portal's own JavaScript per list request after Fastify. The
 * statement's text, parameters, type parsers and result shape are drizzle's, read off its prepared query, so the
 * rows are the ones drizzle would answer (fast-statements.test.ts compares both paths on the same driver rows).
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
 * drizzle's mapResultRow (drizzle-orm/utils.js) compiled once per statement into one function of object literals:
 * nested objects per path in drizzle's key order, a decoder called only when it does more than return its value,
 * and null for a left-joined table whose first selected column is null (its whole object), as drizzle decides it.
 * Generated code because a row built from literals of one fixed shape is what V8 makes and reads fastest; the
 * keys come from the statement's own select (never from a caller) and are written as JSON strings.
 */
function compileMapper(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  type Node = { index: number } | Map<string, Node>;
  const root = new Map<string, Node>();
  const decoders: (Decoder | null)[] = fields.map(({ path, field }, index) => {
    let parent = root;
    for (const key of path.slice(0, -1)) {
      let child = parent.get(key);
      if (!(child instanceof Map)) {
        child = new Map();
        parent.set(key, child);
      }
      parent = child;
    }
    parent.set(path[path.length - 1] as string, { index });
    const decoder = (
      is(field, Column)
        ? { decoder: field }
        : is(field, SQL)
          ? (field as unknown as Coded)
          : ((field as { sql?: Coded; _?: { sql: Coded } }).sql ?? (field as { _: { sql: Coded } })._.sql)
    ).decoder as Decoder;
    return decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder;
  });
  const nulledBy = nullableObjects(fields, joinsNotNullableMap);
  const value = (i: number) =>
    decoders[i] ? `(r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}]))` : `r[${i}]`;
  const literal = (node: Map<string, Node>, top: boolean): string =>
    `{${[...node]
      .map(([key, child]) => {
        if (!(child instanceof Map)) return `${JSON.stringify(key)}: ${value(child.index)}`;
        const nulled = top ? nulledBy.get(key) : undefined;
        const object = literal(child, false);
        return `${JSON.stringify(key)}: ${nulled === undefined ? object : `r[${nulled}] === null ? null : ${object}`}`;
      })
      .join(', ')}}`;
  return new Function('d', `return (r) => (${literal(root, true)});`)(decoders);
}

/**
 * The top-level objects drizzle nulls, each with the column that decides: an object (path of two) is null when its
 * first column is, unless its columns come from more than one table or its table is joined as not nullable.
 */
function nullableObjects(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): Map<string, number> {
  const nullable = new Map<string, number>();
  if (!joinsNotNullableMap) return nullable;
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
    if (table !== false && !joinsNotNullableMap[table]) nullable.set(object, index);
  }
  return nullable;
}
