import { z } from 'zod';
import { defineArchiveWorkflow } from './archive.ts';
import { listBodySchema } from './http.ts';
import { ORGANISATION_VALUES, SPECIALTY_VALUES } from './providerProfile.ts';

/**
 * Documents (spec sections 2, 3, 5, 7, 8): document types grouped by categories and sub-categories, each
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
  /** A search of a folder that finds nothing (an empty folder keeps its own text). */
  noMatch: 'No documents match',
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
  previewsBusyForYou: 'Your other previews are still being prepared: try again in a minute',
  previewsBusy: 'Previews are busy: try again in a minute',
  notRepeatable: 'This document type is not repeatable and a document of it is already in the folder',
  renewsOther: 'The renewed document must be a live document of this folder and type',
  renewed: 'Renewal uploaded; the previous document is in the archive',
  renewOneFile: 'A renewal takes one file',
  emptyFolder: 'This folder has no documents to download',
  archivedLocked: 'Reinstate the document before changing it',
  alreadyArchived: 'This document is already archived',
  notArchived: 'This document is not archived',
  answersSaved: 'Form saved successfully',
  expiryOne: 'Only one field may be the expiry date',
  expiryDate: 'The expiry date must be a date field',
  optionsRequired: 'A select field needs at least one option',
  duplicateLabel: 'Two fields have the same label',
  visibilitySaved: 'Folder visibility updated successfully',
  unknownRole: 'One of the roles does not exist',
  filesystemRoleSaved: 'Document permissions updated successfully',
} as const;

/** Archive and reinstate a document: the engine reads "archived" from `archived_at`. */
export const DOCUMENT_WORKFLOW = defineArchiveWorkflow('document', {
  archive: DOCUMENT_MESSAGES.alreadyArchived,
  reinstate: DOCUMENT_MESSAGES.notArchived,
});

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
  /** The live document of the same folder and type this one renews: archived when this one is stored. */
  renews: z.uuid({ error: 'Choose the document to renew' }).nullish(),
});

export const renameDocumentSchema = z.object({
  name: name('Document name', 200),
  /** Optionally re-type the document (must belong to the same folder). */
  typeId: z.uuid().nullish(),
  /** The type's field answers by key (licence number, dates...): replace the stored ones; the expiry follows. */
  values: z.record(z.string(), z.unknown()).optional(),
});

export const signedUrlSchema = z.object({ signedUrl: z.string() });

export const downloadFolderSchema = z.object({ folderId: z.uuid({ error: 'Choose a folder' }) });

export type DocumentTypeListBody = z.infer<typeof documentTypeListBodySchema>;
export type DocumentListBody = z.infer<typeof documentListBodySchema>;
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type DocumentTypeOutput = z.output<typeof documentTypeInputSchema>;
export type RenameDocument = z.infer<typeof renameDocumentSchema>;
