import type { Readable } from 'node:stream';

/** Types a browser cannot show, and what they become for a preview (spec: heic, heif are previewed via conversion). */
const CONVERTED = new Set(['image/heic', 'image/heif']);

const needsConversion = (contentType: string) => CONVERTED.has(contentType);

export interface Previewable {
  contentType: string;
  size: number;
  body: Readable | Buffer;
}

/** The whole of a stream (or a buffer as it is). */
export async function readAll(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A stored file as the browser can show it: HEIC/HEIF photos (iPhone receipts) become JPEG, in process (heic-convert,
 * WebAssembly: no system package needed); everything else passes through untouched. Files are at most the
 * 15,000,000-byte upload limit, so holding one in memory is bounded.
 */
export async function previewable(contentType: string, size: number, body: Readable | Buffer): Promise<Previewable> {
  if (!needsConversion(contentType)) return { contentType, size, body };
  const { default: convert } = await import('heic-convert');
  const jpeg = Buffer.from(await convert({ buffer: await readAll(body), format: 'JPEG', quality: 0.85 }));
  return { contentType: 'image/jpeg', size: jpeg.length, body: jpeg };
}
