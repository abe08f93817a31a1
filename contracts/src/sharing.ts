import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { folderPlaceSchema } from './documentFolders.ts';
import { documentPermission, documentSchema, folderSchema, OWNER_KINDS } from './documents.ts';
import { defineEndpoints, FILE_MEDIA_TYPES, FILE_PREVIEW_TYPES } from './endpoint.ts';
import { referenceItemSchema } from './facilities.ts';
import { idParamSchema, listBodySchema, listPageSchema, listQuerySchema } from './http.ts';

/**
 * Sharing documents with people outside the portal (spec sections 1, 2, 3, 6, 7, 8). Staff share one
 * document, a folder or a provider's whole library (optionally some types) with e-mail addresses; each address gets
 * its own link. The guest proves the link and the address with an e-mailed 6-digit code and then browses only what
 * was shared, until the share expires or is revoked.
 */
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 90;
export const SHARE_CODE_MINUTES = 10;
export const SHARE_CODE_TRIES = 5;
export const SHARE_MAX_EMAILS = 20;

export const SHARE_SCOPES = ['document', 'folder', 'all'] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];
export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;

export const SHARE_MESSAGES = {
  shared: (n: number) => (n === 1 ? 'Shared: the link was e-mailed' : `Shared: ${n} links were e-mailed`),
  /** Spec section 8: copy-link success. */
  linkCopied: 'Link copied',
  revoked: 'Access revoked',
  alreadyRevoked: 'This share was already revoked',
  notFound: 'Share not found',
  chooseItem: 'Choose a document or a folder to share',
  /** A revoked or expired share: the guest page says the link has expired. */
  expired: 'This link has expired. Ask the person who shared it with you for a new link.',
  notGuest: 'Open the link from your e-mail again to see the shared documents.',
  linkInvalid: 'This link is not valid. Check that you opened the whole link from your e-mail.',
  wrongEmail: 'This link was not sent to that e-mail address.',
  codeSent: (email: string) => `We e-mailed a 6-digit code to ${email}. It is valid for ${SHARE_CODE_MINUTES} minutes.`,
  wrongCode: (left: number) => `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeInvalid: 'This code has expired or was tried too many times. Ask for a new code.',
  verified: 'Welcome: you can now see the documents shared with you.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  noFolder: 'Folder not found',
  noDocument: 'Document not found',
} as const;

const emailsSchema = z
  .array(emailSchema, { error: 'Add at least one e-mail address' })
  .min(1, 'Add at least one e-mail address')
  .max(SHARE_MAX_EMAILS, `At most ${SHARE_MAX_EMAILS} addresses at once`);

/** How many days a share's link works (1 to SHARE_MAX_DAYS, SHARE_DEFAULT_DAYS unless told). */
export const shareExpirySchema = z.coerce
  .number({ error: 'Expiry is required' })
  .int('Expiry must be a whole number of days')
  .min(1, 'Expiry must be at least 1 day')
  .max(SHARE_MAX_DAYS, `Expiry must be at most ${SHARE_MAX_DAYS} days`)
  .default(SHARE_DEFAULT_DAYS);

const shareCommon = {
  emails: emailsSchema,
  expiresInDays: shareExpirySchema,
  message: z.string().trim().max(1000, 'Message must be at most 1000 characters').nullish(),
};

/** `share`: one document or one folder (with its sub-folders). */
export const shareBodySchema = z
  .object({ documentId: z.uuid().nullish(), folderId: z.uuid().nullish(), ...shareCommon })
  .refine((b) => Boolean(b.documentId) !== Boolean(b.folderId), {
    message: SHARE_MESSAGES.chooseItem,
    path: ['documentId'],
  });
export type ShareBody = z.infer<typeof shareBodySchema>;

/** `share-all`: an owner's whole library, or only the chosen document types. */
export const shareAllBodySchema = z.object({
  ownerId: z.uuid({ error: 'Choose whose documents' }),
  typeIds: z.array(z.uuid()).max(200).default([]),
  ...shareCommon,
});
export type ShareAllBody = z.infer<typeof shareAllBodySchema>;

export const guestAccessSchema = z.object({
  at: z.string(),
  action: z.string(),
  documentName: z.string().nullable(),
  ip: z.string().nullable(),
  email: z.string().nullable(),
});

/** A share's access history (guest steps, refused ones included), newest first by default. */
const SHARE_ACCESS_SORTABLE = ['at'] as const;
const shareAccessListBodySchema = listBodySchema(SHARE_ACCESS_SORTABLE, {});

/** What each guest step of the access history is called on the screens. */
export const GUEST_ACCESS_LABELS: Record<string, string> = {
  'code-sent': 'Code sent',
  'wrong-email': 'Wrong e-mail address',
  'wrong-code': 'Wrong code',
  'locked-out': 'Locked out (too many wrong codes)',
  'link-ended': 'Tried the link after it ended',
  verified: 'Signed in',
};

export const shareSchema = z.object({
  _id: z.string(),
  email: z.string(),
  scope: z.enum(SHARE_SCOPES),
  /** The document's or folder's name, 'All documents' or the chosen types. */
  itemName: z.string(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  lastAccessAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(SHARE_STATUSES),
  sharedBy: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** The create answer also carries each link, so the sharer can copy it ('Link copied'). */
export const createdShareSchema = shareSchema.extend({ link: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

export const peopleWithAccessSchema = z.object({
  item: z.object({ kind: z.enum(['document', 'folder', 'general-document']), id: z.string(), name: z.string() }),
  owner: z.object({ kind: z.enum(OWNER_KINDS), id: z.string(), name: z.string(), email: z.string().nullable() }),
  /** Staff who see it by role: super admins, and each role holding the view permission with its users. */
  staff: z.array(z.object({ role: z.string(), users: z.array(z.string()) })),
  guests: z.array(shareSchema.extend({ accesses: z.array(guestAccessSchema) })),
});
export type PeopleWithAccess = z.infer<typeof peopleWithAccessSchema>;

/* ---------------------------------------------------------------- the guest */

export const verifyAccessBodySchema = z.object({
  token: z.string({ error: 'The link is not valid' }).trim().min(20, 'The link is not valid').max(200),
  email: emailSchema,
});
export const verifyAccessAnswerSchema = z.object({
  challenge: z.string(),
  email: z.string(),
  expiresInMinutes: z.number().int(),
});
export const verifyCodeBodySchema = z.object({
  challenge: z.string({ error: 'Ask for a new code' }).trim().min(20, 'Ask for a new code').max(200),
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
});
export const guestSessionSchema = z.object({
  guestToken: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});

/** What the share opens with: its root folders (or the one shared document) and who shared it. */
export const guestShareSchema = z.object({
  ownerName: z.string(),
  email: z.string(),
  scope: z.enum(SHARE_SCOPES),
  message: z.string().nullable(),
  sharedBy: z.string().nullable(),
  expiresAt: z.string(),
  folders: z.array(folderSchema),
  documents: z.array(documentSchema),
});
export type GuestShare = z.infer<typeof guestShareSchema>;

/** A folder of the share; its parent only when that is inside the share too. */
export const guestFolderSchema = folderPlaceSchema;
export type GuestFolder = z.infer<typeof guestFolderSchema>;

export const GUEST_DOCUMENT_SORTABLE = ['name', 'typeName', 'expiresOn', 'createdAt', 'size'] as const;
export const guestDocumentListBodySchema = listBodySchema(GUEST_DOCUMENT_SORTABLE, {});

export const guestDownloadFoldersSchema = z.object({
  folderIds: z.array(z.uuid()).min(1, 'Payload or Id is required').max(100),
});
export const guestDownloadDocumentsSchema = z.object({
  documentIds: z.array(z.uuid()).min(1, 'Payload or Id is required').max(500),
});

export const guestGeneralDocumentSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  /** The form's fields (key and label), so the answers can be shown by label. */
  fields: z.array(z.object({ key: z.string(), label: z.string() })),
  version: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
});
export type GuestGeneralDocument = z.infer<typeof guestGeneralDocumentSchema>;

/* ---------------------------------------------------------------- the endpoints */

/** people-with-access's query: generalDocument=true reads `id` as a general document type of ownerId. */
export const peopleWithAccessQuerySchema = z.object({
  generalDocument: z.enum(['true', 'false']).optional(),
  /** With generalDocument=true: whose general document (a type is shared by every owner). */
  ownerId: z.uuid().optional(),
});

const peopleSummary = (kind: string) =>
  `Everyone who can see a ${kind} document or folder (generalDocument=true: a general document type of ownerId): staff by role, the owner, each guest share with its expiry, last access and reads`;

const shareAccess = { staff: documentPermission('provider', 'share') } as const;

/** Staff share provider documents (guests open provider documents only); people-with-access per owner kind. */
export const SHARING_API = /*#__PURE__*/ defineEndpoints('sharing', {
  share: {
    method: 'POST',
    path: '/provider-documents/share',
    access: shareAccess,
    summary:
      'Share one document or folder with e-mail addresses (expiry 1-90 days, default 7; optional message): each address gets its own link by e-mail',
    body: shareBodySchema,
    response: z.array(createdShareSchema),
    status: 201,
  },
  shareAll: {
    method: 'POST',
    path: '/provider-documents/share-all',
    access: shareAccess,
    summary: "Share a provider's whole library, or only the chosen document types, with e-mail addresses",
    body: shareAllBodySchema,
    response: z.array(createdShareSchema),
    status: 201,
  },
  revoke: {
    method: 'POST',
    path: '/provider-documents/shares/:id/revoke',
    access: shareAccess,
    summary: "Revoke a share: its guests' next request is refused",
    response: z.null(),
    params: idParamSchema,
  },
  /** Staff with the kind's view permission; a provider for their own documents. */
  providerPeopleWithAccess: {
    method: 'GET',
    path: '/provider-documents/people-with-access/:id',
    access: { staff: documentPermission('provider', 'view'), provider: true },
    summary: peopleSummary('provider'),
    params: idParamSchema,
    query: peopleWithAccessQuerySchema,
    response: peopleWithAccessSchema,
  },
  accesses: {
    method: 'POST',
    path: '/provider-documents/shares/:id/accesses',
    access: { staff: documentPermission('provider', 'view'), provider: true },
    summary:
      "A share's access history, paged: every guest step (codes sent, wrong addresses and codes, lock-outs, reads and downloads)",
    params: idParamSchema,
    query: listQuerySchema,
    body: shareAccessListBodySchema,
    response: listPageSchema(guestAccessSchema),
  },
  facilityPeopleWithAccess: {
    method: 'GET',
    path: '/facility-documents/people-with-access/:id',
    access: { staff: documentPermission('facility', 'view') },
    summary: peopleSummary('facility'),
    params: idParamSchema,
    query: peopleWithAccessQuerySchema,
    response: peopleWithAccessSchema,
  },
});

/** A shared document: the file (download), or preview=true as the page shows it. */
export const guestDownloadQuerySchema = z.object({ preview: z.enum(['true', 'false']).optional() });

const GUEST_BASE = '/guest-users/provider-documents';

/**
 * The guest's calls: proving the link ('public', rate-limited) and the `guest-users/` family (a guest token only;
 * each answers within the share, anything else 404; expired or revoked: 401 SHARE_EXPIRED).
 */
export const GUEST_API = /*#__PURE__*/ defineEndpoints('guest-users', {
  verifyAccess: {
    method: 'POST',
    path: '/verify-filesystem-access',
    access: 'public',
    summary: 'A guest proves a share link and the address it was sent to: a 6-digit code is e-mailed there',
    body: verifyAccessBodySchema,
    response: verifyAccessAnswerSchema,
  },
  verifyCode: {
    method: 'POST',
    path: '/verify-filesystem-access/code',
    access: 'public',
    summary: 'Code entry (5 tries per code): the guest token, bound to the share and its expiry',
    body: verifyCodeBodySchema,
    response: guestSessionSchema,
  },
  folders: {
    method: 'GET',
    path: `${GUEST_BASE}/folders`,
    access: 'guest',
    summary: "The share's top folders (or its one document), who shared it and until when",
    response: guestShareSchema,
  },
  subFolder: {
    method: 'GET',
    path: `${GUEST_BASE}/sub-folders/:id`,
    access: 'guest',
    summary: 'A shared folder: its shared sub-folders and its parent when shared',
    params: idParamSchema,
    response: guestFolderSchema,
  },
  documents: {
    method: 'POST',
    path: `${GUEST_BASE}/documents/:id`,
    access: 'guest',
    summary: "A shared folder's shared documents (search, sort, paging)",
    params: idParamSchema,
    query: listQuerySchema,
    body: guestDocumentListBodySchema,
    response: listPageSchema(documentSchema),
  },
  download: {
    method: 'GET',
    path: `${GUEST_BASE}/download/:id`,
    access: 'guest',
    produces: FILE_PREVIEW_TYPES,
    summary: 'A shared document: the file (download), or preview=true as the page shows it (PDF, image)',
    params: idParamSchema,
    query: guestDownloadQuerySchema,
  },
  downloadFolders: {
    method: 'POST',
    path: `${GUEST_BASE}/download-folders`,
    access: 'guest',
    produces: [FILE_MEDIA_TYPES.zip],
    summary: 'Shared folders (with their shared sub-folders) as a ZIP, streamed',
    body: guestDownloadFoldersSchema,
  },
  downloadDocuments: {
    method: 'POST',
    path: `${GUEST_BASE}/download-documents`,
    access: 'guest',
    produces: [FILE_MEDIA_TYPES.zip],
    summary: 'Chosen shared documents as a ZIP, streamed',
    body: guestDownloadDocumentsSchema,
  },
  schools: {
    method: 'GET',
    path: `${GUEST_BASE}/list-schools`,
    access: 'guest',
    summary: 'Schools (answers of shared forms)',
    response: z.array(referenceItemSchema),
  },
  insuranceProviders: {
    method: 'GET',
    path: `${GUEST_BASE}/insurance-providers`,
    access: 'guest',
    summary: 'Insurance providers (answers of shared forms)',
    response: z.array(referenceItemSchema),
  },
  facilities: {
    method: 'GET',
    path: `${GUEST_BASE}/list-facility`,
    access: 'guest',
    summary: "The provider's facilities (answers of shared forms)",
    response: z.array(z.object({ _id: z.string(), name: z.string() })),
  },
  generalDocuments: {
    method: 'GET',
    path: '/guest-users/general-document/list',
    access: 'guest',
    summary: 'The latest answers of the shared general documents (forms)',
    response: z.array(guestGeneralDocumentSchema),
  },
});
