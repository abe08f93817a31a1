import { z } from 'zod';
import { APPROVAL_STATUSES, type ApprovalStatus, defineApprovalWorkflow } from './approval.ts';
import { defineEndpoints, exportEndpoint, importEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { canApply } from './workflow.ts';

/**
 * Pay rates (spec sections 3, 5, 9): what a provider is paid (PayRate) and what the facility is billed (BillRate)
 * per kind of hour, in three sets (regular, weekend, holiday). Money is exact: integer cents inside, and on the wire
 * a decimal string with two places ('125.50'). Inputs are truncated to 2 decimals (spec section 5), never rounded.
 */

export type PayRateStatus = ApprovalStatus;

/** pending -> approved; an approved rate is locked (a change is a new dated version). */
export const PAY_RATE_WORKFLOW = defineApprovalWorkflow('pay rate');
export type PayRateAction = keyof typeof PAY_RATE_WORKFLOW.transitions;
export const canApprovePayRate = (status: PayRateStatus) => canApply(PAY_RATE_WORKFLOW, 'approve', status);

/** The keys of a rate set: worked hours and each on-call type of spec section 3. */
export const RATE_KEYS = ['worked', 'evening-on-call-pager', '24-hour-pager-call', 'in-house-call'] as const;
export type RateKey = (typeof RATE_KEYS)[number];
export const RATE_KEY_LABELS: Record<RateKey, string> = {
  worked: 'Worked Hours',
  'evening-on-call-pager': 'Evening On-Call Pager',
  '24-hour-pager-call': '24-Hour Pager Call',
  'in-house-call': 'In-House Call',
};

export const RATE_SETS = ['regularRates', 'weekendRates', 'holidayRates'] as const;
export type RateSetName = (typeof RATE_SETS)[number];
export const RATE_SET_LABELS: Record<RateSetName, string> = {
  regularRates: 'Regular',
  weekendRates: 'Weekend',
  holidayRates: 'Holiday',
};

/** The largest amount a rate may hold: $100,000.00 an hour. */
export const MAX_RATE_CENTS = 10_000_000;

const AMOUNT = /^(\d{1,9})(?:\.(\d*))?$/;

/**
 * '125.509' -> 12550 (truncated, spec section 5), '' -> 0. Text only, so no binary fraction ever enters: a
 * number is read through its shortest decimal text. Returns null when the text is not an amount.
 */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (text === '') return 0;
  const m = AMOUNT.exec(text.replace(/,/g, '').replace(/^\$/, ''));
  if (!m) return null;
  const cents = `${(m[2] ?? '').slice(0, 2)}00`.slice(0, 2);
  return Number(m[1]) * 100 + Number(cents);
}

/** 12550 -> '125.50'; negative amounts keep their sign ('-3.05'). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as the user types it: digits, optionally a dot and at most two decimals (the rest is cut). */
export const truncateAmountText = (text: string): string => {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
};

/** An amount in, integer cents out: text or number, truncated to 2 decimals, 0 when empty, at most `maxCents`. */
export const amountSchema = (maxCents: number = MAX_RATE_CENTS) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v, ctx) => {
      const cents = toCents(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount such as 125.50' });
        return z.NEVER;
      }
      if (cents > maxCents) {
        ctx.addIssue({ code: 'custom', message: `At most ${centsToAmount(maxCents)}` });
        return z.NEVER;
      }
      return cents;
    });

const rateInputSchema = z.object({ PayRate: amountSchema(), BillRate: amountSchema() }).default({
  PayRate: 0,
  BillRate: 0,
});
const rateSetInputSchema = z
  .object(Object.fromEntries(RATE_KEYS.map((k) => [k, rateInputSchema])) as Record<RateKey, typeof rateInputSchema>)
  .default(Object.fromEntries(RATE_KEYS.map((k) => [k, { PayRate: 0, BillRate: 0 }])) as never);

/** Stored form: integer cents per key of each set. */
export type RateCents = { PayRate: number; BillRate: number };
export type RateSetCents = Record<RateKey, RateCents>;
export type RatesCents = Record<RateSetName, RateSetCents>;

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');

/** The fields of a pay rate, without the cross-field rule (so the import can reuse them). */
export const payRateFieldsSchema = z.object({
  assignmentId: z.uuid('Choose an assignment'),
  effectiveFrom: isoDate,
  effectiveTo: isoDate.nullish(),
  regularRates: rateSetInputSchema,
  weekendRates: rateSetInputSchema,
  holidayRates: rateSetInputSchema,
  notes: z.string().trim().max(2000).nullish(),
});

