import {
  BONUS_TYPE_LABELS,
  type BonusType,
  centsToAmount,
  EXPENSE_TYPE_LABELS,
  type ExpenseType,
  type ListPage,
  type ListQuery,
  type MarkPaidInput,
  PAYMENT_MESSAGES,
  PAYMENT_WORKFLOW,
  type Payment,
  type PaymentDetail,
  type PaymentLine,
  type PaymentLineKey,
  type PaymentListBody,
  type PaymentPreview,
  type PaymentStatus,
  type PaymentTotals,
  type RateKey,
  type RateSetName,
  type ReleaseHoldInput,
  todayIn,
  transitionRefusal,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { StoredLineKey } from '../../db/schema/index.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { type FanOutCtx, fanOut } from '../../platform/events.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as repo from './payments.repo.ts';
import { PAYMENT_TARGET, releaseHoldSet } from './payments.workflow.ts';
import {
  type ApplyOptions,
  applyCalculation,
  type CalcLineRow,
  type CalcScope,
  computedLines,
} from './payments-calc.repo.ts';

/** The queue of recalculations made stale by an approval, a reset or a change (payments.jobs.ts). */
export const RECALCULATE_QUEUE = 'recalculate-payments';

/** A provider sees only their own payments (404 for another's), without what the facility is billed. */
const ownerOf = (ctx: Ctx) => (ctx.user?.role === 'provider' ? ctx.user.id : undefined);
const actorName = (ctx: Pick<Ctx, 'user'>) =>
  ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email : null;

const amount = (cents: number | string | bigint) => centsToAmount(Number(cents));
const HIDDEN = '-';

type TotalsCents = Record<keyof PaymentTotals, number>;
const totalsOut = (t: TotalsCents, provider: boolean): PaymentTotals => ({
  grossPay: amount(t.grossPay),
  expenses: amount(t.expenses),
  bonuses: amount(t.bonuses),
  deductions: amount(t.deductions),
  netPay: amount(t.netPay),
  billed: provider ? HIDDEN : amount(t.billed),
  malpractice: provider ? HIDDEN : amount(t.malpractice),
  margin: provider ? HIDDEN : amount(t.margin),
});

const storedTotals = (p: repo.PaymentRow['p']): TotalsCents => ({
  grossPay: p.grossPayCents,
  expenses: p.expensesCents,
  bonuses: p.bonusesCents,
  deductions: p.deductionsCents,
  netPay: p.netPayCents,
  billed: p.billedCents,
  malpractice: p.malpracticeCents,
  margin: p.marginCents,
});

export const toPayment = (row: repo.PaymentRow, provider = false): Payment => ({
  _id: row.p.id,
  provider: row.provider,
  payPeriod: row.period,
  status: row.p.status,
  workedMinutes: row.p.workedMinutes,
  onCallMinutes: row.p.onCallMinutes,
  totals: totalsOut(storedTotals(row.p), provider),
  holdReason: row.p.holdReason,
  paidOn: row.p.paidOn,
  paidReference: row.p.paidReference,
  calculatedAt: row.p.calculatedAt.toISOString(),
  createdAt: row.p.createdAt.toISOString(),
});

/** A line as stored or as a calculation would give it, in one shape. */
interface AnyLine {
  id: string;
  key: string;
  fingerprint: string;
  kind: PaymentLine['kind'];
  sourceId: string;
  day: string | null;
  facilityId: string | null;
  facilityName: string | null;
  rateSet: string | null;
  payRateId: string | null;
  workedMinutes: number;
  onCallType: string | null;
  onCallMinutes: number;
  keys: StoredLineKey[];
  description: string | null;
  payCents: number;
  billCents: number;
  malpracticeCents: number;
}

const parseKeys = (keys: unknown): StoredLineKey[] =>
  (typeof keys === 'string' ? JSON.parse(keys) : (keys ?? [])) as StoredLineKey[];

const fromStored = (r: repo.LineRow): AnyLine => ({
  id: r.l.id,
  key: r.l.lineKey,
  fingerprint: r.l.fingerprint,
  kind: r.l.kind,
  sourceId: r.l.sourceId,
  day: r.l.day,
  facilityId: r.l.facilityId,
  facilityName: r.facilityName,
  rateSet: r.l.rateSet,
  payRateId: r.l.payRateId,
  workedMinutes: r.l.workedMinutes,
  onCallType: r.l.onCallType,
  onCallMinutes: r.l.onCallMinutes,
  keys: parseKeys(r.l.keys),
  description: r.l.description,
  payCents: r.l.payCents,
  billCents: r.l.billCents,
  malpracticeCents: r.l.malpracticeCents,
});

const fromCalc = (r: CalcLineRow): AnyLine => ({
  id: r.line_key,
  key: r.line_key,
  fingerprint: r.fingerprint,
  kind: r.kind,
  sourceId: r.source_id,
  day: r.day,
  facilityId: r.facility_id,
  facilityName: r.facility_name,
  rateSet: r.rate_set,
  payRateId: r.pay_rate_id,
  workedMinutes: Number(r.worked_minutes),
  onCallType: r.on_call_type,
  onCallMinutes: Number(r.on_call_minutes),
  keys: parseKeys(r.keys),
  description: r.description,
  payCents: Number(r.pay_cents),
  billCents: Number(r.bill_cents),
  malpracticeCents: Number(r.malpractice_cents),
});

const describe = (l: AnyLine) => {
  if (!l.description) return null;
  if (l.kind === 'expense') return EXPENSE_TYPE_LABELS[l.description as ExpenseType] ?? l.description;
  return BONUS_TYPE_LABELS[l.description as BonusType] ?? l.description;
};

const lineOut = (l: AnyLine, provider: boolean): PaymentLine => ({
  _id: l.id,
  key: l.key,
  kind: l.kind,
  sourceId: l.sourceId,
  day: l.day,
  facility: l.facilityId ? { _id: l.facilityId, name: l.facilityName ?? '' } : null,
  rateSet: (l.rateSet as RateSetName | null) ?? null,
  payRateId: provider ? null : l.payRateId,
  workedMinutes: l.workedMinutes,
  onCallType: l.onCallType,
  onCallMinutes: l.onCallMinutes,
  keys: l.keys.map(
    (k): PaymentLineKey => ({
      key: k.key as RateKey,
      minutes: k.minutes,
      payRate: amount(k.payRate),
      billRate: provider ? HIDDEN : amount(k.billRate),
      pay: amount(k.pay),
      bill: provider ? HIDDEN : amount(k.bill),
    }),
  ),
  description: describe(l),
  pay: amount(l.payCents),
  bill: provider ? HIDDEN : amount(l.billCents),
  malpractice: provider ? HIDDEN : amount(l.malpracticeCents),
});

/** The totals of a set of lines: the same sums the calculation's SQL stores. */
export function totalsOfLines(lines: readonly Pick<AnyLine, 'kind' | 'payCents' | 'billCents' | 'malpracticeCents'>[]) {
  const sum = (kind: AnyLine['kind'], f: (l: (typeof lines)[number]) => number = (l) => l.payCents) =>
    lines.filter((l) => l.kind === kind).reduce((s, l) => s + f(l), 0);
  const grossPay = sum('day');
  const expenses = sum('expense');
  const bonuses = sum('bonus');
  const deductions = -sum('deduction');
  const billed = lines.reduce((s, l) => s + l.billCents, 0);
  const malpractice = lines.reduce((s, l) => s + l.malpracticeCents, 0);
  return {
    grossPay,
    expenses,
    bonuses,
    deductions,
    netPay: grossPay + expenses + bonuses - deductions,
    billed,
    malpractice,
    margin: billed - grossPay - malpractice,
  };
}

const mmddyyyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The hold reason of calculated lines; the same text as the SQL's HOLD_REASON_SQL. */
function holdReasonOf(rows: CalcLineRow[]): string | null {
  const uncovered = rows.filter((r) => r.cover_expired && r.day);
  if (uncovered.length === 0) return null;
  const expiredOn =
    uncovered
      .map((r) => r.expired_on ?? '')
      .sort()
      .at(-1) ?? '';
  const first = uncovered.map((r) => r.day ?? '').sort()[0] ?? '';
  const n = uncovered.length;
  return `Malpractice cover expired on ${mmddyyyy(expiredOn)}: ${n} paid day${n === 1 ? '' : 's'} from ${mmddyyyy(first)} not covered`;
}

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
    data: rows.map((r) => toPayment(r, Boolean(owner))),
    ...totals,
    page: query.page,
    pageSize: query.pageSize,
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
export async function previewRecalculation(ctx: Ctx, id: string): Promise<PaymentPreview> {
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
  const statusAfter: PaymentStatus =
    holdReasonAfter && holdReasonAfter !== row.p.releasedHoldReason ? 'held' : 'calculated';
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
  const after = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockPayment(tx, id);
    if (!locked) throw notFound(PAYMENT_MESSAGES.notFound);
    refuseUnlessRecalculable(locked.status);
    const events = await applyCalculation(
      tx,
      { providerIds: [locked.providerId], payPeriodIds: [locked.payPeriodId] },
      { action: 'recalculate', actorId: ctx.user?.id ?? null, actorName: actorName(ctx), auditUnchanged: true },
    );
    return fanOut(tx, ctx, events);
  });
  await after();
  return { preview, payment: await getPayment(ctx, id) };
}

