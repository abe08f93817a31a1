import { z } from 'zod';
import { displayDay, isExpired } from './businessDay.ts';
import { defineEndpoints, EXPORT_FORMATS, exportEndpoint, exportFormatQuerySchema } from './endpoint.ts';
import { idParamSchema, listBodySchema, listPageSchema, listQuerySchema } from './http.ts';
import { RATE_KEYS, RATE_SETS, type RateSetName, type RatesCents } from './pay-rates.ts';
import { canApply, defineWorkflow } from './workflow.ts';

/**
 * Payments (spec sections 2, 7): one per provider per pay period, DERIVED from what was approved (time
 * sheets, pay rates, expenses, bonuses and deductions), never typed in. Money is exact: integer cents inside, a
 * decimal string with two places on the wire ('1234.56', negative '-12.00').
 *
 * Rounding rule (docs/architecture.md, "Payments"): each (day, key) amount is minutes x hourly cents / 60, rounded
 * to the cent half away from zero (`roundedCents`); a day line is the sum of its keys' rounded amounts; every total
 * is the exact sum of its lines. Nothing is rounded twice.
 */

export const PAYMENT_STATUSES = ['calculated', 'held', 'approved', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  calculated: 'Calculated',
  held: 'Held',
  approved: 'Approved',
  paid: 'Paid',
};

/**
 * calculated -> approved -> paid. The calculation holds a payment (calculated -> held) while `paymentStatusAfter`
 * says its cover is missing and clears the hold (held -> calculated) once it is not; staff release a hold with a
 * note (held -> calculated). `recalculate` keeps the status unless the hold changes; it is in the table so refusals
 * read like the others'.
 */
export const PAYMENT_WORKFLOW = defineWorkflow({
  entity: 'payment',
  statuses: PAYMENT_STATUSES,
  transitions: {
    approve: { from: ['calculated'], to: 'approved' },
    'mark-paid': { from: ['approved'], to: 'paid' },
    'release-hold': { from: ['held'], to: 'calculated' },
    recalculate: { from: ['calculated', 'held'], to: 'calculated' },
    hold: { from: ['calculated'], to: 'held' },
    'clear-hold': { from: ['held'], to: 'calculated' },
  },
  past: {
    approve: 'approved',
    'mark-paid': 'marked paid',
    'release-hold': 'released',
    recalculate: 'recalculated',
    hold: 'held',
    'clear-hold': 'cleared of its hold',
  },
});
/** The moves the calculation makes by itself (the engine's computed transitions). */
export const PAYMENT_HOLD_ACTIONS = ['hold', 'clear-hold'] as const;

/**
 * The status a calculated or held payment should be in: held while its lines give a hold reason other than the one
 * staff released (the same reason does not hold it again; a different one does). The calculation's SQL says the same.
 */
export const paymentStatusAfter = (holdReason: string | null, releasedHoldReason: string | null): PaymentStatus =>
  holdReason !== null && holdReason !== releasedHoldReason ? 'held' : 'calculated';
export type PaymentAction = keyof typeof PAYMENT_WORKFLOW.transitions;
export const canPaymentAction = (action: PaymentAction, status: PaymentStatus) =>
  canApply(PAYMENT_WORKFLOW, action, status);

/** minutes x hourly cents / 60, to the cent, half away from zero (the one rounding step). */
export function roundedCents(minutes: number, hourlyCents: number): number {
  const num = minutes * hourlyCents;
  const sign = num < 0 ? -1 : 1;
  const abs = Math.abs(num);
  return sign * Math.floor((abs + 30) / 60);
}

/** A rate set "exists" when any of its rates is above 0: spec section 9's test, as `pickRateSet` applies it. */
export const rateSetExists = (rates: RatesCents | null | undefined, set: RateSetName) =>
  RATE_KEYS.some((k) => (rates?.[set]?.[k]?.PayRate ?? 0) > 0 || (rates?.[set]?.[k]?.BillRate ?? 0) > 0);

/**
 * The rate set of one day: holiday if the day is a holiday and holiday rates exist, weekend on Saturday or Sunday if
 * weekend rates exist, else regular; null without an approved rate. The SQL in pay-rates/effective-rates.repo.ts
 * applies the same rule set-based.
 */
export function pickRateSetForDay(
  rates: RatesCents | null | undefined,
  day: { holiday: boolean; weekend: boolean },
): RateSetName | null {
  if (!rates) return null;
  if (day.holiday && rateSetExists(rates, 'holidayRates')) return 'holidayRates';
  if (day.weekend && rateSetExists(rates, 'weekendRates')) return 'weekendRates';
  return 'regularRates';
}

/** Saturday or Sunday of a calendar day (YYYY-MM-DD), independent of the time zone. */
export const isWeekendDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 || d === 6;
};

export const PAYMENT_LINE_KINDS = ['day', 'expense', 'bonus', 'deduction', 'adjustment'] as const;
export type PaymentLineKind = (typeof PAYMENT_LINE_KINDS)[number];

