import { z } from 'zod';
import {
  filesystemRoleInputSchema,
  filesystemRoleSchema,
  folderDetailSchema,
  folderListSchema,
} from './documentFolders.ts';
import { generalAnswersSchema, generalFormListSchema, saveAnswersSchema } from './documentForms.ts';
import { documentProviderListBodySchema, documentProviderSchema, requirementsSchema } from './documentRequirements.ts';
import {
  categoryInputSchema,
  categorySchema,
  type DocumentAction,
  documentListBodySchema,
  documentPermission,
  documentSchema,
  documentTypeInputSchema,
  documentTypeListBodySchema,
  documentTypeSchema,
  documentUploadFieldsSchema,
  downloadFolderSchema,
  folderVisibilitySchema,
  OWNER_KINDS,
  type OwnerKind,
  renameDocumentSchema,
  signedUrlSchema,
} from './documents.ts';
import {
  defineEndpoints,
  type EndpointAccess,
  FILE_MEDIA_TYPES,
  FILE_PREVIEW_TYPES,
  listEndpoint,
} from './endpoint.ts';
import { idParamSchema, listPageSchema, listQuerySchema } from './http.ts';
import { MAX_FILES_PER_UPLOAD } from './uploads.ts';

/** `?ownerId`: the provider or facility (staff name it; a provider calls for themselves). */
const ownerQuerySchema = z.object({ ownerId: z.uuid().optional() });

/**
 * The folder and document endpoints of one owner kind (`/provider-documents`, `/facility-documents`), tagged
 * 'documents' and the kind's own tag. Staff need the action's permission on the kind; a provider's own documents
 * are the same provider-kind endpoints mounted under /api/providers.
 */
