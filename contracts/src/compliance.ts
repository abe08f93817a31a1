import { z } from 'zod';
import { defineEndpoints, FILE_MEDIA_TYPES, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import type { UploadKind } from './uploads.ts';
import { defineWorkflow } from './workflow.ts';

/** The exclusion lists the portal screens against: the OIG LEIE and the SAM.gov exclusions extract. */
export const EXCLUSION_SOURCES = ['leie', 'sam'] as const;
export type ExclusionSource = (typeof EXCLUSION_SOURCES)[number];
export const EXCLUSION_SOURCE_LABELS: Record<ExclusionSource, string> = {
  leie: 'OIG LEIE',
  sam: 'SAM.gov exclusions',
};

/** How a provider met a list entry: the same NPI (a hit), or a near name with the same date of birth or state. */
export const MATCH_KINDS = ['npi', 'name-dob', 'name-state'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];
export const MATCH_KIND_LABELS: Record<MatchKind, string> = {
  npi: 'Hit: same NPI',
  'name-dob': 'Possible: name and date of birth',
  'name-state': 'Possible: name and state',
};

export const MATCH_STATUSES = ['pending', 'confirmed', 'dismissed', 'lifted'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
/** A confirmed match is the bad outcome (red), unlike a confirmed account. */
export const MATCH_STATUS_COLOURS: Record<MatchStatus, string> = {
  pending: 'orange',
  confirmed: 'red',
  dismissed: 'gray',
  lifted: 'teal',
};

/** Where a version's screening (a job) stands: queued, screening, then screened, or failed (with the reason). */
export const SCREENING_STATUSES = ['queued', 'screening', 'screened', 'failed'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];
export const SCREENING_STATUS_LABELS: Record<ScreeningStatus, string> = {
  queued: 'Queued',
  screening: 'Screening',
  screened: 'Screened',
  failed: 'Failed',
};
export const SCREENING_STATUS_COLOURS: Record<ScreeningStatus, string> = {
  queued: 'gray',
  screening: 'blue',
  screened: 'green',
  failed: 'red',
};

/**
 * A version's screening as a job runs it: taken (a run cut off by a restart is taken again), then screened or failed;
 * put back in the queue when the server stops under it. Staff start a failed screening again.
 */
export const LIST_SCREENING_WORKFLOW = defineWorkflow({
  entity: 'list screening',
  statuses: SCREENING_STATUSES,
  transitions: {
    start: { from: ['queued', 'screening'], to: 'screening' },
    finish: { from: ['screening'], to: 'screened' },
    fail: { from: ['screening'], to: 'failed' },
    requeue: { from: ['screening'], to: 'queued' },
    rescreen: { from: ['failed'], to: 'queued' },
  },
  past: { start: 'started', finish: 'finished', fail: 'failed', requeue: 'queued again', rescreen: 'started again' },
  refused: { rescreen: 'Only a failed screening can be started again' },
});
export type ListScreeningAction = keyof typeof LIST_SCREENING_WORKFLOW.transitions;

export const listVersionSchema = z.object({
  _id: z.string(),
  source: z.enum(EXCLUSION_SOURCES),
  fileName: z.string(),
  rowCount: z.number(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
  status: z.enum(SCREENING_STATUSES),
  /** Why the screening failed; null otherwise. */
  error: z.string().nullable(),
  /** Providers screened, hits and possible matches: 0 until the screening is done. */
  screened: z.number(),
  hits: z.number(),
  possible: z.number(),
});
export type ListVersion = z.infer<typeof listVersionSchema>;

export const screeningMatchSchema = z.object({
  _id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  source: z.enum(EXCLUSION_SOURCES),
  kind: z.enum(MATCH_KINDS),
  similarity: z.number(),
  entryName: z.string(),
  entryNpi: z.string().nullable(),
  entryDateOfBirth: z.string().nullable(),
  entryState: z.string().nullable(),
  exclusionType: z.string().nullable(),
  exclusionDate: z.string().nullable(),
  /** The day the list says the person was reinstated (LEIE's REINDATE), when it says one. */
  entryReinstatedOn: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  liftNote: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftedAt: z.string().nullable(),
  reinstatedOn: z.string().nullable(),
  createdAt: z.string(),
});
export type ScreeningMatch = z.infer<typeof screeningMatchSchema>;

export const LIST_VERSION_SORTABLE = ['importedAt', 'source', 'rowCount'] as const;
export const listVersionListBodySchema = listBodySchema(LIST_VERSION_SORTABLE, { source: z.enum(EXCLUSION_SOURCES) });

export const MATCH_SORTABLE = ['createdAt', 'providerName', 'similarity'] as const;
export const matchListBodySchema = listBodySchema(MATCH_SORTABLE, {
  status: z.enum(MATCH_STATUSES),
  kind: z.enum(MATCH_KINDS),
  providerId: z.uuid(),
});
export type MatchListBody = z.input<typeof matchListBodySchema>;

export const reviewInputSchema = z.object({
  note: z.string({ error: 'Note is required' }).trim().min(1, 'Note is required').max(2000),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** Lifting a confirmed exclusion: why, and the reinstatement day when the list gives none. */
export const liftInputSchema = reviewInputSchema.extend({
  reinstatedOn: z.preprocess((v) => (v === '' ? null : v), z.iso.date('Enter a valid date (YYYY-MM-DD)').nullish()),
});
export type LiftInput = z.output<typeof liftInputSchema>;

export const sourceParamSchema = z.object({ source: z.enum(EXCLUSION_SOURCES) });

/** A calendar month, 'YYYY-MM'. */
export const monthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be written YYYY-MM'),
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
});

/** A list file as published: the LEIE CSV or the SAM extract's CSV. */
export const EXCLUSION_LIST_UPLOAD: UploadKind = {
  mimeTypes: [],
  extensions: ['csv'],
  typeMessage: 'Upload the list as a CSV file',
};

export const COMPLIANCE_MESSAGES = {
  imported: 'Exclusion list imported; every provider is being screened',
  rescreened: 'Screening queued again; every provider is being screened',
  versionNotFound: 'List version not found',
  confirmed: 'Exclusion confirmed: the provider is flagged, new assignments are refused and payments are held',
  dismissed: 'Possible match dismissed',
  notFound: 'Screening match not found',
  alreadyReviewed: 'This match has already been reviewed',
  lifted: 'Exclusion lifted: the flag is removed, assignments are allowed and held payments are recalculated',
  reinstatementRequired: 'Enter the reinstatement date (the list gives none)',
  emptyFile: 'The file holds no exclusion rows',
  wrongHeader: 'The file is not in this list’s format: columns missing',
  excludedProvider: 'This provider is on an exclusion list (confirmed); new assignments are refused',
} as const;

/**
 * Staff review a match once (confirm or dismiss); a confirmed exclusion is lifted when the provider is reinstated.
 * A lifted match is final: a later exclusion of the same person is a new list entry, hence a new match.
 */
export const SCREENING_MATCH_WORKFLOW = defineWorkflow({
  entity: 'screening match',
  statuses: MATCH_STATUSES,
  transitions: {
    confirm: { from: ['pending'], to: 'confirmed' },
    dismiss: { from: ['pending'], to: 'dismissed' },
    lift: { from: ['confirmed'], to: 'lifted' },
  },
  past: { confirm: 'confirmed', dismiss: 'dismissed', lift: 'lifted' },
  refused: {
    confirm: COMPLIANCE_MESSAGES.alreadyReviewed,
    dismiss: COMPLIANCE_MESSAGES.alreadyReviewed,
  },
});
export type ScreeningMatchAction = keyof typeof SCREENING_MATCH_WORKFLOW.transitions;

const view = { staff: 'view-compliance' } as const;
const manage = { staff: 'manage-compliance' } as const;

export const COMPLIANCE_API = /*#__PURE__*/ defineEndpoints('compliance', {
  listVersions: listEndpoint(
    '/compliance/lists/all',
    view,
    'Imported exclusion list versions (source, date, row count, screening result)',
    listVersionListBodySchema,
    listVersionSchema,
  ),
  importList: {
    method: 'POST',
    path: '/compliance/lists/:source/import',
    access: manage,
    summary:
      'Import an exclusion list file (multipart field "file": the LEIE or SAM CSV); screening every provider against it is a job (202, the version queued)',
    params: sourceParamSchema,
    multipart: true,
    response: listVersionSchema,
    status: 202,
  },
  getVersion: {
    method: 'GET',
    path: '/compliance/lists/:id',
    access: view,
    summary: 'A list version and where its screening stands (queued, screening, screened, failed)',
    params: idParamSchema,
    response: listVersionSchema,
  },
  rescreen: {
    method: 'POST',
    path: '/compliance/lists/:id/rescreen',
    access: manage,
    summary: 'Start a failed screening again (202, the version queued; 409 unless it failed)',
    params: idParamSchema,
    response: listVersionSchema,
    status: 202,
  },
  listMatches: listEndpoint(
    '/compliance/matches/all',
    view,
    'Screening matches (filters status, kind, providerId; search by provider name)',
    matchListBodySchema,
    screeningMatchSchema,
  ),
  confirm: {
    method: 'POST',
    path: '/compliance/matches/:id/confirm',
    access: manage,
    summary: 'Confirm a match: the provider is excluded (flagged, no new assignments, payments held)',
    params: idParamSchema,
    body: reviewInputSchema,
    response: screeningMatchSchema,
  },
  dismiss: {
    method: 'POST',
    path: '/compliance/matches/:id/dismiss',
    access: manage,
    summary: 'Dismiss a match with a note',
    params: idParamSchema,
    body: reviewInputSchema,
    response: screeningMatchSchema,
  },
  lift: {
    method: 'POST',
    path: '/compliance/matches/:id/lift',
    access: manage,
    summary:
      'Lift a confirmed exclusion (note; reinstatement date when the list gives none): the flag goes, assignments are allowed, held payments are recalculated',
    params: idParamSchema,
    body: liftInputSchema,
    response: screeningMatchSchema,
  },
  record: {
    method: 'GET',
    path: '/compliance/record',
    access: view,
    summary:
      'The monthly screening record (PDF or XLSX): who was screened against which list version, with what result',
    query: monthQuerySchema,
    produces: [FILE_MEDIA_TYPES.pdf, FILE_MEDIA_TYPES.xlsx],
  },
});
