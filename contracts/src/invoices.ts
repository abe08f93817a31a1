import { z } from 'zod';
import { defineEndpoints, FILE_MEDIA_TYPES, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { amountSchema, RATE_SETS } from './pay-rates.ts';
import { defineWorkflow } from './workflow.ts';

/**
 * Invoices to facilities: one per facility and period, drawn from the approved hours at the bill rates (the day's
 * rate set as pay picks it) plus approved expenses marked billable. Numbered at sending from a counter row locked
 * in the sending transaction, so numbers have no gaps; a voided invoice keeps its number. Money as in payments:
 * integer cents inside, decimal strings on the wire.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};
export const INVOICE_STATUS_OPTIONS = INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));

/** Receipts move a sent invoice to partially paid, or to paid once they reach its total (the service picks which). */
export const INVOICE_WORKFLOW = defineWorkflow({
  entity: 'invoice',
  statuses: INVOICE_STATUSES,
  transitions: {
    send: { from: ['draft'], to: 'sent' },
    'receive-part': { from: ['sent', 'partially_paid'], to: 'partially_paid' },
    'receive-full': { from: ['sent', 'partially_paid'], to: 'paid' },
    void: { from: ['draft', 'sent'], to: 'void' },
  },
  past: { send: 'sent', 'receive-part': 'paid', 'receive-full': 'paid', void: 'voided' },
});
export type InvoiceAction = keyof typeof INVOICE_WORKFLOW.transitions;

/** Days from sending to the due date; aging counts days past it. */
export const INVOICE_TERMS_DAYS = 30;
/** How long the e-mailed PDF link stays good. */
export const INVOICE_LINK_DAYS = 30;
/** The longest period one invoice covers. */
export const INVOICE_MAX_DAYS = 92;

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');

export const invoiceInputSchema = z
  .object({
    facilityId: z.uuid('Choose a facility'),
    periodStart: isoDate,
    periodEnd: isoDate,
  })
  .refine((v) => v.periodEnd >= v.periodStart, {
    path: ['periodEnd'],
    message: 'The end must not be before the start',
  });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const invoiceReceiptInputSchema = z.object({
  amount: amountSchema(1_000_000_000).refine((c) => c > 0, 'Enter an amount above 0.00'),
  receivedOn: isoDate,
  reference: z
    .string('Enter the payment reference')
    .trim()
    .min(1, 'Enter the payment reference')
    .max(100, 'The reference is at most 100 characters'),
});
export type InvoiceReceiptInput = z.input<typeof invoiceReceiptInputSchema>;

export const invoiceVoidSchema = z.object({
  reason: z
    .string('Enter the reason for voiding')
    .trim()
    .min(1, 'Enter the reason for voiding')
    .max(2000, 'The reason is at most 2000 characters'),
});
export type InvoiceVoidInput = z.input<typeof invoiceVoidSchema>;

const ref = z.object({ _id: z.string(), name: z.string() });

export const invoiceSchema = z.object({
  _id: z.string(),
  /** Null while a draft: the number is given when it is sent. */
  number: z.number().int().nullable(),
  facility: ref,
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(INVOICE_STATUSES),
  hours: z.string(),
  expenses: z.string(),
  total: z.string(),
  paid: z.string(),
  balance: z.string(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z.object({
  _id: z.string(),
  kind: z.enum(['day', 'expense']),
  provider: ref,
  day: z.string(),
  rateSet: z.enum(RATE_SETS).nullable(),
  workedMinutes: z.number().int(),
  onCallMinutes: z.number().int(),
  description: z.string().nullable(),
  amount: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceReceiptSchema = z.object({
  _id: z.string(),
  amount: z.string(),
  receivedOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});

export const invoiceDetailSchema = invoiceSchema.extend({
  billingContact: z.object({ name: z.string(), email: z.string() }).nullable(),
  lines: z.array(invoiceLineSchema),
  receipts: z.array(invoiceReceiptSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const INVOICE_SORTABLE = ['number', 'facility', 'periodStart', 'total', 'status', 'createdAt'] as const;
export const invoiceListBodySchema = listBodySchema(INVOICE_SORTABLE, {
  status: z.enum(INVOICE_STATUSES),
  facilityId: z.uuid(),
});
export type InvoiceListBody = z.input<typeof invoiceListBodySchema>;

export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export const AGING_LABELS: Record<(typeof AGING_BUCKETS)[number], string> = {
  current: 'Current',
  days1to30: '1-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
};
export const agingRowSchema = z.object({
  facility: ref,
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  total: z.string(),
});
export type AgingRow = z.infer<typeof agingRowSchema>;
export const agingReportSchema = z.object({ asOf: z.string(), rows: z.array(agingRowSchema), totals: agingRowSchema });

export const reportPeriodSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'The end must not be before the start' });
export type ReportPeriod = z.input<typeof reportPeriodSchema>;

export const marginRowSchema = z.object({
  facility: ref,
  provider: ref,
  periodStart: z.string(),
  periodEnd: z.string(),
  billed: z.string(),
  pay: z.string(),
  malpractice: z.string(),
  margin: z.string(),
});
export type MarginRow = z.infer<typeof marginRowSchema>;
export const marginReportSchema = z.object({
  rows: z.array(marginRowSchema),
  totals: marginRowSchema.pick({ billed: true, pay: true, malpractice: true, margin: true }),
});

/** The journal CSV's columns, in order (the README documents each). */
export const JOURNAL_COLUMNS = [
  'Date',
  'Entry',
  'Invoice number',
  'Facility',
  'Reference',
  'Debit account',
  'Credit account',
  'Amount',
] as const;

export const INVOICE_MESSAGES = {
  created: 'Invoice drawn up successfully',
  sent: 'Invoice sent successfully',
  receiptRecorded: 'Receipt recorded successfully',
  voided: 'Invoice voided successfully',
  notFound: 'Invoice not found',
  nothingToBill: 'There are no approved hours or billable expenses for this facility in this period',
  periodTaken: 'Another invoice of this facility already covers part of this period',
  periodTooLong: `An invoice covers at most ${INVOICE_MAX_DAYS} days`,
  noBillingContact: 'This facility has no billing contact: add one to the facility first',
  overpaid: 'The amount is more than the balance due',
  receivedInFuture: 'The date must not be in the future',
} as const;

const view = { staff: 'view-invoices' } as const;
const reports = { staff: 'view-invoice-reports' } as const;

/** The invoices endpoints (staff families). */
export const INVOICE_API = /*#__PURE__*/ defineEndpoints('invoices', {
  list: listEndpoint(
    '/invoices/all',
    view,
    'List invoices (search number or facility; filter status, facilityId; sort)',
    invoiceListBodySchema,
    invoiceSchema,
  ),
  get: {
    method: 'GET',
    path: '/invoices/:id',
    access: view,
    summary: 'One invoice with its lines and receipts',
    params: idParamSchema,
    response: invoiceDetailSchema,
  },
  pdf: {
    method: 'GET',
    path: '/invoices/:id/pdf',
    access: view,
    summary: 'The invoice as PDF',
    params: idParamSchema,
    produces: [FILE_MEDIA_TYPES.pdf],
  },
  create: {
    method: 'POST',
    path: '/invoices',
    access: { staff: 'add-invoices' },
    summary: 'Draw up a draft invoice of a facility and period',
    body: invoiceInputSchema,
    response: invoiceDetailSchema,
    status: 201,
  },
  send: {
    method: 'POST',
    path: '/invoices/:id/send',
    access: { staff: 'send-invoices' },
    summary: 'Number a draft and e-mail its billing contact a link to the PDF',
    params: idParamSchema,
    response: invoiceDetailSchema,
  },
  receipt: {
    method: 'POST',
    path: '/invoices/:id/receipts',
    access: { staff: 'record-invoice-receipts' },
    summary: 'Record a receipt (partially paid, or paid once receipts reach the total)',
    params: idParamSchema,
    body: invoiceReceiptInputSchema,
    response: invoiceDetailSchema,
  },
  void: {
    method: 'POST',
    path: '/invoices/:id/void',
    access: { staff: 'void-invoices' },
    summary: 'Void a draft or sent invoice with a reason (its number is never reused)',
    params: idParamSchema,
    body: invoiceVoidSchema,
    response: invoiceDetailSchema,
  },
  aging: {
    method: 'GET',
    path: '/invoice-reports/aging',
    access: reports,
    summary: 'Accounts receivable aging by facility (current, 1-30, 31-60, 61-90, over 90 days past due)',
    response: agingReportSchema,
  },
  agingExport: {
    method: 'GET',
    path: '/invoice-reports/aging/export',
    access: reports,
    summary: 'The aging report as XLSX',
    produces: [FILE_MEDIA_TYPES.xlsx],
  },
  margin: {
    method: 'POST',
    path: '/invoice-reports/margin',
    access: reports,
    summary: 'Margin by facility, provider and pay period: billed minus pay minus malpractice cost',
    body: reportPeriodSchema,
    response: marginReportSchema,
  },
  marginExport: {
    method: 'POST',
    path: '/invoice-reports/margin/export',
    access: reports,
    summary: 'The margin report as XLSX',
    body: reportPeriodSchema,
    produces: [FILE_MEDIA_TYPES.xlsx],
  },
  journal: {
    method: 'POST',
    path: '/invoice-reports/journal',
    access: reports,
    summary: 'The journal of invoices, voids and receipts dated in the period, as CSV for an accounting package',
    body: reportPeriodSchema,
    produces: [FILE_MEDIA_TYPES.csv],
  },
});
