import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DOCUMENT_UPLOAD,
  FILE_API,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_MESSAGES,
  type UploadedFile,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../platform/audit.ts';
import { type Ctx, ctxOf, userOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { AppError, badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { SNIFF_BYTES, sniffDocument } from '../../platform/file-types.ts';
import { ok } from '../../platform/http.ts';
import { receiveUpload, receiveUploads, type StreamedUpload } from '../../platform/uploads.ts';
import { forgetUpload, presignedPut, recordUpload } from './uploads.service.ts';

/**
 * The generic upload calls of spec section 7 (`upload`, `upload-multiple`, `stream-upload`, `stream-multiple-upload`,
 * `presigned-url`, `delete-object-on-s3-bucket`) for any signed-in user. Files are the accepted document types,
 * sniffed from their bytes (415 for a lie), at most 15,000,000 bytes each (413), streamed through a temporary file
 * into storage (local disk or S3), never whole in memory. Each user's uploads live under their own storage prefix
 * (`uploads-<user id>/`), so a user can only ever delete their own uploads; documents are never reachable here.
 * Each upload is recorded (uploads.service.ts): one no record takes within a day is removed by a daily job.
 */

const TYPE_MESSAGE = DOCUMENT_UPLOAD.typeMessage ?? 'This file type is not accepted';
const EMPTY_MESSAGE = 'Choose a file to upload';
const LINK_TTL = 3600;
const PUT_TTL = 900;

const prefixOf = (userId: string) => `uploads-${userId}`;

/** The file's own name, safe to show and to save as: no path, controls or quotes. */
function labelOf(filename: string, ext: string) {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f"<>|:*?]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200);
  return base || `file.${ext}`;
}

const recordOf = (ctx: Ctx, key: string, label: string, size: number, format: string): UploadedFile => ({
  name: key,
  label,
  size,
  url: `/api/files/${key}`,
  format,
  signedUrl: ctx.storage.signedUrl(key, LINK_TTL),
});

async function store(ctx: Ctx, file: Omit<StreamedUpload<{ ext: string; mime: string }>, 'fields'>) {
  try {
    const key = await ctx.storage.put(prefixOf(userOf(ctx).id), file.kind.ext, createReadStream(file.path), {
      size: file.size,
      contentType: file.kind.mime,
    });
    await recordUpload(ctx, key, userOf(ctx).id, true);
    const label = labelOf(file.filename, file.kind.ext);
    await audit(ctx.db, ctx, {
      action: 'upload',
      entityType: 'file',
      entityId: key,
      after: { label, size: file.size },
    });
    return recordOf(ctx, key, label, file.size, file.kind.ext);
  } finally {
    await file.discard();
  }
}

async function one(req: FastifyRequest) {
  const file = await receiveUpload(req, sniffDocument, {
    sniffBytes: SNIFF_BYTES,
    typeMessage: TYPE_MESSAGE,
    emptyMessage: EMPTY_MESSAGE,
  });
  return store(ctxOf(req), file);
}

async function several(req: FastifyRequest) {
  const { files } = await receiveUploads(req, sniffDocument, {
    sniffBytes: SNIFF_BYTES,
    typeMessage: TYPE_MESSAGE,
    emptyMessage: EMPTY_MESSAGE,
    maxFiles: MAX_FILES_PER_UPLOAD,
  });
  const ctx = ctxOf(req);
  const out: UploadedFile[] = [];
  try {
    for (const f of files) out.push(await store(ctx, f));
  } finally {
    await Promise.all(files.map((f) => f.discard()));
  }
  return out;
}

/** The key a presigned name maps to: its ending must be an accepted type (jpeg is stored as jpg). */
function extensionOf(name: string) {
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!DOCUMENT_UPLOAD.extensions.includes(ending)) throw new AppError(415, TYPE_MESSAGE);
  return ending === 'jpeg' ? 'jpg' : ending;
}

/** The multipart calls and the presigned / delete calls, under /api. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = FILE_API;
  for (const e of [E.upload, E.streamUpload])
    serve(app, 'api', e, async (req) => ok(await one(req), 'File uploaded successfully'));
  for (const e of [E.uploadMultiple, E.streamMultipleUpload])
    serve(app, 'api', e, async (req) => ok(await several(req), 'Files uploaded successfully'));

  serve(app, 'api', E.presignedUrl, async (req) => {
    const ctx = ctxOf(req);
    const ext = extensionOf(req.body.name);
    const key = ctx.storage.newKey(prefixOf(userOf(ctx).id), ext);
    // Recorded now (the PUT that follows is signed, not signed in): never sent, it goes with the clean-up too.
    await recordUpload(ctx, key, userOf(ctx).id, false);
    await audit(ctx.db, ctx, {
      action: 'presign',
      entityType: 'file',
      entityId: key,
      after: { name: req.body.name },
    });
    return ok({
      presignedUrl: ctx.storage.signedUrl(key, PUT_TTL, 'PUT'),
      presignedUrlForGet: ctx.storage.signedUrl(key, LINK_TTL),
      name: key,
      label: labelOf(req.body.name, ext),
    });
  });

  serve(app, 'api', E.deleteObject, async (req) => {
    const ctx = ctxOf(req);
    const key = req.body.fileName;
    // Only the caller's own uploads: anything else (another user's, a document) is as if it did not exist.
    if (!key.startsWith(`${prefixOf(userOf(ctx).id)}/`) || !(await ctx.storage.exists(key)))
      throw notFound('File not found');
    await ctx.storage.remove(key);
    await forgetUpload(ctx, key);
    await audit(ctx.db, ctx, { action: 'delete', entityType: 'file', entityId: key });
    return ok(null, 'File deleted successfully');
  });
};

/**
 * The presigned PUT on local disk (and through the portal on S3): `PUT /api/files/{prefix}/{name}?exp&sig` with the
 * signature `presigned-url` gave. Content-Length is required and at most 15,000,000; the first bytes are sniffed
 * (415 when they are not the key's type) and the body streams into storage. Answers 200. A link takes one file:
 * a second PUT answers 409 `UPLOAD_LINK_USED` and the stored bytes stay (a refused or cut-off PUT may be retried).
 */
export const presignedPutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is the file itself: left unread by the parser and streamed by the handler.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  serve(app, 'api', FILE_API.presignedPut, async (req) => {
    const key = `${req.params.prefix}/${req.params.name}`;
    if (!req.params.prefix.startsWith('uploads-') || !app.storage.verify(key, req.query.exp, req.query.sig, 'PUT'))
      throw notFound('This link is not valid or has expired');
    return presignedPut(ctxOf(req), key, async () => {
      const declared = req.headers['content-length'];
      if (declared === undefined || !/^\d+$/.test(declared)) throw badRequest('Content-Length is required');
      const size = Number(declared);
      if (size > UPLOAD_LIMIT_BYTES) throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
      if (size === 0) throw fieldError('file', UPLOAD_MESSAGES.empty);
      const ext = key.split('.').pop() ?? '';
      const source = req.raw[Symbol.asyncIterator]();
      // The first bytes decide the type; they are then sent on ahead of the rest of the stream.
      const head: Buffer[] = [];
      let headSize = 0;
      while (headSize < Math.min(SNIFF_BYTES, size)) {
        const next = await source.next();
        if (next.done) break;
        head.push(next.value as Buffer);
        headSize += (next.value as Buffer).length;
      }
      const kind = sniffDocument(Buffer.concat(head), `file.${ext}`);
      if (!kind || kind.ext !== ext) {
        req.raw.resume();
        throw new AppError(415, TYPE_MESSAGE);
      }
      const body = Readable.from(
        (async function* () {
          yield* head;
          for (;;) {
            const next = await source.next();
            if (next.done) return;
            yield next.value as Buffer;
          }
        })(),
      );
      try {
        await app.storage.write(key, body, { size, contentType: kind.mime });
      } catch (err) {
        req.log.warn({ err, key }, 'presigned upload not stored');
        throw badRequest('The upload was interrupted or its size did not match Content-Length');
      }
      return ok({ name: key });
    }).catch((err) => {
      // A refused PUT's body is drained, so the connection can answer.
      req.raw.resume();
      throw err;
    });
  });
};
