import { z } from 'zod';
import { defineEndpoints, EXPORT_FORMATS, FILE_MEDIA_TYPES, FILE_PREVIEW_TYPES } from './endpoint.ts';
import { EXPENSE_TYPES } from './enums.ts';
import { idParamSchema, listBodySchema, listPageSchema, listQuerySchema } from './http.ts';
import { amountSchema, centsToAmount } from './pay-rates.ts';
import type { UploadKind } from './uploads.ts';
import { canApply, defineWorkflow } from './workflow.ts';

/**
 * Expenses (spec sections 2, 3, 4, 7): what a provider claims for one of their assigned facilities, with receipts.
 * Money is exact: integer cents inside, a decimal string with two places on the wire ('12.50').
 */

export const EXPENSE_STATUSES = ['pending', 'approved', 'not-approved'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

export const EXPENSE_TYPE_LABELS: Record<ExpenseType, string> = {
  'air-fare': 'Air Fare',
  'car-rental': 'Car Rental',
  gas: 'Gas',
  lodging: 'Lodging',
  meals: 'Meals',
  mileage: 'Mileage',
  parking: 'Parking',
  stipend: 'Stipend',
  tolls: 'Tolls',
  other: 'Other',
};

/** pending -> approved or not-approved (with a reason); both are final. */
export const EXPENSE_WORKFLOW = defineWorkflow({
  entity: 'expense',
  statuses: EXPENSE_STATUSES,
  transitions: {
    approve: { from: ['pending'], to: 'approved' },
    'not-approve': { from: ['pending'], to: 'not-approved' },
  },
  past: { approve: 'approved', 'not-approve': 'not approved' },
});
export type ExpenseAction = keyof typeof EXPENSE_WORKFLOW.transitions;
export const canDecideExpense = (status: ExpenseStatus) => canApply(EXPENSE_WORKFLOW, 'approve', status);
/** The provider (and staff) change or delete an expense only while it is pending. */
export const isExpenseEditable = (status: ExpenseStatus) => status === 'pending';

/**
 * The mileage rate: 70 cents a mile (the IRS business rate for 2025). A code constant, not a setting; the amount of a
 * mileage expense is miles x this rate, truncated to the cent.
 */
export const MILEAGE_RATE_CENTS = 70;
/** Miles as typed ('12.5'), in hundredths of a mile; null when not a number of miles. */
export function toHundredthMiles(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const m = /^(\d{1,6})(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number(`${(m[2] ?? '').slice(0, 2)}00`.slice(0, 2));
}
/** miles x rate in integer cents, truncated (spec section 5: decimals truncated). */
export const mileageCents = (hundredthMiles: number, rateCents = MILEAGE_RATE_CENTS) =>
  Math.floor((hundredthMiles * rateCents) / 100);
export const hundredthMilesText = (h: number) => centsToAmount(h);

/** Receipts: spec section 5's document types that are images or PDF; the 15,000,000-byte limit applies. */
export const RECEIPT_UPLOAD: UploadKind = {
  mimeTypes: [],
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'heic', 'heif'],
  typeMessage: 'Upload a PDF, PNG, JPG, JPEG, HEIC or HEIF file',
};

/** The largest single expense: $100,000.00. */
export const MAX_EXPENSE_CENTS = 10_000_000;

const day = z.iso.date({ message: 'Enter a date as YYYY-MM-DD' });

const expenseFields = {
  facilityId: z.uuid({ message: 'Choose a facility' }),
  date: day,
  type: z.enum(EXPENSE_TYPES, { message: 'Choose an expense type' }),
  /** Required except for mileage, whose amount is miles x the rate. */
  amount: amountSchema(MAX_EXPENSE_CENTS),
  miles: z.union([z.string(), z.number()]).nullish(),
  description: z.string().trim().max(2000).nullish(),
  receiptIds: z.array(z.uuid()).min(1, 'Attach at least one receipt').max(20),
};

const checkAmount = <T extends { type: ExpenseType; amount: number; miles?: string | number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.type === 'mileage') {
    const h = toHundredthMiles(v.miles);
    if (h === null || h <= 0) ctx.addIssue({ code: 'custom', path: ['miles'], message: 'Enter the miles driven' });
  } else if (v.amount <= 0) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above 0' });
  }
};

export const expenseInputSchema = z.object(expenseFields).superRefine(checkAmount);
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type ExpenseValues = z.output<typeof expenseInputSchema>;

/** Staff add an expense for a provider. */
export const staffExpenseInputSchema = z
  .object({ ...expenseFields, providerId: z.uuid({ message: 'Choose a provider' }) })
  .superRefine(checkAmount);
