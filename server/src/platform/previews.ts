import { execFile } from 'node:child_process';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Types a browser cannot show, and what they become for a preview (spec: heic, heif are previewed via conversion). */
const CONVERTED = new Set(['image/heic', 'image/heif']);

const needsConversion = (contentType: string) => CONVERTED.has(contentType);

export interface Previewable {
  contentType: string;
  size: number;
  body: Readable | Buffer;
}

async function readAll(body: Readable | Buffer): Promise<Buffer> {
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

/** Office files shown as PDF after a LibreOffice conversion (spec section 5). */
export const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'csv']);

let sofficePath: Promise<string | null> | undefined;
/** The LibreOffice program (`soffice`) on PATH, or null when it is not installed (looked up once). */
export function findSoffice(): Promise<string | null> {
  sofficePath ??= (async () => {
    const override = process.env.SOFFICE_PATH;
    if (override !== undefined) return override === '' ? null : override;
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      if (!dir) continue;
      const candidate = path.join(dir, 'soffice');
      try {
        await access(candidate, constants.X_OK);
        return candidate;
      } catch {}
    }
    return null;
  })();
  return sofficePath;
}

export class OfficeUnavailableError extends Error {}

/** At most one conversion at a time per instance: LibreOffice is heavy, and a queue keeps memory bounded. */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Conversions queued or running in this process (the metrics show a backlog). */
export const conversionsWaiting = () => waiting;

/**
 * `source` (an office file of extension `ext`) converted to PDF by LibreOffice headless, in a scratch folder with a
 * profile of its own (so conversions never share a locked profile), within `timeoutMs`. Throws
 * OfficeUnavailableError when LibreOffice is not installed, another Error when the conversion fails.
 */
export function officeToPdf(source: Readable | Buffer, ext: string, timeoutMs = 120_000): Promise<Buffer> {
  const run = async () => {
    const soffice = await findSoffice();
    if (!soffice) throw new OfficeUnavailableError('LibreOffice (soffice) is not installed');
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-office-'));
    try {
      const input = path.join(dir, `document.${ext}`);
      if (Buffer.isBuffer(source)) await writeFile(input, source);
      else await pipeline(source, createWriteStream(input));
      await new Promise<void>((resolve, reject) => {
        execFile(
          soffice,
          [
            `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
            '--headless',
            '--norestore',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            input,
          ],
          { timeout: timeoutMs, killSignal: 'SIGKILL' },
          (error) => (error ? reject(error) : resolve()),
        );
      });
      return await readFile(path.join(dir, 'document.pdf'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  waiting += 1;
  const result = queue.then(run, run).finally(() => {
    waiting -= 1;
  });
  queue = result.catch(() => undefined);
  return result;
}
