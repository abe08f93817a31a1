import { z } from 'zod';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { US_STATE_CODES } from './usStates.ts';
import { defineWorkflow } from './workflow.ts';

/** The kinds of licence a provider holds: the licence document types of the portal's document settings. */
export const LICENCE_TYPES = {
  'state-licence': 'State licence',
  'dea-registration': 'DEA registration',
  'controlled-substance': 'State controlled substance registration',
} as const;
export type LicenceType = keyof typeof LICENCE_TYPES;
const LICENCE_TYPE_VALUES = Object.keys(LICENCE_TYPES) as [LicenceType, ...LicenceType[]];

/** Where staff checked a licence. */
export const VERIFICATION_SOURCES = {
  'state-board-website': 'State board website',
  'primary-source-letter': 'Primary source letter',
  nppes: 'NPPES',
  'dea-lookup': 'DEA registration lookup',
} as const;
export type VerificationSource = keyof typeof VERIFICATION_SOURCES;
const SOURCE_VALUES = Object.keys(VERIFICATION_SOURCES) as [VerificationSource, ...VerificationSource[]];

export const LICENCE_STATUSES = ['pending', 'active', 'expired', 'revoked'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/**
 * A licence is pending until staff verify it (active); the daily job moves it to expired once its expiry day has
 * passed; a renewal (a new expiry) makes it pending again until verified; staff may revoke it.
 */
export const LICENCE_WORKFLOW = defineWorkflow({
  entity: 'licence',
  statuses: LICENCE_STATUSES,
  transitions: {
    verify: { from: ['pending', 'active'], to: 'active' },
    expire: { from: ['pending', 'active'], to: 'expired' },
    renew: { from: ['active', 'expired'], to: 'pending' },
    revoke: { from: ['pending', 'active', 'expired'], to: 'revoked' },
  },
  past: { verify: 'verified', expire: 'expired', renew: 'renewed', revoke: 'revoked' },
});
export type LicenceAction = keyof typeof LICENCE_WORKFLOW.transitions;

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');

const licenceFields = {
  state: z.enum(US_STATE_CODES, { error: 'Choose a state' }),
  type: z.enum(LICENCE_TYPE_VALUES, { error: 'Choose a licence type' }),
  number: z
    .string({ error: 'Licence number is required' })
    .trim()
    .min(1, 'Licence number is required')
    .max(50, 'At most 50 characters')
    // Empty is told by min(1) alone.
    .regex(/^(?:[A-Za-z0-9][A-Za-z0-9 ./-]*)?$/, 'Use letters, digits, spaces, dots, slashes and dashes'),
  issuedOn: z.union([isoDate, z.literal('')]).nullish(),
  expiresOn: isoDate,
};
const datesInOrder = (v: { issuedOn?: string | null; expiresOn: string }, ctx: z.RefinementCtx) => {
  if (v.issuedOn && v.expiresOn < v.issuedOn)
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Expires must be on or after issued' });
};

export const licenceEditSchema = z.object(licenceFields).superRefine(datesInOrder);
export type LicenceEdit = z.input<typeof licenceEditSchema>;
export const licenceInputSchema = z
  .object({ providerId: z.uuid('Choose a provider'), ...licenceFields })
  .superRefine(datesInOrder);
export type LicenceInput = z.input<typeof licenceInputSchema>;

export const licenceVerifySchema = z.object({ source: z.enum(SOURCE_VALUES, { error: 'Choose a source' }) });
export const licenceRevokeSchema = z.object({
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500),
});

const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const licenceSchema = z.object({
  _id: z.string(),
  provider: person,
  state: z.string(),
  type: z.enum(LICENCE_TYPE_VALUES),
  number: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string(),
  /** Days from the company's today to the expiry (negative once past). */
  daysLeft: z.number(),
  status: z.enum(LICENCE_STATUSES),
  verifiedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  verifiedAt: z.string().nullable(),
  verificationSource: z.enum(SOURCE_VALUES).nullable(),
  /** The licence document it was filled from, if any. */
  documentId: z.string().nullable(),
  /** The provider's upload of the renewal (the document's folder, the upload open), when a document is linked. */
  renewalPath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const LICENCE_SORTABLE = ['expiresOn', 'state', 'number', 'provider', 'status', 'createdAt'] as const;
export const licenceListBodySchema = listBodySchema(LICENCE_SORTABLE, {
  providerId: z.uuid(),
  state: z.enum(US_STATE_CODES),
  status: z.enum(LICENCE_STATUSES),
  type: z.enum(LICENCE_TYPE_VALUES),
  /** Licences expiring from today to this many days ahead. */
  expiringWithin: z.coerce.number().int().min(0).max(730),
});
export type LicenceListBody = z.input<typeof licenceListBodySchema>;

export const LICENCE_MESSAGES = {
  created: 'Licence added successfully',
  updated: 'Licence updated successfully',
  verified: 'Licence verified successfully',
  revoked: 'Licence revoked successfully',
  notFound: 'Licence not found',
  unknownProvider: 'Choose a provider',
  taken: 'This provider already has a licence of this type and number in this state',
  revokedLocked: 'A revoked licence cannot be edited',
  /** The provider's reminder (in the app and by e-mail). */
  renewalTitle: (days: number) => `Licence expires in ${days} day${days === 1 ? '' : 's'}: upload the renewal`,
  /** Staff are told a week before the expiry when nothing was uploaded since the reminders began. */
  nothingUploadedTitle: 'Licence renewal: nothing uploaded',
} as const;

const view = { staff: 'view-licences', provider: true } as const;

/** Licences: staff lists and edits; a provider reads their own at the same paths under /api/providers. */
export const LICENCE_API = /*#__PURE__*/ defineEndpoints('licences', {
  list: listEndpoint(
    '/licences/all',
    view,
    'List licences (search number, state, provider; filters providerId, state, status, type, expiringWithin; sort)',
    licenceListBodySchema,
    licenceSchema,
  ),
  get: {
    method: 'GET',
    path: '/licences/:id',
    access: view,
    summary: 'One licence',
    params: idParamSchema,
    response: licenceSchema,
  },
  create: {
    method: 'POST',
    path: '/licences',
    access: { staff: 'add-licences' },
    summary: 'Add a licence',
    body: licenceInputSchema,
    response: licenceSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/licences/:id',
    access: { staff: 'edit-licences' },
    summary: 'Edit a licence',
    params: idParamSchema,
    body: licenceEditSchema,
    response: licenceSchema,
  },
  verify: {
    method: 'POST',
    path: '/licences/:id/verify',
    access: { staff: 'verify-licences' },
    summary: 'Record that staff verified a licence, and from what source',
    params: idParamSchema,
    body: licenceVerifySchema,
    response: licenceSchema,
  },
  revoke: {
    method: 'POST',
    path: '/licences/:id/revoke',
    access: { staff: 'edit-licences' },
    summary: 'Revoke a licence (with a reason)',
    params: idParamSchema,
    body: licenceRevokeSchema,
    response: licenceSchema,
  },
});
