import { z } from 'zod';
import { defineEndpoints, FILE_MEDIA_TYPES } from './endpoint.ts';
import { idParamSchema } from './http.ts';
import { amountSchema, MAX_RATE_CENTS } from './pay-rates.ts';
import { payPeriodSchema } from './timesheets.ts';
import { defineWorkflow } from './workflow.ts';

/** Closing a pay period: its time sheets, expenses, bonuses and payments can no longer change (decision 0033). */
export const PAY_PERIOD_STATUSES = ['open', 'closed'] as const;
export type PayPeriodStatus = (typeof PAY_PERIOD_STATUSES)[number];
export const PAY_PERIOD_STATUS_LABELS: Record<PayPeriodStatus, string> = { open: 'Open', closed: 'Closed' };

export const PAY_PERIOD_WORKFLOW = /*#__PURE__*/ defineWorkflow({
  entity: 'pay period',
  statuses: PAY_PERIOD_STATUSES,
  transitions: {
    close: { from: ['open'], to: 'closed' },
    reopen: { from: ['closed'], to: 'open' },
  },
  past: { close: 'closed', reopen: 'reopened' },
});

export const PAY_PERIOD_MESSAGES = {
  notFound: 'Pay period not found',
  closed: 'Pay period closed',
  reopened: 'Pay period reopened',
  /** What a screen of a closed period says beside its hidden edit actions, and the API's 409 PERIOD_CLOSED. */
  locked:
    'This pay period is closed: its time sheets, expenses, bonuses and payments cannot change. Reopen it, or record an adjustment in the next open period.',
  notApproved: (count: number) =>
    `${count} payment(s) of this pay period are not approved yet: approve them before closing it`,
  adjustmentAdded: 'Adjustment recorded in the next open pay period',
  correctsOpen: 'Only a closed pay period is corrected by an adjustment',
  payrollOpen: 'The payroll file is made of a closed pay period only: close it first',
  noNextPeriod: 'There is no open pay period after this one to carry the adjustment into',
} as const;

export const reopenBodySchema = z.object({
  reason: z
    .string({ error: 'Give the reason for reopening' })
    .trim()
    .min(1, 'Give the reason for reopening')
    .max(2000, 'The reason is at most 2000 characters'),
});

/** A pay period's lock as every screen of its records asks for it: by the period, or (expenses) by a day. */
export const periodLockQuerySchema = z
  .object({ payPeriodId: z.uuid().optional(), date: z.iso.date('Enter a valid date (YYYY-MM-DD)').optional() })
  .refine((q) => q.payPeriodId || q.date, { message: 'Give a pay period or a date', path: ['payPeriodId'] });
export const periodLockSchema = z.object({ closed: z.boolean(), period: payPeriodSchema.nullable() });

export const PAY_ADJUSTMENT_DIRECTIONS = ['pay', 'recover'] as const;
export const PAY_ADJUSTMENT_DIRECTION_LABELS = { pay: 'Pay the provider more', recover: 'Recover from the provider' };

/** Retro pay: an amount for one provider correcting a closed period, paid in the next open one. */
export const payAdjustmentInputSchema = z
  .object({
    providerId: z.uuid('Choose a provider'),
    direction: z.enum(PAY_ADJUSTMENT_DIRECTIONS, { error: 'Choose pay or recover' }),
    amount: amountSchema(MAX_RATE_CENTS * 100),
    reason: z
      .string({ error: 'Give the reason for the adjustment' })
      .trim()
      .min(1, 'Give the reason for the adjustment')
      .max(500, 'The reason is at most 500 characters'),
  })
  .superRefine((v, ctx) => {
    if (v.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above 0' });
  });
export type PayAdjustmentInput = z.input<typeof payAdjustmentInputSchema>;

export const payAdjustmentSchema = z.object({
  _id: z.string(),
  providerId: z.string(),
  amount: z.string(),
  reason: z.string(),
  correctsPeriod: payPeriodSchema,
  appliesPeriod: payPeriodSchema,
});

const closing = { staff: 'close-pay-periods' } as const;

/** Close, reopen, the lock every screen reads, retro adjustments and the payroll hand-off CSV. */
export const PAY_PERIOD_CLOSE_API = /*#__PURE__*/ defineEndpoints('pay-periods', {
  close: {
    method: 'POST',
    path: '/pay-periods/:id/close',
    access: closing,
    summary: 'Close a pay period whose payments are all approved (409 PAYMENTS_NOT_APPROVED otherwise)',
    params: idParamSchema,
    response: payPeriodSchema,
  },
  reopen: {
    method: 'POST',
    path: '/pay-periods/:id/reopen',
    access: { staff: 'reopen-pay-periods' },
    summary: 'Reopen a closed pay period (reason required; audited; who approved its payments are told)',
    params: idParamSchema,
    body: reopenBodySchema,
    response: payPeriodSchema,
  },
  lock: {
    method: 'GET',
    path: '/pay-period-lock',
    access: 'authenticated',
    summary: 'Whether the pay period (or the closed period containing a day) is closed',
    query: periodLockQuerySchema,
    response: periodLockSchema,
  },
  addAdjustment: {
    method: 'POST',
    path: '/pay-periods/:id/adjustments',
    access: { staff: 'add-pay-adjustments' },
    summary: 'Record a retro adjustment of a closed period, carried into the next open period of the same type',
    params: idParamSchema,
    body: payAdjustmentInputSchema,
    response: payAdjustmentSchema,
    status: 201,
  },
  payrollCsv: {
    method: 'GET',
    path: '/pay-periods/:id/payroll.csv',
    access: { staff: 'export-payments' },
    summary: "A closed period's payments for the payroll service (columns in the README)",
    params: idParamSchema,
    produces: [FILE_MEDIA_TYPES.csv],
  },
});
