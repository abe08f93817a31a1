import type { FastifyRequest } from 'fastify';

export interface Upload {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/** The one uploaded file of a multipart request, read whole (the multipart limit answers 413 past 15 MB). */
export async function readUpload(req: FastifyRequest): Promise<Upload | undefined> {
  if (!req.isMultipart()) return undefined;
  const part = await req.file();
  return part ? { filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() } : undefined;
}
