import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';

/**
 * Office files shown as PDF after a LibreOffice conversion (spec section 5), run so that no file can hold the portal
 * hostage (decision 0027):
 * - a zipped format (docx, xlsx) whose entries unpack beyond OFFICE_UNPACKED_LIMIT is refused before converting;
 * - the converter runs in its own process group with its own profile, in a `portal-office-*` folder; on timeout the
 *   whole group is killed (the `soffice` wrapper and `soffice.bin`), and the folder is always removed;
 * - one conversion at a time per instance, taken in turns between callers (a queue per caller, served round-robin),
 *   each caller's queue bounded, so one user's hostile files delay only that user;
 * - the same file asked for again while it converts shares that conversion (the caller keeps the result).
 */

/** Office extensions previewed as PDF. */
export const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'csv']);
const ZIPPED = new Set(['docx', 'xlsx']);
/** Bytes a zipped office file may unpack to: far above any real document, far below a zip bomb. */
const OFFICE_UNPACKED_LIMIT = 100 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** Conversions one caller may have waiting or running; more answer 429. */
export const OFFICE_QUEUE_PER_CALLER = 3;
/** Conversions waiting on one instance in all; more answer 503. */
const OFFICE_QUEUE_LIMIT = 30;

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
/** The file unpacks beyond OFFICE_UNPACKED_LIMIT (or is not the ZIP its extension says): refused, never converted. */
export class OfficeRefusedError extends Error {}
/** The caller (429) or the instance (503) has too many conversions waiting. */
export class OfficeBusyError extends Error {
  constructor(readonly scope: 'caller' | 'instance') {
    super(`Too many office conversions waiting (${scope})`);
  }
}

/** The sum of a ZIP's entries' uncompressed sizes, from its central directory (nothing is inflated). */
export function unpackedSize(zip: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('not a zip'));
      let total = 0;
      let entries = 0;
      file.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        entries += 1;
        if (total > OFFICE_UNPACKED_LIMIT || entries > MAX_ENTRIES) {
          file.close();
          resolve(Number.POSITIVE_INFINITY);
        } else file.readEntry();
      });
      file.on('end', () => resolve(total));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

async function checkUnpacked(source: Buffer, ext: string) {
  if (!ZIPPED.has(ext)) return;
  const size = await unpackedSize(source).catch(() => Number.POSITIVE_INFINITY);
  if (size > OFFICE_UNPACKED_LIMIT) throw new OfficeRefusedError(`${ext} unpacks beyond the limit`);
}

/** Ends a process group; it may be gone already. */
function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

/** Runs LibreOffice on `input` in `dir`, in a process group of its own, killed whole on timeout and after the run. */
function convert(soffice: string, dir: string, input: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
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
      { detached: true, stdio: 'ignore', env: { ...process.env, HOME: dir } },
    );
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new Error(`office conversion timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // A helper left behind by the wrapper goes with the group.
      killGroup(child.pid);
      if (code === 0) resolve();
      else reject(new Error(`office conversion ended with ${signal ?? code}`));
    });
  });
}

async function runConversion(source: Buffer, ext: string, timeoutMs: number): Promise<Buffer> {
  const soffice = await findSoffice();
  if (!soffice) throw new OfficeUnavailableError('LibreOffice (soffice) is not installed');
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-office-'));
  try {
    const input = path.join(dir, `document.${ext}`);
    await writeFile(input, source);
    await convert(soffice, dir, input, timeoutMs);
    return await readFile(path.join(dir, 'document.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

interface Job {
  caller: string;
  /** Start-time fair queueing: a caller's next job is tagged one turn after its last, never before the clock. */
  tag: number;
  seq: number;
  run: () => Promise<void>;
}
const waiting: Job[] = [];
const lastTag = new Map<string, number>();
const perCaller = new Map<string, number>();
let clock = 0;
let seq = 0;
let lastServed: string | undefined;
let running = false;
/** Conversions in flight by file (storage key), shared by every caller asking for the same file meanwhile. */
const inFlight = new Map<string, Promise<Buffer>>();

/** The job to run next: the lowest tag; on a tie, not the caller just served, then the earliest asked. */
const before = (a: Job, b: Job) =>
  a.tag - b.tag || Number(a.caller === lastServed) - Number(b.caller === lastServed) || a.seq - b.seq;

function next() {
  if (running || waiting.length === 0) return;
  const job = waiting.reduce((best, j) => (before(j, best) < 0 ? j : best));
  waiting.splice(waiting.indexOf(job), 1);
  clock = job.tag;
  lastServed = job.caller;
  running = true;
  job.run().finally(() => {
    running = false;
    next();
  });
}

function enqueue<T>(caller: string, work: () => Promise<T>): Promise<T> {
  const mine = perCaller.get(caller) ?? 0;
  if (mine >= OFFICE_QUEUE_PER_CALLER) return Promise.reject(new OfficeBusyError('caller'));
  if (waiting.length >= OFFICE_QUEUE_LIMIT) return Promise.reject(new OfficeBusyError('instance'));
  perCaller.set(caller, mine + 1);
  const tag = Math.max(clock, lastTag.get(caller) ?? 0) + 1;
  lastTag.set(caller, tag);
  return new Promise<T>((resolve, reject) => {
    const run = () =>
      work()
        .then(resolve, reject)
        .finally(() => {
          const left = (perCaller.get(caller) ?? 1) - 1;
          if (left > 0) return void perCaller.set(caller, left);
          perCaller.delete(caller);
          lastTag.delete(caller);
        });
    seq += 1;
    waiting.push({ caller, tag, seq, run });
    next();
  });
}

/**
 * `source` (an office file of extension `ext`, stored under `fileKey`) as a PDF, converted for `caller` (a user or
 * guest id) in its turn, within `timeoutMs`. Throws OfficeRefusedError before converting a file that unpacks beyond
 * the limit, OfficeBusyError when too many wait, OfficeUnavailableError without LibreOffice, another Error when the
 * conversion fails.
 */
export async function officeToPdf(
  source: Buffer,
  ext: string,
  { caller, fileKey, timeoutMs = 120_000 }: { caller: string; fileKey: string; timeoutMs?: number },
): Promise<Buffer> {
  await checkUnpacked(source, ext);
  const shared = inFlight.get(fileKey);
  if (shared) return shared;
  const conversion = enqueue(caller, () => runConversion(source, ext, timeoutMs));
  inFlight.set(fileKey, conversion);
  try {
    return await conversion;
  } finally {
    inFlight.delete(fileKey);
  }
}

/** Conversions queued or running in this instance (the metrics show a backlog). */
export const conversionsWaiting = () => waiting.length + (running ? 1 : 0);
