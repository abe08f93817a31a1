import { z } from 'zod';
import { defineEndpoints, type EndpointAccess, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema, listPageSchema, listQuerySchema } from './http.ts';
import { ORGANISATION_VALUES, SPECIALTY_VALUES } from './providerProfile.ts';
import { MAX_FILES_PER_UPLOAD } from './uploads.ts';

/**
 * Documents (issue 14; spec sections 2, 3, 5, 7, 8): document types grouped by categories and sub-categories, each
 * with dynamic fields; provider and facility folders (one per category, sub-folders per sub-category) holding the
 * uploaded documents.
 */

/** Whose documents: a provider's or a facility's. One service serves both (the owner kind is a parameter). */
export const OWNER_KINDS = ['provider', 'facility'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/** Spec section 3: dynamic field types. */
export const FIELD_TYPES = ['text', 'file', 'date', 'select', 'link', 'number', 'dateRange'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  file: 'File',
  date: 'Date',
  select: 'Select',
  link: 'Link',
  number: 'Number',
  dateRange: 'Date range',
};

/** Spec section 3: document permission actions. */
export const DOCUMENT_ACTIONS = [
  'add',
  'view',
  'download',
  'rename',
  'share',
  'delete',
  'archive',
  'reinstate',
  'view-archive',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** The permission value a staff role needs for a document action on an owner kind's documents. */
export function documentPermission(kind: OwnerKind, action: DocumentAction): string {
  const noun = `${kind}-documents`;
  switch (action) {
    case 'rename':
      return `edit-${noun}`;
    default:
      return `${action}-${noun}`;
  }
}

/** What providers may do on their own documents (sharing with guests is the next issue). */
export const PROVIDER_OWN_ACTIONS: readonly DocumentAction[] = [
  'add',
  'view',
  'download',
  'rename',
  'delete',
  'archive',
  'reinstate',
  'view-archive',
];

export const DOCUMENT_MESSAGES = {
  typeNotFound: 'Document type not found',
  categoryNotFound: 'Category not found',
  folderNotFound: 'Folder not found',
  notFound: 'Document not found',
  providerNotFound: 'Provider not found',
  facilityNotFound: 'Facility not found',
  /** Spec section 8 (rename, upload into a folder the type does not belong to). */
  wrongType: 'Provided doctype is not correctly provider',
  typeSaved: 'Document type added successfully',
  typeUpdated: 'Document type updated successfully',
  typeDeleted: 'Document type deleted successfully',
  typeInUse: 'This document type has documents; archive them or delete them first',
  categorySaved: 'Category added successfully',
  categoryExists: 'A category with this name already exists here',
  uploaded: 'Document uploaded successfully',
  renamed: 'Document renamed successfully',
  archived: 'Document archived successfully',
  reinstated: 'Document reinstated successfully',
  deleted: 'Document deleted successfully',
  fileMissing: 'Choose a file to upload',
  fileType: 'Upload a PDF, CSV, PNG, JPG, JPEG, HEIC, HEIF, DOCX, XLSX, XLS or DOC file',
  /** Spec section 8. */
  previewUnsupported: 'File format not supported for preview',
  previewFailed: 'Something went wrong while previewing the file',
  officePreviewUnavailable:
    'Previews of Word, Excel and CSV files are unavailable: LibreOffice is not installed on the server. Download the file to open it.',
  notRepeatable: 'This document type is not repeatable and a document of it is already in the folder',
  emptyFolder: 'This folder has no documents to download',
  archivedLocked: 'Reinstate the document before changing it',
  answersSaved: 'Form saved successfully',
  expiryOne: 'Only one field may be the expiry date',
  expiryDate: 'The expiry date must be a date field',
  optionsRequired: 'A select field needs at least one option',
  duplicateLabel: 'Two fields have the same label',
  visibilitySaved: 'Folder visibility updated successfully',
  unknownRole: 'One of the roles does not exist',
  filesystemRoleSaved: 'Document permissions updated successfully',
} as const;

const name = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

export const documentFieldSchema = z.object({
  /** Stable key of the field (answers are stored under it); made from the label when new. */
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'Use lower-case letters, digits and hyphens')
    .optional(),
  label: name('Field label', 80),
  type: z.enum(FIELD_TYPES, { error: 'Choose a field type' }),
  required: z.boolean().default(false),
  /** The document's expiry date is read from this (date) field. */
  isExpiry: z.boolean().default(false),
  /** Choices of a select field. */
  options: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
});
export type DocumentField = z.infer<typeof documentFieldSchema> & { key: string };

export const requiredForSchema = z.object({
  /** Required of every provider (or facility). */
  everyone: z.boolean().default(false),
  specialties: z.array(z.enum(SPECIALTY_VALUES)).default([]),
  organisations: z.array(z.enum(ORGANISATION_VALUES)).default([]),
  facilityIds: z.array(z.uuid()).default([]),
});
export type RequiredFor = z.infer<typeof requiredForSchema>;

export const fieldKeyOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'field';

export const documentTypeInputSchema = z
  .object({
    name: name('Document type name'),
    ownerKind: z.enum(OWNER_KINDS, { error: 'Choose providers or facilities' }).default('provider'),
    /** A category or a sub-category: the folder (sub-folder) the type's documents go in. */
    categoryId: z.uuid({ error: 'Choose a category' }),
    fields: z.array(documentFieldSchema).max(30).default([]),
    requiredFor: requiredForSchema.default({ everyone: false, specialties: [], organisations: [], facilityIds: [] }),
    /** Several documents of this type per owner (e.g. certifications). */
    repeats: z.boolean().default(false),
    /** A general document: a form the provider fills in, answers stored and versioned. */
    general: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const expiry = value.fields.filter((f) => f.isExpiry);
    value.fields.forEach((f, i) => {
      if (f.isExpiry && f.type !== 'date')
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'isExpiry'], message: DOCUMENT_MESSAGES.expiryDate });
      if (f.type === 'select' && f.options.length === 0)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: DOCUMENT_MESSAGES.optionsRequired });
    });
    if (expiry.length > 1) {
      const i = value.fields.lastIndexOf(expiry[expiry.length - 1] as (typeof value.fields)[number]);
      ctx.addIssue({ code: 'custom', path: ['fields', i, 'isExpiry'], message: DOCUMENT_MESSAGES.expiryOne });
    }
    const seen = new Set<string>();
    value.fields.forEach((f, i) => {
      const k = f.key ?? fieldKeyOf(f.label);
      if (seen.has(k))
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'label'], message: DOCUMENT_MESSAGES.duplicateLabel });
      seen.add(k);
    });
  });