/** Effective to, when given, is not before effective from. */
export const effectiveDatesInOrder = (
  v: { effectiveFrom: string; effectiveTo?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.effectiveTo && v.effectiveTo < v.effectiveFrom) {
    ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'Effective to must be on or after effective from' });
  }
};

export const payRateInputSchema = payRateFieldsSchema.superRefine(effectiveDatesInOrder);
export type PayRateInput = z.input<typeof payRateInputSchema>;
export type PayRateValues = z.output<typeof payRateInputSchema>;

/** On the wire: each rate a decimal string ('125.50'). */
const rateOutSchema = z.object({ PayRate: z.string(), BillRate: z.string() });
const rateSetOutSchema = z.object(
  Object.fromEntries(RATE_KEYS.map((k) => [k, rateOutSchema])) as Record<RateKey, typeof rateOutSchema>,
);
export type RateSetOut = z.infer<typeof rateSetOutSchema>;

export const pickedRateSchema = z.object({
  set: z.enum(RATE_SETS),
  PayRate: z.string(),
  BillRate: z.string(),
});
export type PickedRate = z.infer<typeof pickedRateSchema>;

export const payRateSchema = z.object({
  _id: z.string(),
  assignmentId: z.string(),
  provider: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  facility: z.object({ _id: z.string(), name: z.string(), state: z.string().nullable() }),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  version: z.number().int(),
  previousId: z.string().nullable(),
  regularRates: rateSetOutSchema,
  weekendRates: rateSetOutSchema,
  holidayRates: rateSetOutSchema,
  /** Spec section 9's pick, on the worked-hours key; null shows '-'. */
  picked: pickedRateSchema.nullable(),
  notes: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PayRate = z.infer<typeof payRateSchema>;

export const marginCellSchema = z.object({
  BillRate: z.string(),
  PayRate: z.string(),
  malpractice: z.string(),
  margin: z.string(),
  /** Margin over bill rate, one decimal; null when nothing is billed. */
  percent: z.number().nullable(),
  negative: z.boolean(),
});
export type MarginCell = z.infer<typeof marginCellSchema>;

export const marginSchema = z.object({
  /** The malpractice cost per hour used (state of the facility, provider's specialty), '0.00' when none is known. */
  malpracticeCost: z.string(),
  malpracticeSource: z
    .object({ insuranceProvider: z.string(), state: z.string(), specialty: z.string(), effectiveFrom: z.string() })
    .nullable(),
  sets: z.object(
    Object.fromEntries(
      RATE_SETS.map((s) => [
        s,
        z.object(
          Object.fromEntries(RATE_KEYS.map((k) => [k, marginCellSchema])) as Record<RateKey, typeof marginCellSchema>,
        ),
      ]),
    ) as Record<RateSetName, z.ZodObject<Record<RateKey, typeof marginCellSchema>>>,
  ),
});
export type Margin = z.infer<typeof marginSchema>;

export const payRateDetailSchema = payRateSchema.extend({
  margin: marginSchema.nullable(),
  /** Every version of the same assignment's rates, oldest first (the history). */
  history: z.array(
    z.object({
      _id: z.string(),
      version: z.number().int(),
      status: z.enum(APPROVAL_STATUSES),
      effectiveFrom: z.string(),
      effectiveTo: z.string().nullable(),
      picked: pickedRateSchema.nullable(),
    }),
  ),
});
export type PayRateDetail = z.infer<typeof payRateDetailSchema>;

export const PAY_RATE_SORTABLE = ['effectiveFrom', 'provider', 'facility', 'status', 'createdAt'] as const;
export const payRateListBodySchema = listBodySchema(PAY_RATE_SORTABLE, {
  providerId: z.uuid(),
  facilityId: z.uuid(),
  assignmentId: z.uuid(),
  status: z.enum(APPROVAL_STATUSES),
  /** Rates effective on this day. */
  effectiveOn: isoDate,
});
export type PayRateListBody = z.input<typeof payRateListBodySchema>;

export const PAY_RATE_MESSAGES = {
  created: 'Pay rate added successfully',
  updated: 'Pay rate updated successfully',
  versioned: 'The approved pay rate is locked, so a new version was created for approval',
  approved: 'Pay rate approved successfully',
  notFound: 'Pay rate not found',
  unknownAssignment: 'Assignment not found',
  overlap: 'Another pay rate of this assignment is effective on some of these dates',
  versionStart: 'A new version must start after the version it replaces starts',
  versionAssignment: 'A new version must keep the same assignment',
  notLatest: 'Only the latest version of an approved pay rate can be changed',
} as const;

/** Spec section 9: 'Pay rate pick': holiday if any holiday rate is above 0, else weekend if any is, else regular. */
export function pickRateSet(rates: RatesCents | null | undefined): RateSetName | null {
  if (!rates) return null;
  const any = (s: RateSetName) =>
    RATE_KEYS.some((k) => (rates[s]?.[k]?.PayRate ?? 0) > 0 || (rates[s]?.[k]?.BillRate ?? 0) > 0);
  if (any('holidayRates')) return 'holidayRates';
  if (any('weekendRates')) return 'weekendRates';
  if (any('regularRates')) return 'regularRates';
  return null;
}

/** Margin of one key in cents: bill - pay - malpractice; percent of the bill, one decimal, null when nothing billed. */
export function marginOf(billCents: number, payCents: number, malpracticeCents: number) {
  const margin = billCents - payCents - malpracticeCents;
  const percent = billCents > 0 ? Math.round((margin * 1000) / billCents) / 10 : null;
  return { margin, percent };
}

/** The margin table of a rate: every set and key, in cents, shown as decimal strings. */
export function marginTable(rates: RatesCents, malpracticeCents: number): Margin['sets'] {
  return Object.fromEntries(
    RATE_SETS.map((s) => [
      s,
      Object.fromEntries(
        RATE_KEYS.map((k) => {
          const { PayRate, BillRate } = rates[s][k];
          const { margin, percent } = marginOf(BillRate, PayRate, malpracticeCents);
          return [
            k,
            {
              BillRate: centsToAmount(BillRate),
              PayRate: centsToAmount(PayRate),
              malpractice: centsToAmount(malpracticeCents),
              margin: centsToAmount(margin),
              percent,
              negative: margin < 0,
            },
          ];
        }),
      ),
    ]),
  ) as Margin['sets'];
}

/** The import's columns: one row per pay rate, each set's keys as '<set>_<key>_<pay|bill>'. */
export const PAY_RATE_IMPORT_COLUMNS: string[] = [
  'provider_email',
  'facility_name',
  'effective_from',
  'effective_to',
  ...RATE_SETS.flatMap((s) =>
    RATE_KEYS.flatMap((k) => [`${s.replace('Rates', '')}_${k}_pay`, `${s.replace('Rates', '')}_${k}_bill`]),
  ),
  'notes',
];

const P = '/pay-rate';
const view = { staff: 'view-pay-rates' } as const;
const payRateImport = /*#__PURE__*/ importEndpoints(P, { staff: 'import-pay-rates' }, 'pay rates');

/**
 * The pay-rate endpoints: staff families, and a provider's own approved rates (the same paths and schemas under
 * /api/providers, with their own summaries, so separate descriptors).
 */
export const PAY_RATE_API = /*#__PURE__*/ defineEndpoints('pay-rates', {
  list: listEndpoint(
    `${P}/all`,
    view,
    'List pay rates (filters providerId, facilityId, assignmentId, status, effectiveOn; search; sort)',
    payRateListBodySchema,
    payRateSchema,
  ),
  export: exportEndpoint(`${P}/download`, view, 'Stream the filtered pay rates as XLSX', payRateListBodySchema),
  importExample: payRateImport.example,
  import: payRateImport.import,
  get: {
    method: 'GET',
    path: `${P}/:id`,
    access: view,
    summary: 'One pay rate with its margin and history',
    params: idParamSchema,
    response: payRateDetailSchema,
  },
  create: {
    method: 'POST',
    path: P,
    access: { staff: 'add-pay-rates' },
    summary: 'Add a pay rate to an assignment (pending)',
    body: payRateInputSchema,
    response: payRateDetailSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: `${P}/:id`,
    access: { staff: 'edit-pay-rates' },
    summary: 'Edit a pending pay rate; an approved one gets a new dated version',
    params: idParamSchema,
    body: payRateInputSchema,
    response: payRateDetailSchema,
  },
  approve: {
    method: 'POST',
    path: `${P}/:id/approve`,
    access: { staff: 'approve-pay-rates' },
    summary: 'Approve a pending pay rate (locks it)',
    params: idParamSchema,
    response: payRateDetailSchema,
  },
  /** A provider's own approved rates, read-only (pay rates only; bill rates and margins are staff business). */
  ownList: listEndpoint(
    `${P}/all`,
    { provider: true },
    'My approved pay rates (filter assignmentId)',
    payRateListBodySchema,
    payRateSchema,
  ),
  ownGet: {
    method: 'GET',
    path: `${P}/:id`,
    access: { provider: true },
    summary: 'One of my approved pay rates',
    params: idParamSchema,
    response: payRateDetailSchema,
  },
});