const documentEndpoints = <const K extends OwnerKind>(kind: K) => {
  const P = `/${kind}-documents` as const;
  const can = (action: DocumentAction): { staff: string; provider?: true } =>
    kind === 'provider'
      ? { staff: documentPermission(kind, action), provider: true }
      : { staff: documentPermission(kind, action) };
  return defineEndpoints(['documents', `${kind}-documents`], {
    folders: {
      method: 'GET',
      path: `${P}/folders`,
      access: can('view'),
      summary: `The ${kind}'s folders (one per category); ownerId names the ${kind} (providers: themselves)`,
      query: ownerQuerySchema,
      response: folderListSchema,
    },
    folder: {
      method: 'GET',
      path: `${P}/folders/:id`,
      access: can('view'),
      summary: 'A folder: its sub-folders and the document types it holds',
      params: idParamSchema,
      response: folderDetailSchema,
    },
    documents: {
      method: 'POST',
      path: `${P}/folders/:id/documents`,
      access: can('view'),
      summary: "A folder's documents (filters.archived: the archive, which needs view-archive)",
      params: idParamSchema,
      query: listQuerySchema,
      body: documentListBodySchema,
      response: listPageSchema(documentSchema),
    },
    upload: {
      method: 'POST',
      path: `${P}/upload`,
      access: can('add'),
      summary:
        'Upload a document: multipart fields folderId, typeId, name, values (JSON of the type fields), then "file" (pdf, csv, png, jpg, jpeg, heic, heif, docx, xlsx, xls, doc; 15,000,000 bytes; streamed)',
      multipart: true,
      form: { fields: documentUploadFieldsSchema },
      response: documentSchema,
      status: 201,
    },
    bulkUpload: {
      method: 'POST',
      path: `${P}/bulk-upload`,
      access: can('add'),
      summary: `Upload several files (up to ${MAX_FILES_PER_UPLOAD}) into a folder at once: multipart fields folderId, typeId, values, then the files; each becomes a document of the type`,
      multipart: true,
      form: { fields: documentUploadFieldsSchema.omit({ name: true }), files: MAX_FILES_PER_UPLOAD },
      response: z.array(documentSchema),
      status: 201,
    },
    /** A ZIP stream, no JSON answer. */
    downloadFolder: {
      method: 'POST',
      path: `${P}/download-folder`,
      access: can('download'),
      produces: [FILE_MEDIA_TYPES.zip],
      summary: 'A folder and its sub-folders as a ZIP, streamed',
      body: downloadFolderSchema,
    },
    requirements: {
      method: 'GET',
      path: `${P}/requirements`,
      access: can('view'),
      summary: `The documents the ${kind} must hold and their state (missing, expired, expiring)`,
      query: ownerQuerySchema,
      response: requirementsSchema,
    },
    generalForms: {
      method: 'GET',
      path: `${P}/general`,
      access: can('view'),
      summary: `The general documents (forms) of the ${kind}, each with its folder and latest answers (list)`,
      query: ownerQuerySchema,
      response: generalFormListSchema,
    },
    answers: {
      method: 'GET',
      path: `${P}/general/:id/answers`,
      access: can('view'),
      summary: 'A general document (form) of the owner: every version of the answers, newest first (list-answers)',
      params: idParamSchema,
      query: ownerQuerySchema,
      response: z.array(generalAnswersSchema),
    },
    answerFile: {
      method: 'GET',
      path: `${P}/general/:id/answers/:version/files/:field`,
      access: can('download'),
      summary: 'A signed link to a file attached to a version of the answers (a file field), as a download',
      params: z.object({
        id: idParamSchema.shape.id,
        version: z.coerce.number().int().min(1).max(1_000_000),
        field: z.string().min(1).max(100),
      }),
      query: ownerQuerySchema,
      response: signedUrlSchema,
    },
    saveAnswers: {
      method: 'POST',
      path: `${P}/general/:id/answers`,
      access: can('add'),
      summary: "Save the owner's answers to a general document type as a new version",
      params: idParamSchema,
      body: saveAnswersSchema,
      response: generalAnswersSchema,
      status: 201,
    },
    document: {
      method: 'GET',
      path: `${P}/documents/:id`,
      access: can('view'),
      summary: 'One document',
      params: idParamSchema,
      response: documentSchema,
    },
    downloadLink: {
      method: 'GET',
      path: `${P}/documents/:id/download`,
      access: can('view'),
      summary: 'A signed link to the file (preview=true: a link the page may show; otherwise needs download)',
      params: idParamSchema,
      query: z.object({ preview: z.enum(['true', 'false']).optional() }),
      response: signedUrlSchema,
    },
    /** The file's bytes, no JSON answer. */
    preview: {
      method: 'GET',
      path: `${P}/documents/:id/preview`,
      access: can('download'),
      produces: FILE_PREVIEW_TYPES,
      summary: 'The file as the page shows it: PDF and images; HEIC/HEIF as JPEG; office files as PDF (LibreOffice)',
      params: idParamSchema,
    },
    rename: {
      method: 'PUT',
      path: `${P}/documents/:id/rename`,
      access: can('rename'),
      summary:
        "Rename a document and edit its field values (typeId: move it to another type of the same folder: 'Provided doctype ...'; values: the type's field answers, the expiry read from them)",
      params: idParamSchema,
      body: renameDocumentSchema,
      response: documentSchema,
    },
    archive: {
      method: 'POST',
      path: `${P}/documents/:id/archive`,
      access: can('archive'),
      summary: 'Archive a document',
      response: z.null(),
      params: idParamSchema,
    },
    reinstate: {
      method: 'POST',
      path: `${P}/documents/:id/reinstate`,
      access: can('reinstate'),
      summary: 'Reinstate an archived document',
      response: z.null(),
      params: idParamSchema,
    },
    delete: {
      method: 'DELETE',
      path: `${P}/documents/:id`,
      access: can('delete'),
      summary: 'Delete a document and its file',
      response: z.null(),
      params: idParamSchema,
    },
    /** Staff only (providers do not choose which staff see their folders). */
    visibility: {
      method: 'PUT',
      path: `${P}/folders/:id/visibility`,
      access: { staff: documentPermission(kind, 'rename') },
      summary:
        'visibility: the staff roles that see the folder, its sub-folders and documents (roleIds null: every role; []: the super admin only)',
      params: idParamSchema,
      body: folderVisibilitySchema,
      response: folderVisibilitySchema,
    },
  });
};