const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });
const period = z.object({
  _id: z.string(),
  type: z.enum(['daily', 'bi_weekly']),
  startDate: z.string(),
  endDate: z.string(),
});

/** One key of a day line: its minutes, the hourly rates picked and the rounded amounts. */
export const paymentLineKeySchema = z.object({
  key: z.enum(RATE_KEYS),
  minutes: z.number().int(),
  payRate: z.string(),
  billRate: z.string(),
  pay: z.string(),
  bill: z.string(),
});
export type PaymentLineKey = z.infer<typeof paymentLineKeySchema>;

export const paymentLineSchema = z.object({
  _id: z.string(),
  /** Stable across recalculations: kind, source and day. */
  key: z.string(),
  kind: z.enum(PAYMENT_LINE_KINDS),
  /** The time sheet, expense or bonus the line comes from. */
  sourceId: z.string(),
  day: z.string().nullable(),
  facility: z.object({ _id: z.string(), name: z.string() }).nullable(),
  rateSet: z.enum(RATE_SETS).nullable(),
  payRateId: z.string().nullable(),
  workedMinutes: z.number().int(),
  onCallType: z.string().nullable(),
  onCallMinutes: z.number().int(),
  keys: z.array(paymentLineKeySchema),
  description: z.string().nullable(),
  /** What the line adds to pay (negative for a deduction). */
  pay: z.string(),
  /** Billed to the facility ('-' for providers). */
  bill: z.string(),
  malpractice: z.string(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

export const paymentTotalsSchema = z.object({
  grossPay: z.string(),
  expenses: z.string(),
  bonuses: z.string(),
  /** A positive magnitude, subtracted from the net. */
  deductions: z.string(),
  netPay: z.string(),
  billed: z.string(),
  malpractice: z.string(),
  /** billed - gross pay - malpractice cost. */
  margin: z.string(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
export const PAYMENT_TOTAL_KEYS = Object.keys(paymentTotalsSchema.shape) as (keyof PaymentTotals)[];

export const paymentSchema = z.object({
  _id: z.string(),
  provider: person,
  payPeriod: period,
  status: z.enum(PAYMENT_STATUSES),
  workedMinutes: z.number().int(),
  onCallMinutes: z.number().int(),
  totals: paymentTotalsSchema,
  /** Net pay below zero (deductions larger than the rest): flagged in the lists and on the payment. */
  negativeNetPay: z.boolean(),
  holdReason: z.string().nullable(),
  paidOn: z.string().nullable(),
  paidReference: z.string().nullable(),
  calculatedAt: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentHistoryItemSchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  /** The fields that changed (totals, status, hold, note), old and new. */
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentDetailSchema = paymentSchema.extend({
  lines: z.array(paymentLineSchema),
  history: z.array(paymentHistoryItemSchema),
  holdReleaseNote: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const PAYMENT_LINE_CHANGES = ['added', 'removed', 'changed', 'unchanged'] as const;
export const paymentPreviewSchema = z.object({
  paymentId: z.string(),
  before: paymentTotalsSchema,
  after: paymentTotalsSchema,
  statusAfter: z.enum(PAYMENT_STATUSES),
  holdReasonAfter: z.string().nullable(),
  /** Per line, old vs new (keyed by line key); unchanged lines are listed too. */
  lines: z.array(
    z.object({
      key: z.string(),
      change: z.enum(PAYMENT_LINE_CHANGES),
      old: paymentLineSchema.nullable(),
      new: paymentLineSchema.nullable(),
    }),
  ),
  changed: z.boolean(),
});
export type PaymentPreview = z.infer<typeof paymentPreviewSchema>;

export const recalculateBodySchema = z.object({
  /** false (default): answer the preview only; true: apply it. */
  confirm: z.boolean().default(false),
});
export type RecalculateBody = z.input<typeof recalculateBodySchema>;

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');
export const markPaidSchema = z.object({
  paidOn: isoDate,
  reference: z
    .string('Enter the payment reference')
    .trim()
    .min(1, 'Enter the payment reference')
    .max(100, 'The reference is at most 100 characters'),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;

export const releaseHoldSchema = z.object({
  note: z
    .string('Enter a note saying why the hold is released')
    .trim()
    .min(1, 'Enter a note saying why the hold is released')
    .max(2000, 'The note is at most 2000 characters'),
});
export type ReleaseHoldInput = z.input<typeof releaseHoldSchema>;

/**
 * Approving a payment whose pay period has not ended (its last day not yet past in the company's zone) needs the
 * reason, which is audited with the approval; after the period it is not asked for (decision 0025).
 */
export const approvePaymentSchema = z.object({
  earlyReason: z.string().trim().max(2000, 'The reason is at most 2000 characters').nullish(),
});
export type ApprovePaymentInput = z.input<typeof approvePaymentSchema>;
export const periodHasEnded = (period: { endDate: string }, now?: Date) => isExpired(period.endDate, null, now);
/** A pay period as the screens show it, for texts written on the server (notifications): '11/02/2026 - 11/15/2026'. */
export const periodText = (p: { startDate: string; endDate: string }) =>
  `${displayDay(p.startDate)} - ${displayDay(p.endDate)}`;
/** The 400 beside the reason when an early approval gives none. */
export const earlyApprovalText = (endDate: string) =>
  `This pay period ends on ${displayDay(endDate)}: give the reason for approving the payment before it ends`;

/** The flag of a net pay below zero (deductions above the rest), wherever the payment is shown. */
export const NEGATIVE_NET_PAY_TEXT = 'Negative net pay';

export const PAYMENT_SORTABLE = ['payPeriod', 'provider', 'status', 'grossPay', 'netPay', 'calculatedAt'] as const;
export const paymentListBodySchema = listBodySchema(PAYMENT_SORTABLE, {
  payPeriodId: z.uuid(),
  providerId: z.uuid(),
  facilityId: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentListBody = z.input<typeof paymentListBodySchema>;

export const paymentPageExtraSchema = z.object({ totals: paymentTotalsSchema });

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  recalculated: 'Payment recalculated successfully',
  preview: 'Review the changes, then confirm to apply them',
  unchanged: 'The payment is already up to date',
  approved: 'Payment approved successfully',
  paid: 'Payment marked as paid',
  released: 'Hold released successfully',
  paidOnFuture: 'The paid date cannot be in the future',
} as const;

/** The two exports of spec section 7. */
export const PAYMENT_EXPORTS = {
  dayWise: { path: 'day-wise-export', label: 'Day-wise export' },
  biWeekly: { path: 'bi-weekly-export', label: 'Bi-weekly export' },
} as const;

/** A page of payments with the totals of the whole filter. */
const paymentPageSchema = listPageSchema(paymentSchema).merge(paymentPageExtraSchema);
const view = { staff: 'view-payments' } as const;
const exporting = { staff: 'export-payments' } as const;

/** Payments (spec section 7: 'payments (all, recalculate, day-wise and bi-weekly export)'), both staff families. */
export const PAYMENT_API = /*#__PURE__*/ defineEndpoints('payments', {
  list: {
    method: 'POST',
    path: '/payments/all',
    access: view,
    summary: 'List payments (filters payPeriodId, providerId, facilityId, status; search; sort) with totals',
    query: listQuerySchema,
    body: paymentListBodySchema,
    response: paymentPageSchema,
  },
  dayWiseExport: {
    ...exportEndpoint(
      `/payments/${PAYMENT_EXPORTS.dayWise.path}`,
      exporting,
      'Stream the filtered payments as XLSX, one row per provider per day',
      paymentListBodySchema,
    ),
    query: exportFormatQuerySchema,
    produces: EXPORT_FORMATS,
  },
  biWeeklyExport: {
    ...exportEndpoint(
      `/payments/${PAYMENT_EXPORTS.biWeekly.path}`,
      exporting,
      'Stream the filtered payments as XLSX, one row per provider per pay period',
      paymentListBodySchema,
    ),
    query: exportFormatQuerySchema,
    produces: EXPORT_FORMATS,
  },
  get: {
    method: 'GET',
    path: '/payments/:id',
    access: view,
    summary: 'One payment: lines, sources, recalculation history',
    params: idParamSchema,
    response: paymentDetailSchema,
  },
  recalculate: {
    method: 'POST',
    path: '/payments/:id/recalculate',
    access: { staff: 'recalculate-payments' },
    summary: 'Recalculate: confirm false answers the preview (old vs new per line); confirm true applies it',
    params: idParamSchema,
    body: recalculateBodySchema,
    response: z.object({ preview: paymentPreviewSchema, payment: paymentDetailSchema.nullable() }),
  },
  approve: {
    method: 'POST',
    path: '/payments/:id/approve',
    access: { staff: 'approve-payments' },
    summary: 'Approve a calculated payment (before its pay period ends only with earlyReason, audited)',
    params: idParamSchema,
    body: approvePaymentSchema.nullish(),
    response: paymentDetailSchema,
  },
  markPaid: {
    method: 'POST',
    path: '/payments/:id/mark-paid',
    access: { staff: 'approve-payments' },
    summary: 'Mark an approved payment paid (date and reference)',
    params: idParamSchema,
    body: markPaidSchema,
    response: paymentDetailSchema,
  },
  releaseHold: {
    method: 'POST',
    path: '/payments/:id/release-hold',
    access: { staff: 'release-payment-holds' },
    summary: 'Release a held payment with a note (audited)',
    params: idParamSchema,
    body: releaseHoldSchema,
    response: paymentDetailSchema,
  },
});

/** A provider's own payments, read-only (another provider's answer 404): the staff list's schemas, their own summaries. */
export const OWN_PAYMENT_API = /*#__PURE__*/ defineEndpoints('payments', {
  list: { ...PAYMENT_API.list, access: { provider: true }, summary: 'My payments' },
  get: { ...PAYMENT_API.get, access: { provider: true }, summary: 'One of my payments' },
});
