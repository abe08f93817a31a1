import { z } from 'zod';
import { defineArchiveWorkflow } from './archive.ts';
import { defineEndpoints, exportEndpoint, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { canApply, defineWorkflow } from './workflow.ts';

/**
 * Credentialing and payor enrollment (spec sections 2, 3, 4, 7). A record is one provider's
 * credentialing at a facility (`kind: 'credentialing'`) or enrollment with a payor (`kind: 'payor-enrollment'`,
 * the payor being an insurance provider of the reference lists; a facility is optional there).
 */
export const CREDENTIALING_KINDS = ['credentialing', 'payor-enrollment'] as const;
export type CredentialingKind = (typeof CREDENTIALING_KINDS)[number];
export const CREDENTIALING_KIND_LABELS: Record<CredentialingKind, string> = {
  credentialing: 'Credentialing',
  'payor-enrollment': 'Payor Enrollment',
};

/** Spec section 3, 'Application types'. */
export const APPLICATION_TYPE_VALUES = ['initial', 'reappointment'] as const;
export type ApplicationType = (typeof APPLICATION_TYPE_VALUES)[number];
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  initial: 'Initial',
  reappointment: 'Reappointment',
};

/** Spec section 4's vocabulary; colours from STATUS_COLOURS (not-submitted red, submitted orange, approved green). */
export const CREDENTIALING_STATUSES = ['not-submitted', 'submitted', 'approved', 'rejected'] as const;
export type CredentialingStatus = (typeof CREDENTIALING_STATUSES)[number];

export const CREDENTIALING_WORKFLOW = defineWorkflow({
  entity: 'credentialing record',
  statuses: CREDENTIALING_STATUSES,
  transitions: {
    submit: { from: ['not-submitted', 'rejected'], to: 'submitted' },
    approve: { from: ['submitted'], to: 'approved' },
    reject: { from: ['submitted'], to: 'rejected' },
    reopen: { from: ['approved', 'rejected'], to: 'not-submitted' },
  },
  past: { submit: 'submitted', approve: 'approved', reject: 'rejected', reopen: 'reopened' },
});
export type CredentialingAction = keyof typeof CREDENTIALING_WORKFLOW.transitions;
export const CREDENTIALING_ACTIONS = Object.keys(CREDENTIALING_WORKFLOW.transitions) as CredentialingAction[];
export const CREDENTIALING_ACTION_LABELS: Record<CredentialingAction, string> = {
  submit: 'Mark Submitted',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen',
};
export const canApplyCredentialing = (action: CredentialingAction, status: CredentialingStatus) =>
  canApply(CREDENTIALING_WORKFLOW, action, status);

