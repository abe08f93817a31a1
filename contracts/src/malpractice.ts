import { z } from 'zod';
import { defineEndpoints, exportEndpoint, importEndpoints, listEndpoint } from './endpoint.ts';
import { referenceItemSchema } from './facilities.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { amountSchema } from './pay-rates.ts';
import { SPECIALTY_VALUES } from './providerProfile.ts';

/**
 * Malpractice rates (spec sections 2, 7): per provider, their cover (insurer, policy, limits, dates); per insurer,
 * state and specialty, what cover costs per hour from a date. Money is integer cents inside and a decimal string on
 * the wire, as for pay rates.
 */

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');
/** Coverage limits up to $100,000,000.00. */
const MAX_LIMIT_CENTS = 10_000_000_000;
const ref = z.object({ _id: z.string(), name: z.string() });
const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** Where a state rate is set and listed: which state it is matched to when a payment is calculated. */
export const MALPRACTICE_STATE_RULE =
  "Applies to hours worked at facilities in this state (the facility's state, not the provider's home state)";

export const stateRateFieldsSchema = z.object({
  insuranceProviderId: z.uuid('Choose an insurance provider'),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .min(2, 'State is required')
    .max(50)
    .transform((s) => s.toUpperCase()),
  specialty: z.enum(SPECIALTY_VALUES, { error: 'Choose a specialty' }),
  hourlyCost: amountSchema(),
  effectiveFrom: isoDate,
  effectiveTo: isoDate.nullish(),
});
export const datesInOrder = (v: { effectiveFrom: string; effectiveTo?: string | null }, ctx: z.RefinementCtx) => {
  if (v.effectiveTo && v.effectiveTo < v.effectiveFrom)
    ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'Effective to must be on or after effective from' });
};
export const stateRateInputSchema = stateRateFieldsSchema.superRefine(datesInOrder);
export type StateRateInput = z.input<typeof stateRateInputSchema>;

export const stateRateSchema = z.object({
  _id: z.string(),
  insuranceProvider: ref,
  state: z.string(),
  specialty: z.string(),
  hourlyCost: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  createdAt: z.string(),
});
export type StateRate = z.infer<typeof stateRateSchema>;

export const STATE_RATE_SORTABLE = ['state', 'specialty', 'effectiveFrom', 'hourlyCost', 'createdAt'] as const;
export const stateRateListBodySchema = listBodySchema(STATE_RATE_SORTABLE, {
  insuranceProviderId: z.uuid(),
  state: z.string().trim().max(50),
  specialty: z.enum(SPECIALTY_VALUES),
});
export type StateRateListBody = z.input<typeof stateRateListBodySchema>;

export const malpracticeInfoInputSchema = z
  .object({
    providerId: z.uuid('Choose a provider'),
    insuranceProviderId: z.uuid('Choose an insurance provider'),
    policyNumber: z.string({ error: 'Policy number is required' }).trim().min(1, 'Policy number is required').max(100),
    perClaim: amountSchema(MAX_LIMIT_CENTS),
    aggregate: amountSchema(MAX_LIMIT_CENTS),
    effectiveDate: isoDate,
    expiryDate: isoDate,
  })
  .superRefine((v, ctx) => {
    if (v.expiryDate < v.effectiveDate)
      ctx.addIssue({
        code: 'custom',
        path: ['expiryDate'],
        message: 'Expiry date must be on or after the effective date',
      });
  });
export type MalpracticeInfoInput = z.input<typeof malpracticeInfoInputSchema>;

export const malpracticeInfoSchema = z.object({
  _id: z.string(),
  provider: person,
  specialty: z.string().nullable(),
  insuranceProvider: ref,
  policyNumber: z.string(),
  perClaim: z.string().nullable(),
  aggregate: z.string().nullable(),
  effectiveDate: z.string(),
  expiryDate: z.string(),
  /** Days from today to the expiry; negative once expired. */
  daysLeft: z.number().int(),
  latestNote: z.string().nullable(),
  createdAt: z.string(),
});
export type MalpracticeInfo = z.infer<typeof malpracticeInfoSchema>;

export const MALPRACTICE_INFO_SORTABLE = ['expiryDate', 'provider', 'createdAt'] as const;
/** The expired-malpractice windows: already expired, or expiring within 30, 60 or 90 days. */
export const EXPIRY_WINDOWS = ['expired', '30', '60', '90'] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];
export const EXPIRY_WINDOW_LABELS: Record<ExpiryWindow, string> = {
  expired: 'Expired',
  '30': 'Expired or expiring within 30 days',
  '60': 'Expired or expiring within 60 days',
  '90': 'Expired or expiring within 90 days',
};
export const malpracticeInfoListBodySchema = listBodySchema(MALPRACTICE_INFO_SORTABLE, {
  providerId: z.uuid(),
  insuranceProviderId: z.uuid(),
  within: z.enum(EXPIRY_WINDOWS),
});
export type MalpracticeInfoListBody = z.input<typeof malpracticeInfoListBodySchema>;