export type DocumentTypeInput = z.input<typeof documentTypeInputSchema>;

export const categoryInputSchema = z.object({
  name: name('Category name', 80),
  ownerKind: z.enum(OWNER_KINDS).default('provider'),
  /** A sub-category's parent category. */
  parentId: z.uuid().nullish(),
});

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  ownerKind: z.enum(OWNER_KINDS),
  parentId: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const documentTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ownerKind: z.enum(OWNER_KINDS),
  categoryId: z.string(),
  categoryName: z.string(),
  /** The top category when the type sits in a sub-category. */
  parentCategoryName: z.string().nullable(),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(FIELD_TYPES),
      required: z.boolean(),
      isExpiry: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  requiredFor: z.object({
    everyone: z.boolean(),
    specialties: z.array(z.string()),
    organisations: z.array(z.string()),
    facilityIds: z.array(z.string()),
  }),
  repeats: z.boolean(),
  general: z.boolean(),
  documentCount: z.number().int(),
  createdAt: z.string(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const DOCUMENT_TYPE_SORTABLE = ['name', 'categoryName', 'createdAt'] as const;
export const documentTypeListBodySchema = listBodySchema(DOCUMENT_TYPE_SORTABLE, {
  ownerKind: z.enum(OWNER_KINDS),
  categoryId: z.uuid(),
});

/** A folder (a category) or sub-folder (a sub-category) of one provider or facility. */
export const folderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ownerKind: z.enum(OWNER_KINDS),
  ownerId: z.string(),
  ownerName: z.string(),
  parentId: z.string().nullable(),
  categoryId: z.string(),
  /** Documents (not archived) in this folder and its sub-folders. */
  documentCount: z.number().int(),
  subFolderCount: z.number().int(),
  /** Staff only: the staff roles that see the folder (null: every role); guests are not told. */
  visibleRoleIds: z.array(z.string()).nullable().optional(),
});
export type Folder = z.infer<typeof folderSchema>;

