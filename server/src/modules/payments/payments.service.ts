import {
  type ApprovePaymentInput,
  canPaymentAction,
  earlyApprovalText,
  type ListPage,
  type ListQuery,
  type MarkPaidInput,
  PAYMENT_HOLD_ACTIONS,
  PAYMENT_MESSAGES,
  PAYMENT_WORKFLOW,
  type Payment,
  type PaymentDetail,
  type PaymentListBody,
  type PaymentPreview,
  type PaymentStatus,
  type PaymentTotals,
  paymentStatusAfter,
  periodHasEnded,
  type ReleaseHoldInput,
  todayIn,
  transitionRefusal,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { AuditEvent } from '../../platform/audit.ts';
import { type Ctx, ownerOf } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { type AfterCommit, type FanOutCtx, inOrder } from '../../platform/events.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyComputedTransitions, applyTransition } from '../../platform/workflow.ts';
import { paymentRecalculated } from './payments.events.ts';
import {
  fromCalc,
  fromStored,
  holdReasonOf,
  lineOut,
  storedTotals,
  type TotalsCents,
  toPayment,
  totalsOfLines,
  totalsOut,
} from './payments.mapper.ts';
import * as repo from './payments.repo.ts';
import { PAYMENT_TARGET, releaseHoldSet } from './payments.workflow.ts';
import { type ApplyOptions, applyCalculation } from './payments-calc.repo.ts';
import { type CalcScope, computedLines } from './payments-lines.repo.ts';

/** The queue of recalculations made stale by an approval, a reset or a change (payments.jobs.ts). */
export const RECALCULATE_QUEUE = 'recalculate-payments';

/** A provider sees only their own payments (404 for another's), without what the facility is billed. */
const actorName = (ctx: Pick<Ctx, 'user'>) =>
  ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email : null;

export async function listPayments(
  ctx: Ctx,
  query: ListQuery,
  body: PaymentListBody,
): Promise<ListPage<Payment> & { totals: PaymentTotals }> {
  const owner = ownerOf(ctx);
  const [{ rows, totals }, sums] = await Promise.all([
    repo.listPayments(ctx.db, query, body, owner),
    repo.listTotals(ctx.db, body, owner),
  ]);
  const t = Object.fromEntries(Object.entries(sums ?? {}).map(([k, v]) => [k, Number(v)])) as TotalsCents;
  return {
    ...listAnswer(
      query,
      totals,
      rows.map((r) => toPayment(r, Boolean(owner))),
    ),
    totals: totalsOut(t, Boolean(owner)),
  };
}

async function findOr404(ctx: Ctx, id: string) {
  const row = await repo.findPayment(ctx.db, id, ownerOf(ctx));
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return row;
}

export async function getPayment(ctx: Ctx, id: string): Promise<PaymentDetail> {
  const row = await findOr404(ctx, id);
  const provider = Boolean(ownerOf(ctx));
  const [lines, history] = await Promise.all([repo.linesOf(ctx.db, id), repo.historyOf(ctx.db, id)]);
  return {
    ...toPayment(row, provider),
    lines: lines.map((l) => lineOut(fromStored(l), provider)),
    history: history.map((h) => ({
      _id: h.id,
      at: h.at.toISOString(),
      action: h.action,
      actorName: h.actorName,
      changes: provider ? h.changes.filter((c) => !['billed', 'malpractice', 'margin'].includes(c.field)) : h.changes,
    })),
    holdReleaseNote: row.p.holdReleaseNote,
    approvedAt: row.p.approvedAt?.toISOString() ?? null,
    approvedBy: row.p.approvedBy,
  };
}

function refuseUnlessRecalculable(status: PaymentStatus) {
  if (!PAYMENT_WORKFLOW.transitions.recalculate.from.includes(status as never))
    throw conflict(transitionRefusal(PAYMENT_WORKFLOW, 'recalculate', status));
}

/** What a recalculation would change, line by line (old vs new), without storing anything. */
async function previewRecalculation(ctx: Ctx, id: string): Promise<PaymentPreview> {
  const row = await findOr404(ctx, id);
  refuseUnlessRecalculable(row.p.status);
  const [stored, computed] = await Promise.all([
    repo.linesOf(ctx.db, id),
    computedLines(ctx.db, row.p.providerId, row.p.payPeriodId),
  ]);
  const oldLines = stored.map(fromStored);
  const newLines = computed.map(fromCalc);
  const oldByKey = new Map(oldLines.map((l) => [l.key, l]));
  const newByKey = new Map(newLines.map((l) => [l.key, l]));
  const keys = [...new Set([...newLines.map((l) => l.key), ...oldLines.map((l) => l.key)])];
  const lines = keys.map((key) => {
    const o = oldByKey.get(key) ?? null;
    const n = newByKey.get(key) ?? null;
    const change = !o ? 'added' : !n ? 'removed' : o.fingerprint === n.fingerprint ? 'unchanged' : 'changed';
    return { key, change, old: o && lineOut(o, false), new: n && lineOut(n, false) } as const;
  });
  const holdReasonAfter = holdReasonOf(computed);
  const statusAfter = paymentStatusAfter(holdReasonAfter, row.p.releasedHoldReason);
  return {
    paymentId: id,
    before: totalsOut(storedTotals(row.p), false),
    after: totalsOut(totalsOfLines(newLines), false),
    statusAfter,
    holdReasonAfter,
    lines,
    changed:
      lines.some((l) => l.change !== 'unchanged') ||
      statusAfter !== row.p.status ||
      holdReasonAfter !== row.p.holdReason,
  };
}

/**
 * `confirm: false` answers the preview; `confirm: true` applies the calculation to this payment (lines that did
 * not change keep their rows) and audits it with who, when and the totals before and after.
 */
export async function recalculatePayment(ctx: Ctx, id: string, confirm: boolean) {
  const preview = await previewRecalculation(ctx, id);
  if (!confirm) return { preview, payment: null };
  const { after } = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockPayment(tx, id);
    if (!locked) throw notFound(PAYMENT_MESSAGES.notFound);
    refuseUnlessRecalculable(locked.status);
    return calculateIn(
      tx,
      { providerIds: [locked.providerId], payPeriodIds: [locked.payPeriodId] },
      { action: 'recalculate', actorId: ctx.user?.id ?? null, actorName: actorName(ctx), auditUnchanged: true },
      ctx,
    );
  });
  await after();
  return { preview, payment: await getPayment(ctx, id) };
}

