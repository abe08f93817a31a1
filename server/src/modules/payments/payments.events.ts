import type { AuditEvent } from '../../platform/audit.ts';
import { onAuditEvents, type Reaction } from '../../platform/events.ts';
import { type SourceKind, sourceScopes } from './payments.repo.ts';
import { RECALCULATE_QUEUE, type RecalculateJob } from './payments.service.ts';

/** An event that moved a record into or out of `approved` (approve, bulk approve, facility approval, reset). */
const touchesApproved = (e: AuditEvent) =>
  e.changes.some((c) => c.field === 'status' && (c.old === 'approved' || c.new === 'approved'));

/**
 * What makes payments stale, per source (the audited entity type): its approval or reset, for pay rates also a
 * superseded version, and any change to a malpractice cover. Holiday calendar edits are retroactive for every
 * provider, so they recalculate nothing by themselves: staff preview and apply them per payment (Recalculate).
 */
const STALE: Record<SourceKind, (e: AuditEvent) => boolean> = {
  timesheet: touchesApproved,
  expense: touchesApproved,
  bonus: touchesApproved,
  'pay-rate': (e) => touchesApproved(e) || e.action === 'supersede',
  // A cover's dates decide the hold; its notes do not.
  'malpractice-info': (e) => e.action !== 'add-note',
};

/**
 * Queues one recalculation job (in the events' transaction, so it exists only if they commit) for the providers
 * and days the stale records touch. The job recomputes their calculated and held payments set-based.
 */
const queueRecalculation =
  (kind: SourceKind): Reaction =>
  async (tx, ctx, events) => {
    const ids = [...new Set(events.filter(STALE[kind]).map((e) => e.entityId))];
    if (ids.length === 0) return undefined;
    const scopes = await sourceScopes(tx, kind, ids);
    if (scopes.length) await ctx.jobs.send<RecalculateJob>(RECALCULATE_QUEUE, { scopes }, { tx });
    return undefined;
  };

export function registerPaymentReactions() {
  for (const kind of Object.keys(STALE) as SourceKind[]) {
    onAuditEvents(`payments-stale-${kind}`, kind, queueRecalculation(kind));
  }
}
