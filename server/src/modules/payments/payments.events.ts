import type { Db } from '../../db/client.ts';
import type { AuditEvent } from '../../platform/audit.ts';
import { type FanOutCtx, onAuditEvents, type Reaction } from '../../platform/events.ts';
import { type CostScope, type SourceKind, sourceScopes, stateRatesNow } from './payments.repo.ts';
import { RECALCULATE_QUEUE, type RecalculateJob } from './payments.service.ts';

/** An event that moved a record into or out of `approved` (approve, bulk approve, facility approval, reset). */
const touchesApproved = (e: AuditEvent) =>
  e.changes.some((c) => c.field === 'status' && (c.old === 'approved' || c.new === 'approved'));

/**
 * What makes payments stale, per source (the audited entity type): its approval or reset, for pay rates also a
 * superseded version, and any change to a malpractice cover. Holidays and malpractice state rates: see below.
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

/**
 * Holiday calendar and malpractice state-rate edits reach many providers and come in batches (a year's holidays, a
 * state's rate table), so their recalculation starts a minute after the edit: the edits of a batch are in place
 * by then, and a payment's Recalculate preview right after an edit still shows what the edit changes.
 */
export const TABLE_EDIT_SETTLE_SECONDS = 60;

const queueLater = (tx: Db, ctx: FanOutCtx, job: Omit<RecalculateJob, 'scopes'>) =>
  ctx.jobs.send<RecalculateJob>(
    RECALCULATE_QUEUE,
    { scopes: [], ...job },
    // A Date, not seconds: pg-boss casts a number through a branch PostgreSQL folds as a timestamp.
    { tx, startAfter: new Date(Date.now() + TABLE_EDIT_SETTLE_SECONDS * 1000) },
  );

/** A holiday added, renamed or removed: every provider's payments of the periods covering its day. */
const holidayEdited: Reaction = async (tx, ctx, events) => {
  const days = [...new Set(events.map((e) => e.entityId))].filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  if (days.length) await queueLater(tx, ctx, { days });
  return undefined;
};

const valuesOf = (e: AuditEvent, field: string) =>
  e.changes.filter((c) => c.field === field).flatMap((c) => [c.old, c.new]);
const texts = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string' && !!v))];

/**
 * A state rate added, changed, imported or removed: the providers of its specialty who worked at a facility of its
 * state, from its first day (the old and the new state, specialty and first day of an edit, and the row as it is).
 */
const stateRateEdited: Reaction = async (tx, ctx, events) => {
  const current = await stateRatesNow(
    tx,
    events.map((e) => e.entityId),
  );
  const costs: CostScope[] = events.map((e) => {
    const now = current.get(e.entityId);
    const states = texts([...valuesOf(e, 'state'), now?.state]).map((s) => s.toUpperCase());
    const specialties = texts([...valuesOf(e, 'specialty'), now?.specialty]);
    const from = texts([...valuesOf(e, 'effectiveFrom'), now?.effectiveFrom]).sort()[0] ?? null;
    return { states, specialties, from };
  });
  const useful = costs.filter((c) => c.states.length && c.specialties.length);
  if (useful.length) await queueLater(tx, ctx, { costs: useful });
  return undefined;
};

export function registerPaymentReactions() {
  for (const kind of Object.keys(STALE) as SourceKind[]) {
    onAuditEvents(`payments-stale-${kind}`, kind, queueRecalculation(kind));
  }
  onAuditEvents('payments-stale-holiday', 'holiday', holidayEdited);
  onAuditEvents('payments-stale-malpractice-state-rate', 'malpractice-state-rate', stateRateEdited);
}