/**
 * Approves a calculated payment. Before its pay period has ended the caller must give the reason (400 beside
 * `earlyReason` otherwise), recorded in the approval's audit row; after the period no reason is asked for.
 */
export async function approvePayment(ctx: Ctx, id: string, input: ApprovePaymentInput = {}): Promise<PaymentDetail> {
  const row = await findOr404(ctx, id);
  const early = !periodHasEnded(row.period);
  const earlyReason = input.earlyReason?.trim() || null;
  // A payment that cannot be approved at all answers the engine's 409, not a request for a reason.
  if (early && !earlyReason && canPaymentAction('approve', row.p.status))
    throw fieldError('earlyReason', earlyApprovalText(row.period.endDate));
  await applyTransition(ctx, PAYMENT_TARGET, {
    id,
    action: 'approve',
    set: { approvedAt: new Date(), approvedBy: actorName(ctx) },
    ...(early ? { auditAfter: { earlyApprovalReason: earlyReason, periodEnds: row.period.endDate } } : {}),
  });
  return getPayment(ctx, id);
}

export async function markPaid(ctx: Ctx, id: string, input: Required<MarkPaidInput>): Promise<PaymentDetail> {
  if (input.paidOn > todayIn()) throw fieldError('paidOn', PAYMENT_MESSAGES.paidOnFuture);
  await applyTransition(ctx, PAYMENT_TARGET, {
    id,
    action: 'mark-paid',
    set: { paidOn: input.paidOn, paidReference: input.reference },
    auditAfter: { paidOn: input.paidOn, paidReference: input.reference },
  });
  return getPayment(ctx, id);
}

/** Releases a hold with a note; the same hold reason does not hold the payment again on a later calculation. */
export async function releaseHold(ctx: Ctx, id: string, input: ReleaseHoldInput): Promise<PaymentDetail> {
  await applyTransition(ctx, PAYMENT_TARGET, {
    id,
    action: 'release-hold',
    set: releaseHoldSet(input.note),
    auditAfter: { note: input.note },
  });
  return getPayment(ctx, id);
}

type CalcDeps = { db: Db } & FanOutCtx;

/** What the engine and the calculation wrote, and the deliveries of the events they told (after the commit). */
interface CalcOutcome {
  events: AuditEvent[];
  moved: AuditEvent[];
  after: AfterCommit;
}

const netPayOf = (e: AuditEvent, side: 'old' | 'new') => {
  const c = e.changes.find((x) => x.field === 'netPay') as Record<string, unknown> | undefined;
  return c ? ((c[side] as string | null) ?? null) : null;
};

