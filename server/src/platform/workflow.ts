import { type ArchiveAction, type ArchiveStatus, canApply, transitionRefusal, type Workflow } from '@portal/contracts';
import { and, eq, getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { type AuditEvent, type AuditRowRaw, audit, auditEventOf } from './audit.ts';
import type { Ctx } from './context.ts';
import { conflict, notFound } from './errors.ts';
import type { AfterCommit, FanOutCtx, StatusChange } from './events.ts';
import { timeOrderedId } from './sql-values.ts';

/** A table whose rows move through a workflow: by convention an `updatedAt` column, and a `status` column. */
type StatusTable = StampedTable & { status: AnyPgColumn };
/** A table whose status is a stamp (see `StatusStamp`) needs no `status` column. */
type StampedTable = PgTable & { updatedAt: AnyPgColumn };

/**
 * A status kept as a timestamp rather than in `status`: archived while `archived_at` is set, active while it is
 * null. Moving to `whenSet` stamps it with now(), to `whenNull` clears it. The audit records it as a yes/no field
 * (`archived: false -> true`), the way the record's history has always shown it.
 */
interface StatusStamp<S extends string> {
  column: AnyPgColumn;
  whenSet: S;
  whenNull: S;
  audited: string;
}

interface TargetBase<S extends string, A extends string> {
  workflow: Workflow<S, A>;
  /** `audit_events.entity_type` of its events. */
  entityType: string;
  /** The 404 message when the row does not exist (or is outside the caller's reach). */
  notFound: string;
  /**
   * The module's typed events for the rows a transition moved (one call per transition or batch), run in its
   * transaction after the audit rows; returns what they deliver after the commit.
   */
  onMoved?(tx: Db, ctx: FanOutCtx, moved: Moved<S>[]): Promise<AfterCommit>;
  /** A condition every row of this target meets (the report of a report item's status). */
  scope?: SQL;
  /**
   * Columns (uuid or text) `onMoved` reads of each moved row, by payload name: a set-based move returns them with
   * its moves, so its listeners' payloads need no second read of the rows.
   */
  movedKeys?: Record<string, AnyPgColumn>;
}

/** One row a transition moved, as `onMoved` hears it; `keys`: its `movedKeys` when a set-based move returned them. */
export type Moved<S extends string> = StatusChange<S> & { id: string; keys?: Record<string, unknown> };

/** Where a table's rows live: by their `id` column or, for a table keyed otherwise, the column named as `key`. */
type Keyed<T extends PgTable> = { table: T & { id: AnyPgColumn }; key?: undefined } | { table: T; key: AnyPgColumn };

/**
 * One entity's workflow as the engine sees it: the table from contracts and where its rows live. The status is the
 * table's `status` column or, when the status is a timestamp (archive and reinstate), its `stamp`.
 */
export type WorkflowTarget<S extends string, A extends string> = TargetBase<S, A> &
  (({ stamp?: undefined } & Keyed<StatusTable>) | ({ stamp: StatusStamp<S> } & Keyed<StampedTable>));

/** Archive and reinstate of a table that stamps `archived_at` instead of keeping a `status`. */
export const archiveTarget = (t: {
  workflow: Workflow<ArchiveStatus, ArchiveAction>;
  table: StampedTable & { id: AnyPgColumn; archivedAt: AnyPgColumn };
  entityType: string;
  notFound: string;
}): WorkflowTarget<ArchiveStatus, ArchiveAction> => ({
  ...t,
  stamp: { column: t.table.archivedAt, whenSet: 'archived', whenNull: 'active', audited: 'archived' },
});

/** The column a target's rows are found by: `key`, else `id`. */
export const keyOf = (target: WorkflowTarget<string, string>): AnyPgColumn => target.key ?? target.table.id;

/** The row's status as SQL: the `status` column, or what its stamp says. */
const statusSql = <S extends string>(target: WorkflowTarget<S, string>): SQL =>
  target.stamp
    ? sql`(CASE WHEN ${target.stamp.column} IS NULL THEN ${target.stamp.whenNull} ELSE ${target.stamp.whenSet} END)`
    : sql`${target.table.status}`;

const propertyOf = (table: PgTable, column: AnyPgColumn) => {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${getTableName(table)} has no column ${column.name}`);
  return entry[0];
};

/** The columns that put a row in status `to` (by property name, for the query builder). */
const statusValues = <S extends string>(target: WorkflowTarget<S, string>, to: S): Record<string, unknown> =>
  target.stamp
    ? { [propertyOf(target.table, target.stamp.column)]: to === target.stamp.whenSet ? sql`now()` : null }
    : { status: to };

/** What the audit records of a status: the status, or the stamp's yes/no field. */
const auditedStatus = <S extends string>(target: WorkflowTarget<S, string>, status: S): Record<string, unknown> =>
  target.stamp ? { [target.stamp.audited]: status === target.stamp.whenSet } : { status };

export interface TransitionRequest<A extends string> {
  id: string;
  action: A;
  /** The audited action when it says more than the table's ('facility-approve'); defaults to `action`. */
  auditAction?: string;
  /** Columns set with the status (property names of the table); SQL values are allowed (`revision + 1`). */
  set?: Record<string, unknown>;
  /** Further conditions (a provider's scope): a row they exclude is not found. */
  where?: SQL;
  /** Fields recorded in the audit event besides the status. */
  auditBefore?: Record<string, unknown>;
  auditAfter?: Record<string, unknown>;
  /** Who acted when nobody is signed in (a facility approver's typed name). */
  actorName?: string;
  /** More work in the same transaction (link tokens, items); it may return work for after the commit. */
  effects?: (tx: Db) => Promise<AfterCommit | undefined>;
}

type EngineCtx = Pick<Ctx, 'db' | 'user'> & FanOutCtx;

/**
 * Applies one transition of `target`'s table to one row, all in one transaction: locks the row, refuses an action
 * the table does not allow from its current status (409 naming both), moves it with a conditional UPDATE
 * (`WHERE status IN (from)`), writes the audit event, runs the caller's effects and the target's `onMoved` (its
 * typed events). Deliveries run after the commit. Returns the status it moved from and to.
 */
export async function applyTransition<S extends string, A extends string>(
  ctx: EngineCtx,
  target: WorkflowTarget<S, A>,
  req: TransitionRequest<A>,
): Promise<{ from: S; to: S }> {
  const { table, workflow } = target;
  const rule = workflow.transitions[req.action];
  const key = keyOf(target);
  const status = statusSql(target);
  const { from, after } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: sql<S>`${status}` })
      .from(table as PgTable)
      .where(and(eq(key, req.id), target.scope, req.where))
      .for('update');
    if (!row) throw notFound(target.notFound);
    const current = row.status;
    if (!canApply(workflow, req.action, current))
      throw conflict(transitionRefusal(workflow, req.action, current), 'TRANSITION_NOT_ALLOWED');
    const moved = await tx
      .update(table as PgTable)
      .set({ ...req.set, ...statusValues(target, rule.to), updatedAt: new Date() } as never)
      .where(and(eq(key, req.id), target.scope, inArray(status, [...rule.from])))
      .returning({ id: key });
    // Unreachable while the row is locked; kept so the UPDATE alone would still never apply a transition twice.
    if (moved.length === 0) throw conflict(transitionRefusal(workflow, req.action, current), 'TRANSITION_NOT_ALLOWED');
    const event = await audit(tx, ctx, {
      action: req.auditAction ?? req.action,
      entityType: target.entityType,
      entityId: req.id,
      actorName: req.actorName,
      before: { ...auditedStatus(target, current), ...req.auditBefore },
      after: { ...auditedStatus(target, rule.to), ...req.auditAfter },
    });
    const effectsDone = req.effects ? await req.effects(tx) : undefined;
    const told = await target.onMoved?.(tx, ctx, [
      { id: req.id, from: current, to: rule.to, action: event.action, actorName: event.actorName },
    ]);
    return { from: current, after: [effectsDone, told] };
  });
  for (const deliver of after) await deliver?.();
  return { from, to: rule.to };
}

export interface ManyTransitionRequest<A extends string> {
  /**
   * The rows to move: their ids, or SQL answering them (column `id`), run as the statement's first CTE `picked`
   * (a run's pending items, locked), so no id travels to the server and back.
   */
  ids: readonly string[] | SQL;
  action: A;
  auditAction?: string;
  /** Columns set with the status, by property name; values are bound parameters or SQL (`now()`). */
  set?: Record<string, unknown>;
  actorId: string | null;
  actorName: string | null;
  /**
   * A further data-modifying statement run as part of the same one (a CTE), reading `moved (id, old_status,
   * new_status, action)` and, when `ids` is SQL, `picked` (`id` and whatever else it answers, such as a row address):
   * a transition run records each item's outcome there.
   */
  alsoRun?: SQL;
}

const ident = (column: AnyPgColumn) => sql.identifier(column.name);

/**
 * A row a set-based statement moved, as it answers it when asked for its moves rather than its audit rows: each of
 * the target's `movedKeys` as a text column of its own (`key_<name>`), which the driver reads without parsing JSON.
 */
type MovedRow = {
  id: string | null;
  old_status: string;
  new_status: string;
  action: string;
  picked?: number;
} & Record<`key_${string}`, unknown>;

const keyColumn = (name: string) => sql.identifier(`key_${name}`);

/** The audit row's `changes` of a move from `from` to `to`, as the set-based statement writes it. */
const statusChange = <S extends string>(target: WorkflowTarget<S, string>, from: S, to: S) =>
  target.stamp
    ? { field: target.stamp.audited, old: from === target.stamp.whenSet, new: to === target.stamp.whenSet }
    : { field: 'status', old: from, new: to };

/**
 * A set-based transition statement over `target`'s table: one UPDATE of the rows `where` picks (alias `cur`, the row
 * as updated; `from` may join more), its audit rows inserted from its RETURNING, and the caller's `alsoRun` reading
 * `moved (id, old_status, new_status, action)`; `picked`, when given, is its first CTE (the ids to move). `oldStatus`
 * is the status a row moved from, as the caller knows it (the one `from` status, a joined rule's), or 'read' to read
 * it from the row as it was (a self-join, `old`). Answers the audit events (each with its row's `movedKeys`), or
 * only the moves (`moves`: nothing read back of the audit rows; with `picked`, one row more carries its count).
 */
async function moveSetBased<S extends string>(
  tx: Db,
  target: WorkflowTarget<S, string>,
  q: {
    to: SQL;
    action: SQL;
    from?: SQL;
    oldStatus: SQL | 'read';
    where: (status: SQL) => SQL;
    set?: Record<string, unknown>;
    actorId: string | null;
    actorName: string | null;
    alsoRun?: SQL;
    picked?: SQL;
    /** The audit rows' `changes` when every row makes the same move (one value, not one built per row). */
    changes?: SQL;
    answer: 'events' | 'moves';
  },
): Promise<unknown[]> {
  const { table, stamp } = target;
  // The scope's SQL names the table itself, which the aliased statement cannot; no set-based caller needs one.
  if (target.scope) throw new Error(`${target.entityType}: set-based transitions take a target without a scope`);
  const t = sql.identifier(getTableName(table));
  const id = ident(keyOf(target));
  const statusAt = (alias: 'cur' | 'old') =>
    stamp
      ? sql`(CASE WHEN ${sql.raw(alias)}.${ident(stamp.column)} IS NULL THEN ${stamp.whenNull}::text ELSE ${stamp.whenSet}::text END)`
      : sql`${sql.raw(alias)}.${ident(table.status)}`;
  const setStatus = stamp
    ? sql`${ident(stamp.column)} = CASE WHEN ${q.to} = ${stamp.whenSet}::text THEN now() END`
    : sql`${ident(table.status)} = ${q.to}`;
  const change = stamp
    ? sql`jsonb_build_object('field', ${stamp.audited}::text, 'old', old_status = ${stamp.whenSet}::text,
        'new', new_status = ${stamp.whenSet}::text)`
    : sql`jsonb_build_object('field', 'status', 'old', old_status, 'new', new_status)`;
  const assignments = Object.entries(q.set ?? {}).map(
    ([key, value]) => sql`${ident(getTableColumns(table)[key] ?? missing(table, key))} = ${value}`,
  );
  const from = [...(q.oldStatus === 'read' ? [sql`${t} AS old`] : []), ...(q.from ? [q.from] : [])];
  const events = q.answer === 'events';
  // Only moves are answered with their keys; the audit events' callers read none.
  const keys = events
    ? []
    : Object.entries(target.movedKeys ?? {}).map(
        ([name, column]) => sql`cur.${ident(column)}::text AS ${keyColumn(name)}`,
      );
  const answer = events
    ? sql`SELECT * FROM audited`
    : q.picked
      ? sql`SELECT moved.*, n.picked FROM (SELECT count(*)::int AS picked FROM picked) n LEFT JOIN moved ON true`
      : sql`SELECT * FROM moved`;
  const res = await tx.execute(sql`
    WITH ${q.picked ? sql`picked AS (${q.picked}), ` : sql``}moved AS (
      UPDATE ${t} AS cur SET ${sql.join([setStatus, sql`${ident(table.updatedAt)} = now()`, ...assignments], sql`, `)}
      ${from.length ? sql`FROM ${sql.join(from, sql`, `)}` : sql``}
      WHERE ${q.oldStatus === 'read' ? sql`old.${id} = cur.${id} AND ` : sql``}${q.where(statusAt('cur'))}
      RETURNING cur.${id} AS id, ${q.oldStatus === 'read' ? statusAt('old') : q.oldStatus}::text AS old_status,
        (${q.to})::text AS new_status,
        (${q.action})::text AS action${keys.length ? sql`, ${sql.join(keys, sql`, `)}` : sql``}
    ), audited AS (
      INSERT INTO audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
      SELECT ${timeOrderedId}, now(), ${q.actorId}::uuid, ${q.actorName}::text, action, ${target.entityType},
             id::text, ${q.changes ?? sql`jsonb_build_array(${change})`}
      FROM moved
      ${events ? sql`RETURNING *` : sql``}
    )${q.alsoRun ? sql`, also AS (${q.alsoRun})` : sql``}
    ${answer}`);
  return (res as unknown as { rows: unknown[] }).rows;
}

const missing = (table: PgTable, key: string): never => {
  throw new Error(`${getTableName(table)} has no column ${key}`);
};

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  );

/**
 * The set-based variant: one transition applied to many rows in ONE statement (conditional UPDATE, audit rows
 * inserted from its RETURNING, and the caller's `alsoRun`), then the target's `onMoved` once for the whole set.
 * Rows not in a `from` status are left alone. Call it inside the caller's transaction; deliver the returned work
 * after the commit. `picked`: how many ids `ids` answered when it is SQL (else how many were given).
 */
export async function applyTransitionMany<S extends string, A extends string>(
  tx: Db,
  ctx: FanOutCtx,
  target: WorkflowTarget<S, A>,
  req: ManyTransitionRequest<A>,
): Promise<{ moved: Moved<S>[]; picked: number; deliver: AfterCommit }> {
  const given = Array.isArray(req.ids) ? (req.ids as readonly string[]) : undefined;
  if (given?.length === 0) return { moved: [], picked: 0, deliver: () => {} };
  const rule = target.workflow.transitions[req.action];
  const [only, ...more] = rule.from;
  const key = sql`cur.${ident(keyOf(target))}`;
  const picks = given
    ? sql`${key} = ANY(${sql.param([...given])}::uuid[])`
    : sql`${key} = ANY(ARRAY(SELECT id FROM picked))`;
  const single = only !== undefined && more.length === 0;
  const rows = (await moveSetBased(tx, target, {
    to: sql`${rule.to}::text`,
    action: sql`${req.auditAction ?? req.action}::text`,
    // An action from one status needs no read of the row as it was, and writes one `changes` for all its rows.
    oldStatus: single ? sql`${only}::text` : 'read',
    changes: single ? sql`${JSON.stringify([statusChange(target, only, rule.to)])}::jsonb` : undefined,
    where: (status) => sql`${picks} AND ${status} IN (${textList(rule.from)})`,
    set: req.set,
    actorId: req.actorId,
    actorName: req.actorName,
    alsoRun: req.alsoRun,
    picked: given ? undefined : (req.ids as SQL),
    answer: 'moves',
  })) as MovedRow[];
  const names = Object.keys(target.movedKeys ?? {});
  const moved: Moved<S>[] = [];
  for (const r of rows) {
    if (r.id === null) continue;
    const m: Moved<S> = {
      id: r.id,
      from: r.old_status as S,
      to: r.new_status as S,
      action: r.action,
      actorName: req.actorName,
    };
    if (names.length) {
      const keys: Record<string, unknown> = {};
      for (const n of names) keys[n] = r[`key_${n}`];
      m.keys = keys;
    }
    moved.push(m);
  }
  const deliver = moved.length ? await target.onMoved?.(tx, ctx, moved) : undefined;
  return { moved, picked: given ? given.length : (rows[0]?.picked ?? 0), deliver: deliver ?? (() => {}) };
}

export interface ComputedTransitionRequest<A extends string> {
  /** SQL answering `id` and `target`: the status each of those rows should now be in. */
  targets: SQL;
  /** The actions that may move them; each (from, to) pair they list must be one action's alone. */
  actions: readonly A[];
  actorId: string | null;
  actorName: string | null;
}

/**
 * The set-based form for statuses a computation decides (a payment held while its cover is missing): every row
 * whose computed target differs from its status moves by the one listed action whose table row goes from its
 * status to that target, in ONE statement with an audit row each (the action's own name). A row no listed action
 * can move there is refused: it stays as it is and is not audited. Call it inside the caller's transaction; the
 * events answered are fanned out by the caller with its own.
 */
export async function applyComputedTransitions<S extends string, A extends string>(
  tx: Db,
  target: WorkflowTarget<S, A>,
  req: ComputedTransitionRequest<A>,
): Promise<AuditEvent[]> {
  const rules = req.actions.flatMap((action) => {
    const rule = target.workflow.transitions[action];
    return rule.from.map((from) => ({ action, from, to: rule.to }));
  });
  const pairs = new Set(rules.map((r) => `${r.from}>${r.to}`));
  if (pairs.size !== rules.length) throw new Error(`${target.entityType}: two actions make the same move`);
  if (rules.length === 0) return [];
  const values = sql.join(
    rules.map((r) => sql`(${r.action}::text, ${r.from}::text, ${r.to}::text)`),
    sql`, `,
  );
  const told = (await moveSetBased(tx, target, {
    to: sql`r.to_status`,
    action: sql`r.action`,
    from: sql`(${req.targets}) AS w, (VALUES ${values}) AS r (action, from_status, to_status)`,
    oldStatus: sql`r.from_status`,
    where: (status) => sql`w.id = cur.${ident(keyOf(target))} AND r.from_status = ${status}
      AND r.to_status = w.target::text AND w.target::text IS DISTINCT FROM ${status}`,
    actorId: req.actorId,
    actorName: req.actorName,
    answer: 'events',
  })) as AuditRowRaw[];
  return told.map((r) => auditEventOf(r));
}
