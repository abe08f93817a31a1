import { first } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.ts';
import { auditEvents, type FieldChange } from '../db/schema/index.ts';
import type { Ctx } from './context.ts';

/** Fields whose values never reach the audit trail; a change to them is recorded as changed, without values. */
const SECRET = /password|token|secret|hash/i;

type Values = Record<string, unknown> | null | undefined;

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** The fields that differ between two versions of a record, old and new values side by side. */
export function diff(before: Values, after: Values): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (field === 'updatedAt' || field === 'createdAt') continue;
    const o = comparable(before?.[field] ?? null);
    const n = comparable(after?.[field] ?? null);
    if (JSON.stringify(o) === JSON.stringify(n)) continue;
    changes.push(SECRET.test(field) ? { field, old: null, new: null } : { field, old: o, new: n });
  }
  return changes;
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before?: Values;
  after?: Values;
  /** Who acted when nobody is signed in (a facility approver typing their name). */
  actorName?: string;
}

export type AuditEvent = typeof auditEvents.$inferSelect;

/**
 * Writes one audit event (the record's history); call it with the mutation's own transaction so both commit or
 * neither. What other modules react to is the module's typed event (platform/events.ts), emitted beside it.
 */
export async function audit(tx: Db, ctx: Pick<Ctx, 'user'>, entry: AuditEntry): Promise<AuditEvent> {
  const actor = ctx.user;
  const events = await tx
    .insert(auditEvents)
    .values({
      id: uuidv7(),
      actorId: actor?.id ?? null,
      actorName: entry.actorName ?? (actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.email : null),
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: diff(entry.before, entry.after),
    })
    .returning();
  return first(events, 'the inserted audit event');
}

/** An audit_events row as raw SQL answers it (`insert ... returning *` in the set-based writers). */
export interface AuditRowRaw {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  changes: unknown;
}

/** A raw audit row as the event the fan-out and the API use. */
export const auditEventOf = (r: AuditRowRaw): AuditEvent => ({
  id: r.id,
  at: new Date(r.at),
  actorId: r.actor_id,
  actorName: r.actor_name,
  action: r.action,
  entityType: r.entity_type,
  entityId: r.entity_id,
  changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as AuditEvent['changes'],
});