export async function approvePayment(ctx: Ctx, id: string): Promise<PaymentDetail> {
  await applyTransition(ctx, PAYMENT_TARGET, {
    id,
    action: 'approve',
    set: { approvedAt: new Date(), approvedBy: actorName(ctx) },
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

/**
 * Computes the payments of a scope (a period for everyone, or some providers over some days) in one
 * transaction, set-based; used by the job, the demo data and the benchmark. Answers how many were written.
 */
export async function calculatePayments(deps: CalcDeps, scope: CalcScope, opts: Partial<ApplyOptions> = {}) {
  const after = await deps.db.transaction(async (tx) => {
    const events = await applyCalculation(tx, scope, {
      action: opts.action ?? 'auto-recalculate',
      actorId: opts.actorId ?? null,
      actorName: opts.actorName ?? null,
      auditUnchanged: opts.auditUnchanged,
    });
    return { events: events.length, deliver: await fanOut(tx, deps, events) };
  });
  await after.deliver();
  return after.events;
}

export interface RecalculateJob {
  scopes: repo.SourceScope[];
  /** Holidays edited: every provider's calculated and held payments of the periods covering these days. */
  days?: string[];
  /** Malpractice state rates edited (payments.events.ts). */
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

export const exportPaymentRows = (ctx: Ctx, body: PaymentListBody) => repo.allPayments(ctx.db, body, ownerOf(ctx));
export const exportPaymentDays = (ctx: Ctx, body: PaymentListBody) => repo.allPaymentDays(ctx.db, body, ownerOf(ctx));
export type { DayRow, PaymentRow } from './payments.repo.ts';