/**
 * `visibility`: which staff roles see a folder, its sub-folders and documents (null: every role; an empty list:
 * only the super admin). The owning provider always sees their own folders.
 */
export const folderVisibilitySchema = z.object({ roleIds: z.array(z.uuid()).max(200).nullable() });
export type FolderVisibility = z.infer<typeof folderVisibilitySchema>;

export const documentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  folderId: z.string(),
  ownerKind: z.enum(OWNER_KINDS),
  ownerId: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  contentType: z.string(),
  /** File ending of the stored file (pdf, docx, ...). */
  format: z.string(),
  size: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  expiresOn: z.string().nullable(),
  archived: z.boolean(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

export const DOCUMENT_SORTABLE = ['name', 'typeName', 'expiresOn', 'createdAt', 'size'] as const;
export const documentListBodySchema = listBodySchema(DOCUMENT_SORTABLE, {
  /** true: the archive (needs view-archive); default the live documents. */
  archived: z.boolean(),
  typeId: z.uuid(),
});

/** Upload form fields (multipart, before the file): where, which type, and the type's field answers. */
export const documentUploadFieldsSchema = z.object({
  folderId: z.uuid({ error: 'Choose a folder' }),
  typeId: z.uuid({ error: 'Choose a document type' }),
  name: z.string().trim().max(200, 'At most 200 characters').nullish(),
  /** JSON of the type's field answers keyed by field key. */
  values: z.string().max(20_000).nullish(),
});

export const renameDocumentSchema = z.object({
  name: name('Document name', 200),
  /** Optionally re-type the document (must belong to the same folder). */
  typeId: z.uuid().nullish(),
});

export const signedUrlSchema = z.object({ signedUrl: z.string() });

export const downloadFolderSchema = z.object({ folderId: z.uuid({ error: 'Choose a folder' }) });

/** What a provider (or facility) still misses: spec "requirements". */
export const requirementSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  folderName: z.string(),
  status: z.enum(['missing', 'expired', 'expiring', 'present']),
  expiresOn: z.string().nullable(),
  /** Days until expiry (negative: expired); null without an expiry date. */
  daysLeft: z.number().int().nullable(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const completenessSchema = z.object({
  required: z.number().int(),
  present: z.number().int(),
  missing: z.number().int(),
  expired: z.number().int(),
  expiring30: z.number().int(),
  expiring60: z.number().int(),
  expiring90: z.number().int(),
});
export type Completeness = z.infer<typeof completenessSchema>;

export const documentProviderSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  specialty: z.string().nullable(),
  completeness: completenessSchema,
});
export type DocumentProvider = z.infer<typeof documentProviderSchema>;

export const DOCUMENT_PROVIDER_SORTABLE = ['name', 'email'] as const;
export const documentProviderListBodySchema = listBodySchema(DOCUMENT_PROVIDER_SORTABLE, {
  specialty: z.enum(SPECIALTY_VALUES),
});

/** Spec section 5: preview directly, via conversion, or not at all. */
export const DIRECT_PREVIEW = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
export const CONVERTED_PREVIEW = ['doc', 'docx', 'xls', 'xlsx', 'csv', 'heic', 'heif'] as const;
export const OFFICE_FORMATS = ['doc', 'docx', 'xls', 'xlsx', 'csv'] as const;
export const previewKind = (format: string): 'direct' | 'converted' | 'none' =>
  (DIRECT_PREVIEW as readonly string[]).includes(format)
    ? 'direct'
    : (CONVERTED_PREVIEW as readonly string[]).includes(format)
      ? 'converted'
      : 'none';