export type StaffExpenseInput = z.input<typeof staffExpenseInputSchema>;
export type StaffExpenseValues = z.output<typeof staffExpenseInputSchema>;

export const notApproveBodySchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason why the expense is not approved').max(1000),
});

export const receiptSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;

const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const expenseSchema = z.object({
  _id: z.string(),
  provider: person,
  facility: z.object({ _id: z.string(), name: z.string() }),
  date: z.string(),
  type: z.enum(EXPENSE_TYPES),
  amount: z.string(),
  /** Mileage only: the miles ('12.50') and the rate per mile ('0.70') the amount was computed with. */
  miles: z.string().nullable(),
  mileageRate: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  reason: z.string().nullable(),
  /** Staff mark an expense billable: invoices to its facility then carry it. */
  billable: z.boolean(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  receipts: z.array(receiptSchema),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const EXPENSE_SORTABLE = ['date', 'amount', 'status', 'type', 'createdAt', 'provider', 'facility'] as const;
export const expenseListBodySchema = listBodySchema(EXPENSE_SORTABLE, {
  status: z.enum(EXPENSE_STATUSES),
  providerId: z.uuid(),
  facilityId: z.uuid(),
  type: z.enum(EXPENSE_TYPES),
  dateFrom: day,
  dateTo: day,
});
export type ExpenseListBody = z.input<typeof expenseListBodySchema>;
export type ExpenseFilters = NonNullable<ExpenseListBody['filters']>;

/** approve/all and its count: every pending expense matching the list's filters and search. */
export const approveAllBodySchema = z.object({
  filters: expenseListBodySchema.shape.filters,
  search: z.string().trim().max(200).nullish(),
});
export type ApproveAllBody = z.input<typeof approveAllBodySchema>;

export const approveAllRunSchema = z.object({
  runId: z.string(),
  status: z.enum(['running', 'completed']),
  totalCount: z.number(),
  approvedCount: z.number(),
  notApprovedCount: z.number(),
});
export type ApproveAllRun = z.infer<typeof approveAllRunSchema>;

export const assignedFacilitySchema = z.object({ _id: z.string(), name: z.string() });

export const EXPENSE_MESSAGES = {
  created: 'Expense added successfully',
  updated: 'Expense updated successfully',
  deleted: 'Expense deleted successfully',
  approved: 'Expense approved successfully',
  notApproved: 'Expense marked as not approved',
  billableSet: 'Expense billing updated',
  approveAllStarted: 'Approval of the matching expenses has started',
  receiptUploaded: 'Receipt uploaded',
  notFound: 'Expense not found',
  receiptNotFound: 'Receipt not found',
  receiptType: RECEIPT_UPLOAD.typeMessage,
  receiptMissing: 'Choose a receipt to upload',
  receiptUnknown: 'A receipt was not found; upload it again',
  notAssigned: 'Choose one of your assigned facilities',
  providerNotAssigned: 'The provider is not assigned to this facility',
  locked: 'Only a pending expense can be changed or deleted',
  noneToApprove: 'No pending expense matches these filters',
} as const;

/** What a bulk approval reports when it is done, in agreement: '1 expense ... has', '6 expenses ... have'. */
export const approveAllDoneText = (n: number) =>
  n === 1 ? '1 expense from the listing has been approved' : `${n} expenses from the listing have been approved`;

/** The bulk approval's question, in agreement with its count. */
export const approveAllQuestion = (n: number) =>
  `Approve ${n} pending ${n === 1 ? 'expense' : 'expenses'} matching the current filters?`;

/** Served to staff (with the permission) and, the same path and schemas, to providers for their own expenses. */
const shared = (permission: string) => ({ staff: permission, provider: true }) as const;
const approving = { staff: 'approve-expenses' } as const;

/** The expense endpoints: staff, and providers for their own (list, add, view, change and delete while pending). */
export const EXPENSE_API = /*#__PURE__*/ defineEndpoints('expenses', {
  list: {
    method: 'POST',
    path: '/expenses/all',
    access: shared('view-expenses'),
    summary: 'List expenses (filters status, providerId, facilityId, type, dateFrom, dateTo; search; sort)',
    query: listQuerySchema,
    body: expenseListBodySchema,
    response: listPageSchema(expenseSchema).extend({ totalAmount: z.string() }),
  },
  report: {
    method: 'POST',
    path: '/expenses/report/download',
    access: shared('view-expenses'),
    produces: [...EXPORT_FORMATS, FILE_MEDIA_TYPES.pdf],
    summary:
      'The filtered expenses as XLSX (format=csv: CSV; format=pdf: the expense report of one provider and period, with receipt thumbnails)',
    query: z.object({ format: z.enum(['xlsx', 'csv', 'pdf']).default('xlsx') }),
    body: expenseListBodySchema,
  },
  assignedFacilities: {
    method: 'GET',
    path: '/expenses/assigned-facilities',
    access: { staff: 'view-expenses' },
    summary: "The facilities an expense may be claimed for (the provider's assigned ones)",
    query: z.object({ providerId: z.uuid({ error: 'Choose a provider' }) }),
    response: z.array(assignedFacilitySchema),
  },
  /** Staff need add-expenses; a provider uploads for their own claims. */
  uploadReceipt: {
    method: 'POST',
    path: '/expenses/receipts',
    access: shared('add-expenses'),
    summary: 'Upload one receipt (multipart field "file": PDF, PNG, JPG, JPEG, HEIC, HEIF; 15,000,000 bytes)',
    multipart: true,
    response: receiptSchema,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/expenses/:id',
    access: shared('view-expenses'),
    summary: 'One expense with its receipts',
    params: idParamSchema,
    response: expenseSchema,
  },
  /** The receipt's file, streamed with its type (no JSON answer). */
  preview: {
    method: 'GET',
    path: '/expenses/:id/preview',
    access: shared('view-expenses'),
    produces: FILE_PREVIEW_TYPES,
    summary: 'A receipt of the expense, streamed with its type (shown in the page)',
    params: idParamSchema,
    query: z.object({ receiptId: z.uuid() }),
  },
  update: {
    method: 'PUT',
    path: '/expenses/:id',
    access: shared('edit-expenses'),
    summary: 'Change a pending expense (receiptIds: the receipts it keeps plus new uploads)',
    params: idParamSchema,
    body: expenseInputSchema,
    response: expenseSchema,
  },
  /** Answers `ok(null, message)`; no response schema is documented. */
  remove: {
    method: 'DELETE',
    path: '/expenses/:id',
    access: shared('delete-expenses'),
    summary: 'Delete a pending expense',
    response: z.null(),
    params: idParamSchema,
  },
  create: {
    method: 'POST',
    path: '/expenses',
    access: { staff: 'add-expenses' },
    summary: 'Add an expense for a provider (pending)',
    body: staffExpenseInputSchema,
    response: expenseSchema,
    status: 201,
  },
  approve: {
    method: 'POST',
    path: '/expenses/:id/approve',
    access: approving,
    summary: 'Approve a pending expense',
    params: idParamSchema,
    response: expenseSchema,
  },
  billable: {
    method: 'PUT',
    path: '/expenses/:id/billable',
    access: approving,
    summary: 'Mark an expense billable to its facility, or not',
    params: idParamSchema,
    body: z.object({ billable: z.boolean('Say whether the expense is billable') }),
    response: expenseSchema,
  },
  notApprove: {
    method: 'POST',
    path: '/expenses/:id/not-approved',
    access: approving,
    summary: 'Refuse a pending expense, with a reason',
    params: idParamSchema,
    body: notApproveBodySchema,
    response: expenseSchema,
  },
  approveAllCount: {
    method: 'POST',
    path: '/expenses/approve/all/count',
    access: approving,
    summary: 'How many pending expenses match the filter (asked before approve/all)',
    body: approveAllBodySchema,
    response: z.object({ count: z.number() }),
  },
  approveAll: {
    method: 'POST',
    path: '/expenses/approve/all',
    access: approving,
    summary: 'Approve every pending expense matching the filter, as a job (202); each exactly once',
    body: approveAllBodySchema,
    response: z.object({ runId: z.string(), totalCount: z.number() }),
    status: 202,
  },
  approveAllRun: {
    method: 'GET',
    path: '/expenses/approve/all/:id',
    access: approving,
    summary: 'The progress of an approve/all run',
    params: idParamSchema,
    response: approveAllRunSchema,
  },
});

/** A provider claims an expense for one of their assigned facilities (staff add one for a provider: EXPENSE_API.create). */
export const OWN_EXPENSE_API = /*#__PURE__*/ defineEndpoints('expenses', {
  assignedFacilities: {
    method: 'GET',
    path: '/expenses/assigned-facilities',
    access: { provider: true },
    summary: 'The facilities I may claim an expense for (my assigned ones)',
    response: z.array(assignedFacilitySchema),
  },
  create: {
    method: 'POST',
    path: '/expenses',
    access: { provider: true },
    summary: 'Claim an expense for one of my assigned facilities (pending)',
    body: expenseInputSchema,
    response: expenseSchema,
    status: 201,
  },
});