export const malpracticeNoteInputSchema = z.object({
  note: z.string({ error: 'Note is required' }).trim().min(1, 'Note is required').max(2000),
});
export const malpracticeNoteSchema = z.object({
  _id: z.string(),
  note: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type MalpracticeNote = z.infer<typeof malpracticeNoteSchema>;

export const MALPRACTICE_MESSAGES = {
  stateRateCreated: 'Malpractice rate added successfully',
  stateRateUpdated: 'Malpractice rate updated successfully',
  stateRateNotFound: 'Malpractice rate not found',
  stateRateOverlap: 'Another rate of this insurance provider, state and specialty is effective on some of these dates',
  infoCreated: 'Malpractice information added successfully',
  infoUpdated: 'Malpractice information updated successfully',
  infoNotFound: 'Malpractice information not found',
  noteAdded: 'Note added successfully',
  unknownInsurer: 'Insurance provider not found',
  unknownProvider: 'Provider not found',
} as const;

export const STATE_RATE_IMPORT_COLUMNS = [
  'insurance_provider',
  'state',
  'specialty',
  'hourly_cost',
  'effective_from',
  'effective_to',
] as const;

const P = '/malpractice-rates';
const view = { staff: 'view-malpractice-rates' } as const;
const add = { staff: 'add-malpractice-rates' } as const;
const edit = { staff: 'edit-malpractice-rates' } as const;
const stateRateImport = /*#__PURE__*/ importEndpoints(
  P,
  { staff: 'import-malpractice-rates' },
  'state rates',
  'The state rates import template (CSV or XLSX)',
);

/** The malpractice-rates endpoints (staff families): state rates, providers' covers, the expired-malpractice list. */
export const MALPRACTICE_API = /*#__PURE__*/ defineEndpoints('malpractice-rates', {
  insuranceProviders: {
    method: 'GET',
    path: '/malpractice-insurance-provider/all',
    access: view,
    summary: 'The insurance providers (pick-list)',
    response: z.array(referenceItemSchema),
  },

  // State rates
  listStateRates: listEndpoint(
    `${P}/state-rates/all`,
    view,
    'List state rates (filters insuranceProviderId, state, specialty; search; sort)',
    stateRateListBodySchema,
    stateRateSchema,
  ),
  createStateRate: {
    method: 'POST',
    path: `${P}/state-rates`,
    access: add,
    summary: 'Add a state rate',
    body: stateRateInputSchema,
    response: stateRateSchema,
    status: 201,
  },
  getStateRate: {
    method: 'GET',
    path: `${P}/state-rates/:id`,
    access: view,
    summary: 'One state rate',
    params: idParamSchema,
    response: stateRateSchema,
  },
  updateStateRate: {
    method: 'PUT',
    path: `${P}/state-rates/:id`,
    access: edit,
    summary: 'Edit a state rate',
    params: idParamSchema,
    body: stateRateInputSchema,
    response: stateRateSchema,
  },
  exportStateRates: exportEndpoint(
    `${P}/export`,
    { staff: 'export-malpractice-rates' },
    'Stream the filtered state rates as XLSX',
    stateRateListBodySchema,
  ),
  importExample: stateRateImport.example,
  import: stateRateImport.import,

  // Malpractice info per provider
  listInfo: listEndpoint(
    `${P}/info/all`,
    view,
    'List providers’ malpractice information (filters providerId, insuranceProviderId, within)',
    malpracticeInfoListBodySchema,
    malpracticeInfoSchema,
  ),
  createInfo: {
    method: 'POST',
    path: `${P}/info`,
    access: add,
    summary: 'Add a provider’s malpractice information',
    body: malpracticeInfoInputSchema,
    response: malpracticeInfoSchema,
    status: 201,
  },
  getInfo: {
    method: 'GET',
    path: `${P}/info/:id`,
    access: view,
    summary: 'One provider’s malpractice information',
    params: idParamSchema,
    response: malpracticeInfoSchema,
  },
  updateInfo: {
    method: 'PUT',
    path: `${P}/info/:id`,
    access: edit,
    summary: 'Edit a provider’s malpractice information',
    params: idParamSchema,
    body: malpracticeInfoInputSchema,
    response: malpracticeInfoSchema,
  },

  // Expired malpractice
  listExpired: listEndpoint(
    `${P}/expired-malpractice/all`,
    view,
    `Expired or expiring covers (filters.within: ${Object.keys(EXPIRY_WINDOW_LABELS).join(', ')}; default 90)`,
    malpracticeInfoListBodySchema,
    malpracticeInfoSchema,
  ),
  exportExpired: exportEndpoint(
    `${P}/expired-malpractice/download`,
    view,
    'Stream the expired-malpractice list as XLSX',
    malpracticeInfoListBodySchema,
  ),
  notes: {
    method: 'GET',
    path: `${P}/expired-malpractice/:id/notes`,
    access: view,
    summary: 'The notes on a cover, newest first',
    params: idParamSchema,
    response: z.array(malpracticeNoteSchema),
  },
  addNote: {
    method: 'POST',
    path: `${P}/expired-malpractice/:id/notes`,
    access: edit,
    summary: 'Add a note to a cover (audited)',
    params: idParamSchema,
    body: malpracticeNoteInputSchema,
    response: malpracticeNoteSchema,
    status: 201,
  },
});