/** What a preview of a file is shown as: 'pdf' (office files become PDF), 'image' (HEIC becomes JPEG). */
export const previewShownAs = (format: string): 'pdf' | 'image' | null => {
  if (format === 'pdf' || (OFFICE_FORMATS as readonly string[]).includes(format)) return 'pdf';
  if (previewKind(format) !== 'none') return 'image';
  return null;
};

/** A type's field answers checked against its fields (server and web): field key -> message. */
export function checkFieldValues(
  fields: readonly DocumentField[],
  values: Record<string, unknown>,
  opts: { skipFiles?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.key];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (f.type === 'file' && opts.skipFiles) continue;
    if (empty) {
      if (f.required) errors[f.key] = `${f.label} is required`;
      continue;
    }
    const text = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : null;
    if (text === null) {
      errors[f.key] = `${f.label} is not valid`;
      continue;
    }
    switch (f.type) {
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
          errors[f.key] = `${f.label}: enter a date as YYYY-MM-DD`;
        break;
      case 'dateRange': {
        const m = /^(\d{4}-\d{2}-\d{2})\s*-\s*(\d{4}-\d{2}-\d{2})$/.exec(text);
        if (!m || (m[1] as string) > (m[2] as string))
          errors[f.key] = `${f.label}: enter two dates separated by a hyphen, the start not after the end`;
        break;
      }
      case 'number':
        if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(text)) errors[f.key] = `${f.label}: enter a number`;
        break;
      case 'link':
        if (!/^https?:\/\/[^\s]{1,2000}$/i.test(text))
          errors[f.key] = `${f.label}: enter a link starting with https://`;
        break;
      case 'select':
        if (!f.options.includes(text)) errors[f.key] = `${f.label}: choose one of the options`;
        break;
      default:
        if (text.length > 2000) errors[f.key] = `${f.label}: at most 2000 characters`;
    }
  }
  return errors;
}

/** The expiry date a document takes from its type's expiry field, if any. */
export function expiryOf(fields: readonly DocumentField[], values: Record<string, unknown>): string | null {
  const f = fields.find((x) => x.isExpiry && x.type === 'date');
  const v = f ? values[f.key] : null;
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
}

export type DocumentTypeListBody = z.infer<typeof documentTypeListBodySchema>;
export type DocumentListBody = z.infer<typeof documentListBodySchema>;
export type DocumentProviderListBody = z.infer<typeof documentProviderListBodySchema>;
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type DocumentTypeOutput = z.output<typeof documentTypeInputSchema>;
export type RenameDocument = z.infer<typeof renameDocumentSchema>;

/** A general document (a form built from a type's fields): the latest answers and their version. */
export const generalAnswersSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  version: z.number().int(),
  values: z.record(z.string(), z.unknown()),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type GeneralAnswers = z.infer<typeof generalAnswersSchema>;

export const saveAnswersSchema = z.object({
  /** Staff name the owner; a provider answers for themselves. */
  ownerId: z.uuid().optional(),
  values: z.record(z.string().max(60), z.union([z.string().max(2000), z.number(), z.null()])),
});
export type SaveAnswers = z.infer<typeof saveAnswersSchema>;

/** A general document (form) of an owner as the general-document list shows it: where it sits, its latest answers. */
export const generalFormSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  fields: documentTypeSchema.shape.fields,
  /** The owner's folder (category or sub-category) the form belongs to. */
  folderId: z.string(),
  folderName: z.string(),
  /** The top folder when the form sits in a sub-folder. */
  parentFolderId: z.string().nullable(),
  parentFolderName: z.string().nullable(),
  /** The latest answers; null while the form was never filled in. */
  latest: generalAnswersSchema.nullable(),
});
export type GeneralForm = z.infer<typeof generalFormSchema>;

