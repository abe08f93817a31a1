import { z } from 'zod';
import { APPROVAL_STATUSES, type ApprovalStatus, defineApprovalWorkflow } from './approval.ts';
import { defineEndpoints, exportEndpoint, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { amountSchema, centsToAmount } from './pay-rates.ts';
import { canApply } from './workflow.ts';

/**
 * Bonuses and deductions (spec sections 2, 3, 7, 9): what staff grant a provider (or take off) for one pay period.
 *
 * Money is exact: integer cents inside, a decimal string with two places on the wire. The stored amount is always
 * a positive magnitude; the TYPE carries the sign: a `deduction` reduces pay, every other type adds to it.
 * `signedAmount` on the wire (and `signedCents`) applies that rule, so sums of bonuses and deductions are exact.
 */

/** Spec section 3, 'Bonus types' (GET bonus-types); BONUS_TYPE_OPTIONS below holds the same with labels. */
export const BONUS_TYPE_VALUES = [
  'hoursCompletionBonus',
  'performanceBonus',
  'referralBonus',
  'incentive',
  'deduction',
  'others',
] as const;
export type BonusType = (typeof BONUS_TYPE_VALUES)[number];
export const BONUS_TYPE_LABELS: Record<BonusType, string> = {
  hoursCompletionBonus: 'Hours Completion Bonus',
  performanceBonus: 'Performance Bonus',
  referralBonus: 'Referral Bonus',
  incentive: 'Incentive',
  deduction: 'Deduction',
  others: 'Others',
};

export type BonusStatus = ApprovalStatus;

/** pending -> approved; an approved bonus is locked (no edit, no delete). */
export const BONUS_WORKFLOW = defineApprovalWorkflow('bonus');
export type BonusAction = keyof typeof BONUS_WORKFLOW.transitions;
export const canApproveBonus = (status: BonusStatus) => canApply(BONUS_WORKFLOW, 'approve', status);
/** Only a pending bonus may be edited or deleted. */
export const isBonusEditable = (status: BonusStatus) => status === 'pending';

/** The largest single bonus or deduction: $1,000,000.00. */
export const MAX_BONUS_CENTS = 100_000_000;
/** The largest hours threshold: 2,000 hours. */
export const MAX_THRESHOLD_HOURS = 2000;

/** What a bonus adds to pay, in cents: negative for a deduction. */
export const signedCents = (type: BonusType, cents: number) => (type === 'deduction' ? -cents : cents);

const HOURS = /^(\d{1,4})(?:\.(\d*))?$/;
/** '37.5' -> 2250 minutes (hours truncated to 2 decimals, then to whole minutes); null when not hours. */
export function hoursToMinutes(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = HOURS.exec(text);
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number(`${(m[2] ?? '').slice(0, 2)}00`.slice(0, 2));
  return Math.floor((hundredths * 60) / 100);
}

const thresholdSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const minutes = hoursToMinutes(v);
    if (minutes === null || minutes <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter a number of hours such as 80' });
      return z.NEVER;
    }
    if (minutes > MAX_THRESHOLD_HOURS * 60) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_THRESHOLD_HOURS} hours` });
      return z.NEVER;
    }
    return minutes;
  });

export const bonusInputSchema = z
  .object({
    providerId: z.uuid('Choose a provider'),
    assignmentId: z.uuid('Choose an assignment').nullish(),
    type: z.enum(BONUS_TYPE_VALUES, 'Choose a bonus type'),
    /** Positive; a deduction's type makes it reduce pay. */
    amount: amountSchema(MAX_BONUS_CENTS),
    payPeriodId: z.uuid('Choose a pay period'),
    /** Hours Completion Bonus only: the hours the provider must reach in the period (stored as minutes). */
    hoursThreshold: thresholdSchema,
    notes: z.string().trim().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above 0' });
    if (v.hoursThreshold !== null && v.type !== 'hoursCompletionBonus')
      ctx.addIssue({
        code: 'custom',
        path: ['hoursThreshold'],
        message: 'Only an Hours Completion Bonus has an hours threshold',
      });
  });
export type BonusInput = z.input<typeof bonusInputSchema>;
export type BonusValues = z.output<typeof bonusInputSchema>;

export const bonusSchema = z.object({
  _id: z.string(),
  provider: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  assignment: z
    .object({
      _id: z.string(),
      facility: z.object({ _id: z.string(), name: z.string() }),
      startDate: z.string(),
      endDate: z.string(),
    })
    .nullable(),
  type: z.enum(BONUS_TYPE_VALUES),
  /** The magnitude, '150.00'. */
  amount: z.string(),
  /** What it does to pay: '-150.00' for a deduction. */
  signedAmount: z.string(),
  payPeriod: z.object({
    _id: z.string(),
    type: z.enum(['daily', 'bi_weekly']),
    startDate: z.string(),
    endDate: z.string(),
  }),
  /** Hours Completion Bonus: the hours to reach, in minutes; null otherwise. */
  thresholdMinutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusDetailSchema = bonusSchema.extend({
  /**
   * The provider's approved time sheet minutes worked on the days of the pay period (of the assignment when the
   * bonus names one); null when the bonus has no hours threshold.
   */
  approvedMinutes: z.number().int().nullable(),
  /** approvedMinutes >= thresholdMinutes; null without a threshold. */
  thresholdMet: z.boolean().nullable(),
});
export type BonusDetail = z.infer<typeof bonusDetailSchema>;

export const bonusTypeOptionSchema = z.object({ value: z.enum(BONUS_TYPE_VALUES), label: z.string() });
export const BONUS_TYPE_OPTIONS = BONUS_TYPE_VALUES.map((value) => ({ value, label: BONUS_TYPE_LABELS[value] }));

export const BONUS_SORTABLE = ['createdAt', 'provider', 'type', 'amount', 'payPeriod', 'status'] as const;
export const bonusListBodySchema = listBodySchema(BONUS_SORTABLE, {
  type: z.enum(BONUS_TYPE_VALUES),
  providerId: z.uuid(),
  payPeriodId: z.uuid(),
  status: z.enum(APPROVAL_STATUSES),
});
export type BonusListBody = z.input<typeof bonusListBodySchema>;

export const BONUS_MESSAGES = {
  created: 'Bonus added successfully',
  updated: 'Bonus updated successfully',
  deleted: 'Bonus deleted successfully',
  approved: 'Bonus approved successfully',
  notFound: 'Bonus not found',
  locked: 'This bonus is approved, so it is locked and cannot be changed',
  unknownProvider: 'Provider not found',
  unknownAssignment: 'Assignment not found',
  assignmentProvider: 'This assignment belongs to another provider',
  unknownPayPeriod: 'Pay period not found',
} as const;

/** A deduction is confirmed as one: 'Approve deduction' (the spec gives no wording), else 'Approve bonus'. */
export const approveTitleOf = (type: BonusType) => (type === 'deduction' ? 'Approve deduction' : 'Approve bonus');

/** '-150.00' / '150.00' of a stored row. */
export const signedAmountOf = (type: BonusType, cents: number) => centsToAmount(signedCents(type, cents));

const view = { staff: 'view-bonuses' } as const;

/** The bonus endpoints (spec section 7: 'bonuses and bonus-types'), staff only in both families. */
export const BONUS_API = /*#__PURE__*/ defineEndpoints('bonuses', {
  types: {
    method: 'GET',
    path: '/bonus-types',
    access: view,
    summary: 'The bonus types and their labels',
    response: z.array(bonusTypeOptionSchema),
  },
  list: listEndpoint(
    '/bonuses/all',
    view,
    'List bonuses and deductions (filters type, providerId, payPeriodId, status; search; sort)',
    bonusListBodySchema,
    bonusSchema,
  ),
  export: exportEndpoint('/bonuses/download', view, 'Stream the filtered bonuses as XLSX', bonusListBodySchema),
  get: {
    method: 'GET',
    path: '/bonuses/:id',
    access: view,
    summary: 'One bonus (with approved hours against its threshold)',
    params: idParamSchema,
    response: bonusDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/bonuses',
    access: { staff: 'add-bonuses' },
    summary: 'Add a bonus or deduction (pending)',
    body: bonusInputSchema,
    response: bonusDetailSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/bonuses/:id',
    access: { staff: 'edit-bonuses' },
    summary: 'Edit a pending bonus (an approved one is locked: 409)',
    params: idParamSchema,
    body: bonusInputSchema,
    response: bonusDetailSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/bonuses/:id',
    access: { staff: 'delete-bonuses' },
    summary: 'Delete a pending bonus (an approved one is locked: 409)',
    params: idParamSchema,
    response: z.null(),
  },
  approve: {
    method: 'POST',
    path: '/bonuses/:id/approve',
    access: { staff: 'approve-bonuses' },
    summary: 'Approve a pending bonus (locks it)',
    params: idParamSchema,
    response: bonusDetailSchema,
  },
});