/**
 * The calculation inside the caller's transaction: lines and totals (payments-calc.repo.ts), then each
 * payment's hold through the workflow engine's computed transitions (held while `paymentStatusAfter` says so), in
 * one statement for the whole scope. Payments already there whose totals changed are told as
 * `payment.recalculated` when `fan` is given (the demo data tells nobody). Answers the calculation's audit events
 * and the hold moves' apart.
 */
export async function calculateIn(tx: Db, scope: CalcScope, opts: ApplyOptions, fan?: FanOutCtx): Promise<CalcOutcome> {
  const { events, holdTargets } = await applyCalculation(tx, scope, opts);
  const moved = await applyComputedTransitions(tx, PAYMENT_TARGET, {
    targets: holdTargets,
    actions: PAYMENT_HOLD_ACTIONS,
    actorId: opts.actorId,
    actorName: opts.actorName,
  });
  const changed = events.filter((e) => e.action !== 'calculate' && e.changes.length > 0);
  const after = fan
    ? await paymentRecalculated.emit(
        tx,
        fan,
        changed.map((e) => ({
          id: e.entityId,
          action: e.action,
          actorId: e.actorId,
          actorName: e.actorName,
          netPayBefore: netPayOf(e, 'old'),
          netPayAfter: netPayOf(e, 'new'),
        })),
      )
    : async () => {};
  return { events, moved, after };
}

/**
 * Computes the payments of a scope (a period for everyone, or some providers over some days) in one
 * transaction, set-based; used by the job and the benchmark. Answers how many were written.
 */
export async function calculatePayments(deps: CalcDeps, scope: CalcScope, opts: Partial<ApplyOptions> = {}) {
  const { events, after } = await deps.db.transaction((tx) =>
    calculateIn(
      tx,
      scope,
      {
        action: opts.action ?? 'auto-recalculate',
        actorId: opts.actorId ?? null,
        actorName: opts.actorName ?? null,
        auditUnchanged: opts.auditUnchanged,
        plan: opts.plan,
      },
      deps,
    ),
  );
  await after();
  return events.length;
}

export interface RecalculateJob {
  scopes: repo.SourceScope[];
  /** Holidays edited: every provider's calculated and held payments of the periods covering these days. */
  days?: string[];
  /** Malpractice state rates edited (payments.listeners.ts). */
  costs?: repo.CostScope[];
}

/** The job's work: the providers named, over the days named (one set-based calculation for all of them). */
export async function runQueuedRecalculation(deps: CalcDeps, job: RecalculateJob) {
  let written = 0;
  if (job.scopes.length) {
    const providerIds = [...new Set(job.scopes.map((s) => s.providerId))];
    const from = job.scopes.map((s) => s.from).sort()[0] ?? null;
    const to = job.scopes.some((s) => s.to === null)
      ? null
      : (job.scopes
          .map((s) => s.to ?? '')
          .sort()
          .at(-1) ?? null);
    written += await calculatePayments(deps, { providerIds, from, to });
  }
  const days = [...(job.days ?? [])].sort();
  if (days.length) written += await calculatePayments(deps, { from: days[0], to: days.at(-1) });
  for (const cost of job.costs ?? []) {
    const providerIds = await repo.providersUnderCost(deps.db, cost);
    if (providerIds.length) written += await calculatePayments(deps, { providerIds, from: cost.from });
  }
  return written;
}

/** The queue of the job that recalculates the marked (provider, period) pairs; one waits at a time. */
export const RECALCULATE_MARKS_QUEUE = 'recalculate-marked-payments';

/** The marks job's work: every marked pair, one set-based calculation per period, in one transaction. */
export async function runMarkedRecalculation(deps: CalcDeps) {
  const { written, after } = await deps.db.transaction(async (tx) => {
    const deliveries: AfterCommit[] = [];
    let n = 0;
    for (const [payPeriodId, providerIds] of await repo.takeRecalculationMarks(tx)) {
      const opts = { action: 'auto-recalculate', actorId: null, actorName: null };
      const outcome = await calculateIn(tx, { providerIds, payPeriodIds: [payPeriodId] }, opts, deps);
      n += outcome.events.length;
      deliveries.push(outcome.after);
    }
    return { written: n, after: inOrder(deps, deliveries, 'payment.recalculated') };
  });
  await after();
  return written;
}

export const exportPaymentRows = (ctx: Ctx, body: PaymentListBody) => repo.allPayments(ctx.db, body, ownerOf(ctx));
export const exportPaymentDays = (ctx: Ctx, body: PaymentListBody) => repo.allPaymentDays(ctx.db, body, ownerOf(ctx));
export type { DayRow, PaymentRow } from './payments.repo.ts';