/** A provider's folders and documents: staff (the provider-documents permissions) and the provider themselves. */
export const PROVIDER_DOCUMENT_API = /*#__PURE__*/ documentEndpoints('provider');
/** A facility's folders and documents (staff). */
export const FACILITY_DOCUMENT_API = /*#__PURE__*/ documentEndpoints('facility');
/** Both owner kinds' folder and document endpoints, by kind. */
export const OWNER_DOCUMENT_API = { provider: PROVIDER_DOCUMENT_API, facility: FACILITY_DOCUMENT_API } as const;

const viewTypes = { staff: 'view-document-types' } as const satisfies EndpointAccess;
const ownerKindQuerySchema = z.object({ ownerKind: z.enum(OWNER_KINDS).default('provider') });

/** Document settings (categories, types, the filesystem roles) and the provider completeness list (staff). */
export const DOCUMENT_API = /*#__PURE__*/ defineEndpoints('documents', {
  categories: {
    method: 'GET',
    path: '/categories',
    access: viewTypes,
    summary: 'Document categories (top level) of an owner kind',
    query: ownerKindQuerySchema,
    response: z.array(categorySchema),
  },
  subCategories: {
    method: 'GET',
    path: '/sub-categories',
    access: viewTypes,
    summary: 'Sub-categories: of one category (categoryId), or all of an owner kind',
    query: ownerKindQuerySchema.extend({ categoryId: z.uuid().optional() }),
    response: z.array(categorySchema),
  },
  addCategory: {
    method: 'POST',
    path: '/categories',
    access: { staff: 'add-document-types' },
    summary: 'Add a category (parentId: a sub-category of it)',
    body: categoryInputSchema,
    response: categorySchema,
    status: 201,
  },
  listTypes: listEndpoint(
    '/document-types/all',
    viewTypes,
    'List document types (filters ownerKind, categoryId; search; sort)',
    documentTypeListBodySchema,
    documentTypeSchema,
  ),
  allTypes: {
    method: 'GET',
    path: '/document-types',
    access: viewTypes,
    summary: 'Every document type of an owner kind (pickers)',
    query: ownerKindQuerySchema,
    response: z.array(documentTypeSchema),
  },
  getType: {
    method: 'GET',
    path: '/document-types/:id',
    access: viewTypes,
    summary: 'One document type',
    params: idParamSchema,
    response: documentTypeSchema,
  },
  createType: {
    method: 'POST',
    path: '/document-types',
    access: { staff: 'add-document-types' },
    summary: 'Add a document type with its fields',
    body: documentTypeInputSchema,
    response: documentTypeSchema,
    status: 201,
  },
  updateType: {
    method: 'PUT',
    path: '/document-types/:id',
    access: { staff: 'edit-document-types' },
    summary: 'Change a document type',
    params: idParamSchema,
    body: documentTypeInputSchema,
    response: documentTypeSchema,
  },
  deleteType: {
    method: 'DELETE',
    path: '/document-types/:id',
    access: { staff: 'delete-document-types' },
    summary: 'Delete a document type that has no documents',
    response: z.null(),
    params: idParamSchema,
  },
  filesystemRoles: {
    method: 'GET',
    path: '/filesystem/roles',
    access: viewTypes,
    summary:
      'Per role, the document actions (add, view, download, rename, share, delete, archive, reinstate, view-archive) it may take on provider and facility documents',
    response: z.array(filesystemRoleSchema),
  },
  setFilesystemRole: {
    method: 'PUT',
    path: '/filesystem/roles/:id',
    access: { staff: 'edit-roles' },
    summary:
      "Set a staff role's document actions on provider and facility documents (its other permissions stay); enforced on its users' next call",
    params: idParamSchema,
    body: filesystemRoleInputSchema,
    response: filesystemRoleSchema,
  },
  documentProviders: listEndpoint(
    '/document-providers/all',
    { staff: 'view-provider-documents' },
    'Every provider with the completeness of their required documents',
    documentProviderListBodySchema,
    documentProviderSchema,
  ),
});
