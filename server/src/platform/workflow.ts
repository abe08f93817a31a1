import { canApply, transitionRefusal, type Workflow } from '@portal/contracts';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { type AuditEvent, type AuditRowRaw, audit, auditEventOf } from './audit.ts';
import type { Ctx } from './context.ts';
import { conflict, notFound } from './errors.ts';
import type { AfterCommit, FanOutCtx, StatusChange } from './events.ts';

/** A table whose rows move through a workflow: by convention an `id`, a `status` and an `updatedAt` column. */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn; updatedAt: AnyPgColumn };

/** One entity's workflow as the engine sees it: the table from contracts and where its rows live. */
export interface WorkflowTarget<S extends string, A extends string> {
  workflow: Workflow<S, A>;
  table: StatusTable;
  /** `audit_events.entity_type` of its events. */
  entityType: string;
  /** The 404 message when the row does not exist (or is outside the caller's reach). */
  notFound: string;
  /**
   * The module's typed events for the rows a transition moved (one call per transition or batch), run in its
   * transaction after the audit rows; returns what they deliver after the commit.
   */
  onMoved?: (tx: Db, ctx: FanOutCtx, moved: Moved<S>[]) => Promise<AfterCommit>;
}

/** One row a transition moved, as `onMoved` hears it. */
export type Moved<S extends string> = StatusChange<S> & { id: string };

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
  const { from, after } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: table.status })
      .from(table as PgTable)
      .where(and(eq(table.id, req.id), req.where))
      .for('update');
    if (!row) throw notFound(target.notFound);
    const current = row.status as S;
    if (!canApply(workflow, req.action, current))
      throw conflict(transitionRefusal(workflow, req.action, current), 'TRANSITION_NOT_ALLOWED');
    const moved = await tx
      .update(table as PgTable)
      .set({ ...req.set, status: rule.to, updatedAt: new Date() } as never)
      .where(and(eq(table.id, req.id), inArray(table.status, [...rule.from])))
      .returning({ id: table.id });
    // Unreachable while the row is locked; kept so the UPDATE alone would still never apply a transition twice.
    if (moved.length === 0) throw conflict(transitionRefusal(workflow, req.action, current), 'TRANSITION_NOT_ALLOWED');
    const event = await audit(tx, ctx, {
      action: req.auditAction ?? req.action,
      entityType: target.entityType,
      entityId: req.id,
      actorName: req.actorName,
      before: { status: current, ...req.auditBefore },
      after: { status: rule.to, ...req.auditAfter },
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
  ids: readonly string[];
  action: A;
  auditAction?: string;
  /** Columns set with the status, by property name; values are bound parameters or SQL (`now()`). */
  set?: Record<string, unknown>;
  actorId: string | null;
  actorName: string | null;
  /**
   * A further data-modifying statement run as part of the same one (a CTE), reading `moved (id, old_status)`:
   * the bulk approval records each item's outcome there.
   */
  alsoRun?: SQL;
}

const columnName = (table: StatusTable, key: string) => {
  const col = (table as unknown as Record<string, AnyPgColumn | undefined>)[key];
  if (!col) throw new Error(`${getTableName(table)} has no column ${key}`);
  return sql.identifier(col.name);
};

/**
 * The set-based variant: one transition applied to many rows in ONE statement (conditional UPDATE, audit rows
 * inserted from its RETURNING, and the caller's `alsoRun`), then the target's `onMoved` once for the whole set.
 * Rows not in a `from` status are left alone. Call it inside the caller's transaction; deliver the returned work
 * after the commit.
 */
export async function applyTransitionMany<S extends string, A extends string>(
  tx: Db,
  ctx: FanOutCtx,
  target: WorkflowTarget<S, A>,
  req: ManyTransitionRequest<A>,
): Promise<{ events: AuditEvent[]; deliver: AfterCommit }> {
  if (req.ids.length === 0) return { events: [], deliver: () => {} };
  const { table, workflow } = target;
  const rule = workflow.transitions[req.action];
  const t = sql.identifier(getTableName(table));
  const [id, status, updatedAt] = [
    columnName(table, 'id'),
    columnName(table, 'status'),
    columnName(table, 'updatedAt'),
  ];
  const assignments = Object.entries(req.set ?? {}).map(([key, value]) => sql`${columnName(table, key)} = ${value}`);
  const idArray = sql`ARRAY[${sql.join(
    req.ids.map((x) => sql`${x}::uuid`),
    sql`, `,
  )}]`;
  const fromList = sql.join(
    rule.from.map((s) => sql`${s}`),
    sql`, `,
  );
  const res = await tx.execute(sql`
    WITH moved AS (
      UPDATE ${t} AS cur SET ${sql.join([sql`${status} = ${rule.to}`, sql`${updatedAt} = now()`, ...assignments], sql`, `)}
      FROM ${t} AS old
      WHERE old.${id} = cur.${id} AND cur.${id} = ANY(${idArray}) AND cur.${status} IN (${fromList})
      RETURNING cur.${id} AS id, old.${status} AS old_status
    ), audited AS (
      INSERT INTO audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
      SELECT gen_random_uuid(), now(), ${req.actorId}::uuid, ${req.actorName}::text, ${req.auditAction ?? req.action},
             ${target.entityType}, id::text,
             jsonb_build_array(jsonb_build_object('field', 'status', 'old', old_status, 'new', ${rule.to}::text))
      FROM moved
      RETURNING *
    )${req.alsoRun ? sql`, also AS (${req.alsoRun})` : sql``}
    SELECT * FROM audited`);
  const events = (res as unknown as { rows: AuditRowRaw[] }).rows.map(auditEventOf);
  const moved = events.map((e) => ({
    id: e.entityId,
    from: e.changes.find((c) => c.field === 'status')?.old as S,
    to: rule.to,
    action: e.action,
    actorName: e.actorName,
  }));
  const deliver = moved.length ? await target.onMoved?.(tx, ctx, moved) : undefined;
  return { events, deliver: deliver ?? (() => {}) };
}
