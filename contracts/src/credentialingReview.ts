import { z } from 'zod';
import { defineEndpoints, FILE_MEDIA_TYPES } from './endpoint.ts';
import { idParamSchema } from './http.ts';
import { shareExpirySchema } from './sharing.ts';
import { canApply, defineWorkflow } from './workflow.ts';

/**
 * The file review of a credentialing record (a provider at a facility): a checklist of what the facility requires,
 * each item signed off with who, when and the source; then the committee's decision. Kept beside the record's own
 * status (the spec's not-submitted / submitted / approved / rejected of the application), never instead of it.
 */
export const REVIEW_STATUSES = ['in-review', 'ready-for-committee', 'approved', 'denied'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  'in-review': 'In Review',
  'ready-for-committee': 'Ready for Committee',
  approved: 'Approved',
  denied: 'Denied',
};
export const REVIEW_STATUS_COLOURS: Record<ReviewStatus, 'orange' | 'blue' | 'green' | 'red'> = {
  'in-review': 'orange',
  'ready-for-committee': 'blue',
  approved: 'green',
  denied: 'red',
};

export const CREDENTIALING_REVIEW_WORKFLOW = defineWorkflow({
  entity: 'file review',
  statuses: REVIEW_STATUSES,
  transitions: {
    'ready-for-committee': { from: ['in-review'], to: 'ready-for-committee' },
    'return-to-review': { from: ['ready-for-committee', 'approved', 'denied'], to: 'in-review' },
    approve: { from: ['ready-for-committee'], to: 'approved' },
    deny: { from: ['ready-for-committee'], to: 'denied' },
  },
  past: {
    'ready-for-committee': 'marked ready for committee',
    'return-to-review': 'returned to review',
    approve: 'approved',
    deny: 'denied',
  },
});
export type ReviewAction = keyof typeof CREDENTIALING_REVIEW_WORKFLOW.transitions;
export const canApplyReview = (action: ReviewAction, status: ReviewStatus) =>
  canApply(CREDENTIALING_REVIEW_WORKFLOW, action, status);

/** What an item checks: a required document, the exclusion screen, the NPI, the licences for the facility's state. */
export const REVIEW_ITEM_KINDS = ['document', 'exclusion', 'npi', 'licences'] as const;
export type ReviewItemKind = (typeof REVIEW_ITEM_KINDS)[number];
export const REVIEW_ITEM_STATUSES = ['open', 'signed-off', 'not-applicable'] as const;
export type ReviewItemStatus = (typeof REVIEW_ITEM_STATUSES)[number];
export const REVIEW_ITEM_STATUS_LABELS: Record<ReviewItemStatus, string> = {
  open: 'Open',
  'signed-off': 'Signed Off',
  'not-applicable': 'Not Applicable',
};

/** The labels of the items that are not documents; the licences item names the facility's state. */
export const REVIEW_ITEM_LABELS = {
  exclusion: 'Exclusion screen clear',
  npi: 'NPI verified',
  licences: (state: string | null) => `Licences verified for ${state ?? "the facility's state"}`,
} as const;

export const REVIEW_MESSAGES = {
  notFound: 'Credentialing record not found',
  itemNotFound: 'Checklist item not found',
  onlyCredentialing: 'A file review belongs to credentialing at a facility, not to payor enrollment',
  archived: 'This credentialing record is archived; reinstate it first',
  sourceRequired: 'Enter the source of the verification',
  noteRequired: 'Enter why the item does not apply',
  decisionNoteRequired: 'Enter the committee note',
  futureDecision: 'The decision date cannot be in the future',
  locked: 'The checklist is locked while the file is ready for committee or decided; return it to review first',
  missingDocument: (label: string) => `${label} is missing from the provider's documents, so it cannot be signed off`,
  exclusionOpen: 'The provider has an open or confirmed exclusion match, so the screen cannot be signed off as clear',
  stillOpen: (labels: string[]) => `Every checklist item must be signed off first. Still open: ${labels.join(', ')}`,
  signedOff: 'Checklist item signed off',
  reopened: 'Checklist item reopened',
  notApplicable: 'Checklist item marked not applicable',
  ready: 'File review is ready for committee',
  returned: 'File review returned to review',
  approved: 'File review approved',
  denied: 'File review denied',
  noContact: 'The facility has no primary credentialing contact to share the packet with; add one on the facility',
  shared: (email: string) => `Packet shared with ${email}`,
} as const;

