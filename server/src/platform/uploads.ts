import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';
import { assertSafeText } from './input-guard.ts';

/**
 * The multipart parser, registered in the scope of each upload route only (platform/endpoint.ts): registered for
 * the whole app it added an async onResponse hook (its temporary files' clean-up) to every request of every route.
 */
export const registerMultipart = (scope: FastifyInstance) =>
  scope.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5 } });

export interface Upload {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/**
 * The one uploaded file of a multipart request, read whole (the multipart limit answers 413 past 15 MB).
 * A body that is not valid multipart (no boundary, cut short) is the caller's mistake: a 400 naming the file.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload | undefined> {
  if (!req.isMultipart()) return undefined;
  try {
    const part = await req.file();
    if (!part) return undefined;
    const upload = { filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() };
    assertSafeText(upload.filename, 'file');
    return upload;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || status === 413) throw error;
    throw fieldError('file', 'The upload is not a valid multipart form; choose the file again');
  }
}

/** A file received to a temporary file on disk, never whole in memory; `discard()` removes it. */
export interface StreamedUpload<K> {
  filename: string;
  /** Form fields sent before the file part. */
  fields: Record<string, string>;
  kind: K;
  size: number;
  path: string;
  discard(): Promise<void>;
}

const tooLarge = () => new AppError(413, UPLOAD_MESSAGES.tooLarge);

/**
 * The one file of a multipart request, streamed to a temporary file: the first `sniffBytes` are judged by `sniff`
 * (null: 415 before the rest is read), the rest is written as it arrives. Past UPLOAD_LIMIT_BYTES the multipart limit
 * stops the read with 413 (a declared Content-Length that cannot fit is refused before any byte is read). Memory
 * holds the sniffed head and one chunk.
 */
export async function receiveUpload<K>(
  req: FastifyRequest,
  sniff: (head: Buffer, filename: string) => K | null,
  opts: { sniffBytes: number; typeMessage: string; emptyMessage: string },
): Promise<StreamedUpload<K>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  // Form overhead (boundaries, the other fields) is far below this margin.
  if (declared > UPLOAD_LIMIT_BYTES + 1_000_000) throw tooLarge();
  if (!req.isMultipart()) throw fieldError('file', opts.emptyMessage);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw fieldError('file', 'The upload is not a valid multipart form; choose the file again');
  }
  if (!part) throw fieldError('file', opts.emptyMessage);
  assertSafeText(part.filename, 'file');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  const { kind, size, path: file, discard } = await streamToTemp(part, sniff, opts);
  return { filename: part.filename, fields, kind, size, path: file, discard };
}

type FilePart = NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>;

/** One file part streamed to a temporary file, its first `sniffBytes` judged by `sniff` (415 when null). */
async function streamToTemp<K>(
  part: FilePart,
  sniff: (head: Buffer, filename: string) => K | null,
  opts: { sniffBytes: number; typeMessage: string },
): Promise<{ kind: K; size: number; path: string; discard: () => Promise<void> }> {
  const dir = path.join(tmpdir(), 'portal-uploads');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomBytes(16).toString('hex'));
  const discard = () => rm(file, { force: true });
  const out = createWriteStream(file);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (err) => (err ? reject(err) : resolve())));
  let size = 0;
  let kind: K | null = null;
  const headParts: Buffer[] = [];
  let headSize = 0;
  const judge = async () => {
    const head = Buffer.concat(headParts);
    kind = sniff(head, part.filename);
    if (kind === null) throw new AppError(415, opts.typeMessage);
    await write(head);
  };
  try {
    for await (const chunk of part.file) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (kind === null) {
        headParts.push(bytes);
        headSize += bytes.length;
        if (headSize >= opts.sniffBytes) await judge();
      } else await write(bytes);
    }
    if (part.file.truncated) throw tooLarge();
    if (size === 0) throw fieldError('file', UPLOAD_MESSAGES.empty);
    if (kind === null) await judge();
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  } catch (error) {
    out.destroy();
    await discard();
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    if (error instanceof AppError) throw error;
    throw fieldError('file', 'The upload was interrupted; choose the file again');
  }
  return { kind: kind as K, size, path: file, discard };
}

/**
 * Every file of a multipart request (up to `maxFiles`), each streamed to its own temporary file as it arrives and
 * sniffed like receiveUpload's (one bad file refuses the request: the files already received are removed). Fields
 * sent before the files are collected. Memory holds one sniffed head and one chunk at a time.
 */
export async function receiveUploads<K>(
  req: FastifyRequest,
  sniff: (head: Buffer, filename: string) => K | null,
  opts: { sniffBytes: number; typeMessage: string; emptyMessage: string; maxFiles: number },
): Promise<{ fields: Record<string, string>; files: Omit<StreamedUpload<K>, 'fields'>[] }> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > opts.maxFiles * UPLOAD_LIMIT_BYTES + 1_000_000) throw tooLarge();
  if (!req.isMultipart()) throw fieldError('files', opts.emptyMessage);
  const fields: Record<string, string> = {};
  const files: Omit<StreamedUpload<K>, 'fields'>[] = [];
  try {
    for await (const part of req.parts({
      limits: { files: opts.maxFiles, fileSize: UPLOAD_LIMIT_BYTES, fields: 10 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      assertSafeText(part.filename, 'files');
      const got = await streamToTemp(part, sniff, opts);
      files.push({ filename: part.filename, ...got });
    }
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_FILES_LIMIT') throw fieldError('files', `At most ${opts.maxFiles} files at once`);
    if (statusCode === 413) throw tooLarge();
    if (error instanceof AppError) throw error;
    throw fieldError('files', 'The upload is not a valid multipart form; choose the files again');
  }
  if (files.length === 0) throw fieldError('files', opts.emptyMessage);
  return { fields, files };
}
