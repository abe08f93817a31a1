import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';
import { assertSafeText } from './input-guard.ts';

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