export const generalFormListSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  forms: z.array(generalFormSchema),
});
export type GeneralFormList = z.infer<typeof generalFormListSchema>;

/** `filesystem/roles`: per role, the document actions it may take on each owner kind's documents. */
export const filesystemRoleSchema = z.object({
  /** A staff role's id; 'superAdmin' and 'provider' for the two built-in roles. */
  _id: z.string(),
  name: z.string(),
  provider: z.array(z.enum(DOCUMENT_ACTIONS)),
  facility: z.array(z.enum(DOCUMENT_ACTIONS)),
});
export type FilesystemRole = z.infer<typeof filesystemRoleSchema>;

/** PUT filesystem/roles/{roleId}: the staff role's document actions per owner kind (its other permissions stay). */
export const filesystemRoleInputSchema = z.object({
  provider: z.array(z.enum(DOCUMENT_ACTIONS)),
  facility: z.array(z.enum(DOCUMENT_ACTIONS)),
});
export type FilesystemRoleInput = z.infer<typeof filesystemRoleInputSchema>;

/** The document actions a set of permission values allows on an owner kind's documents. */
export const documentActionsOf = (kind: OwnerKind, permissions: readonly string[]): DocumentAction[] =>
  DOCUMENT_ACTIONS.filter((a) => permissions.includes(documentPermission(kind, a)));

/** `?ownerId`: the provider or facility (staff name it; a provider calls for themselves). */
const ownerQuerySchema = z.object({ ownerId: z.uuid().optional() });

export const folderListSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  folders: z.array(folderSchema),
});
export type FolderList = z.infer<typeof folderListSchema>;

/** A folder where it stands: its parent (breadcrumbs; null at the top) and its sub-folders. */
export const folderPlaceSchema = z.object({
  folder: folderSchema,
  parent: folderSchema.nullable(),
  subFolders: z.array(folderSchema),
});

/** A folder with its sub-folders and the document types it holds. */
export const folderDetailSchema = folderPlaceSchema.extend({
  types: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      fields: documentTypeSchema.shape.fields,
      repeats: z.boolean(),
      general: z.boolean(),
    }),
  ),
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;

export const requirementsSchema = z.object({
  requirements: z.array(requirementSchema),
  completeness: completenessSchema,
});
export type Requirements = z.infer<typeof requirementsSchema>;

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
      response: documentSchema,
      status: 201,
    },
    bulkUpload: {
      method: 'POST',
      path: `${P}/bulk-upload`,
      access: can('add'),
      summary: `Upload several files (up to ${MAX_FILES_PER_UPLOAD}) into a folder at once: multipart fields folderId, typeId, values, then the files; each becomes a document of the type`,
      multipart: true,
      response: z.array(documentSchema),
      status: 201,
    },
    /** A ZIP stream, no JSON answer. */
    downloadFolder: {
      method: 'POST',
      path: `${P}/download-folder`,
      access: can('download'),
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
      summary: 'The file as the page shows it: PDF and images; HEIC/HEIF as JPEG; office files as PDF (LibreOffice)',
      params: idParamSchema,
    },
    rename: {
      method: 'PUT',
      path: `${P}/documents/:id/rename`,
      access: can('rename'),
      summary: "Rename a document (typeId: move it to another type of the same folder: 'Provided doctype ...')",
      params: idParamSchema,
      body: renameDocumentSchema,
      response: documentSchema,
    },
    archive: {
      method: 'POST',
      path: `${P}/documents/:id/archive`,
      access: can('archive'),
      summary: 'Archive a document',
      params: idParamSchema,
    },
    reinstate: {
      method: 'POST',
      path: `${P}/documents/:id/reinstate`,
      access: can('reinstate'),
      summary: 'Reinstate an archived document',
      params: idParamSchema,
    },
    delete: {
      method: 'DELETE',
      path: `${P}/documents/:id`,
      access: can('delete'),
      summary: 'Delete a document and its file',
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
