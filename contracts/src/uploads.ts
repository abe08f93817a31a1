/** Spec sections 5 and 9: what may be uploaded and how large. One source for the server's limits and the web's checks. */
import { z } from 'zod';
import { defineEndpoints, FILE_MEDIA_TYPES } from './endpoint.ts';

/** Upload size limit in bytes (spec section 9); the server answers 413 past it. */
export const UPLOAD_LIMIT_BYTES = 15_000_000;

/** A kind of upload: the MIME types and file name endings it accepts, and the message when a file is not one. */
export interface UploadKind {
  mimeTypes: readonly string[];
  extensions: readonly string[];
  typeMessage: string;
  /** The message for an empty file (default UPLOAD_MESSAGES.empty). */
  emptyMessage?: string;
}

/** Image upload types (spec section 5); 'image/jpg' is not standard but some browsers report it. */
export const IMAGE_UPLOAD: UploadKind = {
  mimeTypes: ['image/jpg', 'image/jpeg', 'image/gif', 'image/png'],
  extensions: ['jpg', 'jpeg', 'gif', 'png'],
  typeMessage: 'Upload a JPG, JPEG, GIF or PNG image',
  emptyMessage: 'Choose an image to upload',
};

/** Accepted document types (spec section 5). */
export const DOCUMENT_UPLOAD: UploadKind = {
  mimeTypes: [],
  extensions: ['pdf', 'csv', 'png', 'jpg', 'jpeg', 'heic', 'heif', 'docx', 'xlsx', 'xls', 'doc'],
  typeMessage: 'Upload a PDF, CSV, PNG, JPG, JPEG, HEIC, HEIF, DOCX, XLSX, XLS or DOC file',
};

/** Imports read CSV and XLSX. */
export const IMPORT_UPLOAD: UploadKind = {
  mimeTypes: [],
  extensions: ['csv', 'xlsx'],
  typeMessage: 'Upload a CSV or XLSX file',
};

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than 15 MB',
  empty: 'The file is empty',
  /** Spec section 8, when the server gives no message (network failure, proxy error page). */
  failed: 'Error while uploading file',
  /** A presigned upload link takes one file: a second PUT is refused and the stored bytes stay. */
  linkUsed: 'This upload link was already used: ask for a new one',
} as const;

/** The file picker's accept attribute of a kind: its endings and MIME types. */
export const uploadAccept = (kind: UploadKind): string =>
  [...kind.extensions.map((e) => `.${e}`), ...kind.mimeTypes].join(',');

/**
 * The checks before an upload: null when the file may be sent, else the message to show. The type comes first (a
 * large PDF is refused for being a PDF). A kind with MIME types judges by the type the browser reports, and by the
 * name when it reports none; other kinds judge by the name.
 */
export const checkUpload = (kind: UploadKind, file: { name: string; type?: string; size: number }): string | null => {
  const type = (file.type ?? '').toLowerCase();
  const ending = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typeOk = kind.mimeTypes.length > 0 && type ? kind.mimeTypes.includes(type) : kind.extensions.includes(ending);
  if (!typeOk) return kind.typeMessage;
  if (file.size > UPLOAD_LIMIT_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return kind.emptyMessage ?? UPLOAD_MESSAGES.empty;
  return null;
};

/**
 * Spec section 3: the uploaded file record answered by `upload`, `upload-multiple`, `stream-upload` and
 * `stream-multiple-upload`. `name` is the stored object's name (what `delete-object-on-s3-bucket` takes as
 * `fileName`), `label` the file's own (sanitised) name, `url` the object's path, `signedUrl` an expiring link to it.
 */
export const uploadedFileSchema = z.object({
  name: z.string(),
  label: z.string(),
  size: z.number().int(),
  url: z.string(),
  format: z.string(),
  signedUrl: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Spec section 3: the presigned upload request and answer. */
export const presignedUrlInputSchema = z.object({
  name: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(200, 'At most 200 characters'),
});
export const presignedUrlSchema = z.object({
  presignedUrl: z.string(),
  presignedUrlForGet: z.string(),
  name: z.string(),
  label: z.string(),
});
export type PresignedUrl = z.infer<typeof presignedUrlSchema>;

/** Spec section 3: the delete-object payload. */
export const deleteObjectInputSchema = z.object({
  fileName: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(200, 'At most 200 characters'),
});

/** How many files one multiple upload takes. */
export const MAX_FILES_PER_UPLOAD = 10;

/** A stored object's key in a signed link: `<prefix>/<name>`. */
export const storedFileParamsSchema = z.object({ prefix: z.string().max(50), name: z.string().max(100) });
/** A signed link's expiry and signature. */
export const signedLinkQuerySchema = z.object({ exp: z.string().max(20), sig: z.string().max(100) });
export const signedFileQuerySchema = signedLinkQuerySchema.extend({
  /** The name a download is saved as (documents); the file is then an attachment unless shown inline. */
  name: z.string().max(300).optional(),
  disposition: z.enum(['inline', 'attachment']).optional(),
});

const uploadOne = {
  method: 'POST',
  access: 'authenticated',
  summary: `Upload one file (multipart "file"; ${DOCUMENT_UPLOAD.extensions.join(', ')}; 15,000,000 bytes; streamed to storage)`,
  response: uploadedFileSchema,
  status: 201,
  multipart: true,
} as const;
const uploadSeveral = {
  method: 'POST',
  access: 'authenticated',
  summary: `Upload up to ${MAX_FILES_PER_UPLOAD} files at once (multipart, each streamed to storage; one bad file refuses all)`,
  response: z.array(uploadedFileSchema),
  status: 201,
  multipart: true,
  form: { files: MAX_FILES_PER_UPLOAD },
} as const;

/**
 * The generic upload calls of spec section 7 (any signed-in user), the signed file link and the presigned PUT
 * (the signature is the permission: 'public').
 */
export const FILE_API = /*#__PURE__*/ defineEndpoints('files', {
  upload: { ...uploadOne, path: '/upload' },
  streamUpload: { ...uploadOne, path: '/stream-upload' },
  uploadMultiple: { ...uploadSeveral, path: '/upload-multiple' },
  streamMultipleUpload: { ...uploadSeveral, path: '/stream-multiple-upload' },
  presignedUrl: {
    method: 'POST',
    path: '/presigned-url',
    access: 'authenticated',
    summary:
      'A signed URL to PUT one file to (presignedUrl, 15 minutes; success is HTTP 200) and one to read it back (presignedUrlForGet)',
    body: presignedUrlInputSchema,
    response: presignedUrlSchema,
  },
  deleteObject: {
    method: 'POST',
    path: '/delete-object-on-s3-bucket',
    access: 'authenticated',
    summary: 'Delete one of your own uploaded files (fileName: the name an upload answered)',
    body: deleteObjectInputSchema,
    response: z.null(),
  },
  file: {
    method: 'GET',
    path: '/files/:prefix/:name',
    access: 'public',
    produces: [FILE_MEDIA_TYPES.any],
    summary: 'A stored file, through a signed, expiring URL',
    params: storedFileParamsSchema,
    query: signedFileQuerySchema,
  },
  /** The body is the file itself, streamed by the handler; the route's own parser takes any content type. */
  presignedPut: {
    method: 'PUT',
    path: '/files/:prefix/:name',
    access: 'public',
    summary: 'Send a file to a presigned URL (the signature is the permission); 200 when stored',
    params: storedFileParamsSchema,
    query: signedLinkQuerySchema,
    rawBody: true,
    response: z.object({ name: z.string() }),
  },
});
