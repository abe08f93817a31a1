import { z } from 'zod';
import { reviewInputSchema } from './compliance.ts';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { defineWorkflow } from './workflow.ts';

/**
 * A lookup of a provider's NPI in the NPPES NPI registry: pending until the registry answers, then verified (all
 * matches), differences (to review: accepted or dismissed with a note) or not found.
 */
export const NPI_CHECK_STATUSES = ['pending', 'verified', 'differences', 'not-found', 'accepted', 'dismissed'] as const;
export type NpiCheckStatus = (typeof NPI_CHECK_STATUSES)[number];
export const NPI_CHECK_STATUS_LABELS: Record<NpiCheckStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  differences: 'Differences',
  'not-found': 'Not found',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
};
export const NPI_CHECK_STATUS_COLOURS: Record<NpiCheckStatus, string> = {
  pending: 'gray',
  verified: 'green',
  differences: 'orange',
  'not-found': 'red',
  accepted: 'teal',
  dismissed: 'gray',
};

/** The registry's answer moves a pending check once; staff then accept or dismiss what differs. */
export const NPI_CHECK_WORKFLOW = defineWorkflow({
  entity: 'NPI check',
  statuses: NPI_CHECK_STATUSES,
  transitions: {
    verify: { from: ['pending'], to: 'verified' },
    flag: { from: ['pending'], to: 'differences' },
    miss: { from: ['pending'], to: 'not-found' },
    accept: { from: ['differences'], to: 'accepted' },
    dismiss: { from: ['differences'], to: 'dismissed' },
  },
  past: { verify: 'verified', flag: 'flagged', miss: 'marked not found', accept: 'accepted', dismiss: 'dismissed' },
});
export type NpiCheckAction = keyof typeof NPI_CHECK_WORKFLOW.transitions;

/** What is compared with the registry's record. */
export const NPI_FIELDS = ['name', 'taxonomy', 'licenceStates'] as const;
export type NpiField = (typeof NPI_FIELDS)[number];
export const NPI_FIELD_LABELS: Record<NpiField, string> = {
  name: 'Name',
  taxonomy: 'Taxonomy',
  licenceStates: 'Licence states',
};

export const npiDifferenceSchema = z.object({
  field: z.enum(NPI_FIELDS),
  portal: z.string(),
  registry: z.string(),
});
export type NpiDifference = z.infer<typeof npiDifferenceSchema>;

export const npiCheckSchema = z.object({
  _id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  npi: z.string(),
  status: z.enum(NPI_CHECK_STATUSES),
  differences: z.array(npiDifferenceSchema),
  /** When the lookup was asked for (a saved NPI or "Check again"). */
  requestedAt: z.string(),
  /** When the registry answered; null while pending. */
  checkedAt: z.string().nullable(),
  attempts: z.number(),
  /** Why the registry could not be read, while the lookup is retried. */
  lastError: z.string().nullable(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type NpiCheck = z.infer<typeof npiCheckSchema>;

/** A provider's latest check, with the NPI their profile holds now (null: nothing to look up). */
export const providerNpiCheckSchema = z.object({
  npi: z.string().nullable(),
  check: npiCheckSchema.nullable(),
});

export const NPI_CHECK_SORTABLE = ['requestedAt', 'providerName', 'status'] as const;
export const npiCheckListBodySchema = listBodySchema(NPI_CHECK_SORTABLE, {
  status: z.enum(NPI_CHECK_STATUSES),
  providerId: z.uuid(),
});
export type NpiCheckListBody = z.input<typeof npiCheckListBodySchema>;

export const NPI_MESSAGES = {
  notFound: 'NPI check not found',
  queued: 'The NPI registry lookup is queued',
  noNpi: 'The provider has no NPI to look up',
  alreadyPending: 'A lookup of this provider’s NPI is already pending',
  accepted: 'NPI registry differences accepted',
  dismissed: 'NPI registry check dismissed',
} as const;

const view = { staff: 'view-compliance' } as const;
const review = { staff: 'review-npi-checks' } as const;

export const NPI_API = /*#__PURE__*/ defineEndpoints('compliance', {
  listChecks: listEndpoint(
    '/compliance/npi-checks/all',
    view,
    'NPI registry checks (filters status, providerId; search by provider name or NPI)',
    npiCheckListBodySchema,
    npiCheckSchema,
  ),
  latest: {
    method: 'GET',
    path: '/compliance/providers/:id/npi-check',
    access: view,
    summary: 'A provider’s NPI and their latest NPI registry check',
    params: idParamSchema,
    response: providerNpiCheckSchema,
  },
  checkAgain: {
    method: 'POST',
    path: '/compliance/providers/:id/npi-check',
    access: review,
    summary: 'Look the provider’s NPI up in the NPPES registry again, as a job (202)',
    params: idParamSchema,
    response: npiCheckSchema,
    status: 202,
  },
  accept: {
    method: 'POST',
    path: '/compliance/npi-checks/:id/accept',
    access: review,
    summary: 'Accept a check’s differences with a note',
    params: idParamSchema,
    body: reviewInputSchema,
    response: npiCheckSchema,
  },
  dismiss: {
    method: 'POST',
    path: '/compliance/npi-checks/:id/dismiss',
    access: review,
    summary: 'Dismiss a check’s differences with a note',
    params: idParamSchema,
    body: reviewInputSchema,
    response: npiCheckSchema,
  },
});
