import type { SortDirection } from '@portal/contracts';
import { count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { fastStatement, type Statement } from './fast-statements.ts';

/**
 * How a shaped statement gets a value: a placeholder bound at each call (`sql.placeholder`), or, for a statement run
 * once (a planner's estimate), the value itself. Write conditions as `eq(column, bind('status'))`.
 */
export type Bind = (name: string) => SQLWrapper;

/** Beyond this many matching rows a filtered list answers "10,000+" instead of counting on (issue 10). */
export const COUNT_CAP = 10_000;

/** What a list's shape is: the JSON of everything that steers its SQL text (which filters are set, the sort). */
export type Shape = Record<string, string | number | boolean | null>;

export interface ShapedIdsSpec<S extends Shape> {
  /** `select { id } from ... where ...` with the joins and conditions `shape` asks for; every value through `bind`. */
  matching: (db: Db, shape: S, bind: Bind) => PgSelect;
  /** The same ids in the list's order (`matching` plus the sort's joins and ORDER BY). */
  ordered: (db: Db, shape: S, bind: Bind) => PgSelect;
}

/** Shapes kept per list and database; a list has a few dozen (filters set x sorts), so the cap is a safety net. */
const SHAPES_KEPT = 256;
const placeholder: Bind = (name) => sql.placeholder(name);
/** Binds each name to its value in `values` (a statement built for one run). */
export const inline =
  (values: Record<string, unknown>): Bind =>
  (name) =>
    sql.param(values[name]);

function perShape<S extends Shape, Row>(build: (db: Db, shape: S) => { prepare(name: string): Statement<Row> }) {
  const kept = new WeakMap<Db, Map<string, Statement<Row>>>();
  return (db: Db, shape: S, key: string): Statement<Row> => {
    let byShape = kept.get(db);
    if (!byShape) {
      byShape = new Map();
      kept.set(db, byShape);
    }
    let statement = byShape.get(key);
    if (!statement) {
      if (byShape.size >= SHAPES_KEPT) byShape.clear();
      // Unnamed (''): PostgreSQL plans every call with its values, as before; a named statement could switch to a
      // generic plan, and one plan does not fit a rare filter value and a common one alike.
      statement = fastStatement(build(db, shape).prepare(''));
      byShape.set(key, statement);
    }
    return statement;
  };
}

/** What names a shape among a list's kept statements: its JSON. */
export const shapeKey = (shape: Shape) => JSON.stringify(shape);

/** Numbers each list, to name its estimates (list.ts). */
let lists = 0;

/**
 * The id statements of a list (its page and its capped count), built by drizzle once per database and shape and
 * then only executed with each call's values: building them was the largest cost of a list request in the portal's
 * own code (issue 10: a profile of the providers list put 30% of its JavaScript time in drizzle building SQL).
 * The builders see the shape and never a value, so a cached statement cannot carry one caller's values (a
 * provider's own scope, a search) to another: every value is bound at execution.
 */
export function shapedIds<S extends Shape>(spec: ShapedIdsSpec<S>) {
  const list = ++lists;
  const page = perShape<S, { id: string }>(
    (db, shape) =>
      spec
        .ordered(db, shape, placeholder)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')) as unknown as { prepare(name: string): Statement<{ id: string }> },
  );
  const counted = perShape<S, { n: number }>((db, shape) =>
    db.select({ n: count() }).from(
      spec
        .matching(db, shape, placeholder)
        .limit(COUNT_CAP + 1)
        .as('matching'),
    ),
  );
  // `key` is the shape's JSON (shapeKey), written once per request by its caller.
  return {
    page: (db: Db, shape: S, key: string, values: Record<string, unknown>, limit: number, offset: number) =>
      page(db, shape, key).execute({ ...values, limit, offset }),
    count: async (db: Db, shape: S, key: string, values: Record<string, unknown>) =>
      (await counted(db, shape, key).execute(values))[0]?.n ?? 0,
    /** Names one list, shape and values for the planner's estimate kept a while (list.ts). */
    estimateKey: (key: string, values: Record<string, unknown>) =>
      `shaped ${list}\u0000${key}\u0000${JSON.stringify(values)}`,
    /** The matching ids' query with the values written in (for a planner's estimate, run once in a while). */
    matchingWith: (db: Db, shape: S, values: Record<string, unknown>) => spec.matching(db, shape, inline(values)),
  };
}
export type ShapedIds<S extends Shape> = ReturnType<typeof shapedIds<S>>;

/** A filter value that applies: set and not empty (a `false` flag is no filter). */
export const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

/**
 * A list's filter conditions as one table, name -> condition of the bound value: a condition applies when its value
 * is set. The table gives both the shape's part (which are set) and the conditions, so a list states each filter once.
 */
export function filterTable<K extends string>(table: Record<K, (value: SQLWrapper) => SQL | SQL[]>) {
  const names = Object.keys(table) as K[];
  return {
    shapeOf: (values: Partial<Record<K, unknown>>) => {
      const shape = {} as Record<K, boolean>;
      for (const name of names) shape[name] = isSet(values[name]);
      return shape;
    },
    conditions: (shape: Record<K, boolean>, bind: Bind): SQL[] =>
      names.filter((name) => shape[name]).flatMap((name) => table[name](bind(name))),
  };
}

export type FilterTable<K extends string> = ReturnType<typeof filterTable<K>>;

/** The sort part of a list's shape: the body's sort, or the list's default (descending unless told). */
export const sortShape = <S extends string>(
  body: { sortBy?: S; sortDirection?: SortDirection },
  sortBy: S,
  sortDirection: SortDirection = 1,
) => ({ sortBy: body.sortBy ?? sortBy, sortDirection: body.sortDirection ?? sortDirection });

/** A provider's own list: their id is the `owner` value and replaces any provider filter the body sends. */
export function ownScope(ownerId: string | undefined) {
  if (ownerId === undefined) return {};
  // An empty id would read as "no filter" and widen a provider's list to everyone's rows.
  if (!ownerId) throw new Error('a provider scope without a provider id');
  return { owner: ownerId, providerId: undefined };
}