const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');
const optionalDate = z
  .union([isoDate, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

export const credentialingInputSchema = z
  .object({
    kind: z.enum(CREDENTIALING_KINDS, 'Choose credentialing or payor enrollment'),
    providerId: z.uuid('Choose a provider'),
    facilityId: z.uuid('Choose a facility').nullish(),
    payorId: z.uuid('Choose a payor').nullish(),
    applicationType: z.enum(APPLICATION_TYPE_VALUES, 'Choose an application type'),
    requestedOn: optionalDate,
    submittedOn: optionalDate,
    approvedOn: optionalDate,
    effectiveOn: optionalDate,
    /** Expiry, or the reappointment due date: what the reports and reminders read. */
    dueOn: optionalDate,
    privileges: z.string().trim().max(2000).nullish(),
    assignedStaffId: z.uuid('Choose a staff member').nullish(),
    notes: z.string().trim().max(4000).nullish(),
    documentIds: z.array(z.uuid()).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'credentialing' && !v.facilityId)
      ctx.addIssue({ code: 'custom', path: ['facilityId'], message: 'Choose a facility' });
    if (v.kind === 'payor-enrollment' && !v.payorId)
      ctx.addIssue({ code: 'custom', path: ['payorId'], message: 'Choose a payor' });
    const order: [keyof typeof v, keyof typeof v, string][] = [
      ['requestedOn', 'submittedOn', 'The submitted date cannot be before the requested date'],
      ['submittedOn', 'approvedOn', 'The approved date cannot be before the submitted date'],
      ['effectiveOn', 'dueOn', 'The expiry / due date cannot be before the effective date'],
    ];
    for (const [a, b, message] of order) {
      const x = v[a];
      const y = v[b];
      if (typeof x === 'string' && typeof y === 'string' && y < x) ctx.addIssue({ code: 'custom', path: [b], message });
    }
  });
export type CredentialingInput = z.input<typeof credentialingInputSchema>;
export type CredentialingValues = z.output<typeof credentialingInputSchema>;

const named = z.object({ _id: z.string(), name: z.string() });
const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const credentialingSchema = z.object({
  _id: z.string(),
  kind: z.enum(CREDENTIALING_KINDS),
  provider: person,
  facility: named.nullable(),
  payor: named.nullable(),
  applicationType: z.enum(APPLICATION_TYPE_VALUES),
  requestedOn: z.string().nullable(),
  submittedOn: z.string().nullable(),
  approvedOn: z.string().nullable(),
  effectiveOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  privileges: z.string().nullable(),
  assignedStaff: person.nullable(),
  notes: z.string().nullable(),
  status: z.enum(CREDENTIALING_STATUSES),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Credentialing = z.infer<typeof credentialingSchema>;

export const historyEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A provider's document as a record links it: enough to list, pick and preview it. */
export const linkedDocumentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  typeName: z.string(),
  format: z.string(),
  expiresOn: z.string().nullable(),
});
export type LinkedDocument = z.infer<typeof linkedDocumentSchema>;

/** GET credentialing-payor-enrollment/document-options: the provider's documents whose name or type matches. */
export const documentOptionsQuerySchema = z.object({
  providerId: z.uuid(),
  search: z.string().trim().max(100).optional(),
});

export const credentialingDetailSchema = credentialingSchema.extend({
  documents: z.array(linkedDocumentSchema),
  history: z.array(historyEntrySchema),
});
export type CredentialingDetail = z.infer<typeof credentialingDetailSchema>;

export const CREDENTIALING_SORTABLE = ['createdAt', 'provider', 'dueOn', 'status', 'applicationType'] as const;
export const credentialingListBodySchema = listBodySchema(CREDENTIALING_SORTABLE, {
  kind: z.enum(CREDENTIALING_KINDS),
  providerId: z.uuid(),
  facilityId: z.uuid(),
  payorId: z.uuid(),
  applicationType: z.enum(APPLICATION_TYPE_VALUES),
  status: z.enum(CREDENTIALING_STATUSES),
  assignedStaffId: z.uuid(),
});
export type CredentialingListBody = z.input<typeof credentialingListBodySchema>;

export const credentialingTransitionSchema = z.object({
  action: z.enum(CREDENTIALING_ACTIONS as [CredentialingAction]),
});

export const CREDENTIALING_MESSAGES = {
  created: 'Credentialing record added successfully',
  updated: 'Credentialing record updated successfully',
  archived: 'Credentialing record archived successfully',
  reinstated: 'Credentialing record reinstated successfully',
  statusChanged: 'Status updated successfully',
  notFound: 'Credentialing record not found',
  archivedLocked: 'This credentialing record is archived; reinstate it first',
  notArchived: 'This credentialing record is not archived',
  alreadyArchived: 'This credentialing record is already archived',
  unknownProvider: 'Provider not found',
  unknownFacility: 'Facility not found',
  unknownPayor: 'Payor not found',
  unknownStaff: 'Staff member not found',
  unknownDocument: "A linked document is not one of this provider's documents",
} as const;

/**
 * Archive and reinstate a record, beside its status workflow: the engine reads "archived" from `archived_at`
 * (CREDENTIALING_ARCHIVE_TARGET on the server).
 */
export const CREDENTIALING_ARCHIVE_WORKFLOW = defineArchiveWorkflow('credentialing record', {
  archive: CREDENTIALING_MESSAGES.alreadyArchived,
  reinstate: CREDENTIALING_MESSAGES.notArchived,
});

/** A staff member a record can be assigned to. */
export const credentialingStaffOptionSchema = person;
export type CredentialingStaffOption = z.infer<typeof credentialingStaffOptionSchema>;

const view = { staff: 'view-credentialing' } as const;
const edit = { staff: 'edit-credentialing' } as const;
const archive = { staff: 'archive-credentialing' } as const;

/** Credentialing and payor enrollment records (spec section 7: credentialing-payor-enrollment), staff only. */
export const CREDENTIALING_API = /*#__PURE__*/ defineEndpoints('credentialing', {
  list: listEndpoint(
    '/credentialing-payor-enrollment/all',
    view,
    'List credentialing and payor enrollment records (filters kind, providerId, facilityId, payorId, status)',
    credentialingListBodySchema,
    credentialingSchema,
  ),
  archiveList: listEndpoint(
    '/credentialing-payor-enrollment/archive-listing',
    view,
    'List archived credentialing and payor enrollment records',
    credentialingListBodySchema,
    credentialingSchema,
  ),
  export: exportEndpoint(
    '/credentialing-payor-enrollment/download',
    view,
    'Stream the filtered records as XLSX',
    credentialingListBodySchema,
  ),
  staffOptions: {
    method: 'GET',
    path: '/credentialing-payor-enrollment/staff-options',
    access: view,
    summary: 'Staff members a record can be assigned to',
    response: z.array(credentialingStaffOptionSchema),
  },
  documentOptions: {
    method: 'GET',
    path: '/credentialing-payor-enrollment/document-options',
    access: view,
    summary: "The provider's documents a record can link (name or type matching search, 20 at most)",
    query: documentOptionsQuerySchema,
    response: z.array(linkedDocumentSchema),
  },
  get: {
    method: 'GET',
    path: '/credentialing-payor-enrollment/:id',
    access: view,
    summary: 'One record with its documents and history',
    params: idParamSchema,
    response: credentialingDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/credentialing-payor-enrollment',
    access: { staff: 'add-credentialing' },
    summary: 'Add a credentialing or payor enrollment record',
    body: credentialingInputSchema,
    response: credentialingDetailSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/credentialing-payor-enrollment/:id',
    access: edit,
    summary: 'Edit a record',
    params: idParamSchema,
    body: credentialingInputSchema,
    response: credentialingDetailSchema,
  },
  transition: {
    method: 'POST',
    path: '/credentialing-payor-enrollment/:id/status',
    access: edit,
    summary: 'Move a record through its workflow (submit, approve, reject, reopen)',
    params: idParamSchema,
    body: credentialingTransitionSchema,
    response: credentialingDetailSchema,
  },
  archive: {
    method: 'POST',
    path: '/credentialing-payor-enrollment/:id/archive',
    access: archive,
    summary: 'Archive a record',
    params: idParamSchema,
    response: credentialingDetailSchema,
  },
  reinstate: {
    method: 'POST',
    path: '/credentialing-payor-enrollment/:id/reinstate',
    access: archive,
    summary: 'Reinstate a record',
    params: idParamSchema,
    response: credentialingDetailSchema,
  },
});