export const reviewItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(REVIEW_ITEM_KINDS),
  label: z.string(),
  status: z.enum(REVIEW_ITEM_STATUSES),
  signedOffBy: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  source: z.string().nullable(),
  note: z.string().nullable(),
  /** What the portal itself knows (a document present and until when, the screening's result); null: nothing. */
  finding: z.string().nullable(),
  /** Why it cannot be signed off now (the document is missing, an exclusion match is open); null: it can. */
  blocked: z.string().nullable(),
  /** A source to start the sign-off dialog with (the screening, the document); null: the reviewer types it. */
  suggestedSource: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const credentialingReviewSchema = z.object({
  recordId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  facilityState: z.string().nullable(),
  decidedOn: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** The primary credentialing contact the packet is shared with (null: none on the facility). */
  contact: z.object({ name: z.string(), email: z.string() }).nullable(),
  items: z.array(reviewItemSchema),
});
export type CredentialingReview = z.infer<typeof credentialingReviewSchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const signOffInputSchema = z
  .object({
    status: z.enum(REVIEW_ITEM_STATUSES, 'Choose signed off, not applicable or open'),
    source: text(300),
    note: text(2000),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'signed-off' && !v.source)
      ctx.addIssue({ code: 'custom', path: ['source'], message: REVIEW_MESSAGES.sourceRequired });
    if (v.status === 'not-applicable' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: REVIEW_MESSAGES.noteRequired });
  });
export type SignOffInput = z.output<typeof signOffInputSchema>;

export const decisionInputSchema = z.object({
  decidedOn: z.iso.date('Enter a valid date (YYYY-MM-DD)'),
  note: z.string().trim().min(1, REVIEW_MESSAGES.decisionNoteRequired).max(2000),
});
export type DecisionInput = z.output<typeof decisionInputSchema>;

export const PACKET_FORMATS = ['pdf', 'zip'] as const;
export const packetQuerySchema = z.object({ format: z.enum(PACKET_FORMATS).default('pdf') });

export const sharePacketInputSchema = z.object({
  expiresInDays: shareExpirySchema,
  message: text(1000),
});
export type SharePacketInput = z.input<typeof sharePacketInputSchema>;
export type SharePacketValues = z.output<typeof sharePacketInputSchema>;
export const sharedPacketSchema = z.object({
  shareId: z.string(),
  email: z.string(),
  documentName: z.string(),
  expiresAt: z.string(),
});

const view = { staff: 'view-credentialing' } as const;
const review = { staff: 'review-credentialing' } as const;
const decide = { staff: 'decide-credentialing' } as const;
const itemParams = idParamSchema.extend({ itemId: z.uuid() });
const base = '/credentialing-payor-enrollment/:id/review';

/** The file review of one credentialing record, staff only. */
export const CREDENTIALING_REVIEW_API = /*#__PURE__*/ defineEndpoints('credentialing', {
  get: {
    method: 'GET',
    path: base,
    access: view,
    summary: "The record's file review: checklist from the facility's requirements, status and decision",
    params: idParamSchema,
    response: credentialingReviewSchema,
  },
  signOff: {
    method: 'PUT',
    path: `${base}/items/:itemId`,
    access: review,
    summary: 'Sign off a checklist item (with its source), mark it not applicable (with a note) or reopen it',
    params: itemParams,
    body: signOffInputSchema,
    response: credentialingReviewSchema,
  },
  ready: {
    method: 'POST',
    path: `${base}/ready-for-committee`,
    access: review,
    summary: 'Mark the file ready for committee (every checklist item signed off or not applicable)',
    params: idParamSchema,
    response: credentialingReviewSchema,
  },
  returnToReview: {
    method: 'POST',
    path: `${base}/return-to-review`,
    access: review,
    summary: 'Return the file to review (the checklist opens again)',
    params: idParamSchema,
    response: credentialingReviewSchema,
  },
  approve: {
    method: 'POST',
    path: `${base}/approve`,
    access: decide,
    summary: "Record the committee's approval with its date and note",
    params: idParamSchema,
    body: decisionInputSchema,
    response: credentialingReviewSchema,
  },
  deny: {
    method: 'POST',
    path: `${base}/deny`,
    access: decide,
    summary: "Record the committee's denial with its date and note",
    params: idParamSchema,
    body: decisionInputSchema,
    response: credentialingReviewSchema,
  },
  packet: {
    method: 'GET',
    path: `${base}/packet`,
    access: view,
    summary: 'The credentialing packet: one PDF (cover sheet, then the documents) or a ZIP of the documents',
    params: idParamSchema,
    query: packetQuerySchema,
    produces: [FILE_MEDIA_TYPES.pdf, FILE_MEDIA_TYPES.zip],
  },
  sharePacket: {
    method: 'POST',
    path: `${base}/share-packet`,
    access: review,
    summary: "Store the packet PDF in the provider's documents and share it with the facility's credentialing contact",
    params: idParamSchema,
    body: sharePacketInputSchema,
    response: sharedPacketSchema,
    status: 201,
  },
});
