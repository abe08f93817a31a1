import type { Db } from '../../db/client.ts';
import type { FanOutCtx, Listener } from '../../platform/events.ts';
import type { StateRateChange } from '../malpractice/index.ts';
import type { HolidayChange } from '../pay-rates/index.ts';
import { type CostScope, markForRecalculation, type SourceKind, sourceScopes } from './payments.repo.ts';
import { RECALCULATE_MARKS_QUEUE, RECALCULATE_QUEUE, type RecalculateJob } from './payments.service.ts';

/**
 * What makes payments stale: a source record (time sheet, expense, bonus, pay rate version, malpractice cover)
 * moving into or out of approved, or a cover's dates changing. The listener queues one recalculation job (in the
 * emitting transaction, so it exists only if the change commits) for the providers and days those records touch;
 * the job recomputes their calculated and held payments set-based.
 */
export const recalculateFor =
  <P extends { id: string }>(kind: SourceKind, stale: (p: P) => boolean = () => true): Listener<P> =>
  async (tx, ctx, payloads) => {
    const ids = [...new Set(payloads.filter(stale).map((p) => p.id))];
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
export const recalculateForHolidays: Listener<HolidayChange> = async (tx, ctx, changes) => {
  await queueLater(tx, ctx, { days: [...new Set(changes.map((c) => c.day))] });
  return undefined;
};

const texts = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * A state rate added, changed or imported: the providers of its specialty who worked at a facility of its state,
 * from its first day (the old and the new state, specialty and first day of an edit).
 */
export const recalculateForStateRates: Listener<StateRateChange> = async (tx, ctx, changes) => {
  const costs: CostScope[] = changes.map(({ before, after }) => ({
    states: texts([before?.state, after.state]).map((s) => s.toUpperCase()),
    specialties: texts([before?.specialty, after.specialty]),
    from: texts([before?.effectiveFrom, after.effectiveFrom]).sort()[0] ?? null,
  }));
  const useful = costs.filter((c) => c.states.length && c.specialties.length);
  if (useful.length) await queueLater(tx, ctx, { costs: useful });
  return undefined;
};

/**
 * A bulk approval run done: the (provider, period) pairs of the sheets it approved (as the event tells them, no
 * read) are marked in one statement and one job (at most one waiting) recalculates every marked pair, instead of a
 * job per batch of a run.
 */
export const recalculateForRuns: Listener<{ providerId: string; payPeriodId: string }> = async (tx, ctx, sheets) => {
  const pairs = new Map(sheets.map((s) => [`${s.providerId} ${s.payPeriodId}`, s]));
  if (pairs.size === 0) return undefined;
  await markForRecalculation(tx, [...pairs.values()]);
  await ctx.jobs.send(RECALCULATE_MARKS_QUEUE, {}, { tx, singletonKey: RECALCULATE_MARKS_QUEUE });
  return undefined;
};
