import type { Readable } from 'node:stream';
import type { Storage } from './storage.ts';

/**
 * A ZIP archive (archiver) deflating at `level`. archiver is loaded on the first ZIP or XLSX, not at every start:
 * its modules were half a second of a start.
 */
export async function zipArchive(level: number) {
  const { default: archiver } = await import('archiver');
  return archiver('zip', { zlib: { level } });
}

/** One stored file as a ZIP entry: `dir/name`. */
export interface ZipFile {
  dir: string;
  name: string;
  storageKey: string;
}

/** A file made in memory that opens the ZIP (a cover sheet), at the top level. */
export interface LeadFile {
  name: string;
  body: Buffer;
}

/**
 * A ZIP of stored files, streamed after `lead` when given: each file is read from storage only when archiver is ready
 * for it (one at a time, so memory stays flat whatever the count). Entry names are unique case-insensitively ("2
 * name" for a repeat); a file missing from storage is left out; a failure mid-way destroys the stream. Answers null
 * when `files` is empty and there is no lead, before anything is streamed, so the caller can refuse an empty download.
 */
export async function storedZip(
  storage: Storage,
  files: AsyncIterator<ZipFile, unknown>,
  lead?: LeadFile,
): Promise<Readable | null> {
  const first = await files.next();
  if (first.done && !lead) return null;
  const zip = await zipArchive(1);
  if (lead) zip.append(lead.body, { name: lead.name });
  const used = new Set<string>();
  const entryName = (dir: string, name: string) => {
    let candidate = `${dir}/${name}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${dir}/${n} ${name}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
  (async () => {
    for (let next: IteratorResult<ZipFile, unknown> = first; !next.done; next = await files.next()) {
      const f = next.value;
      const stored = await storage.get(f.storageKey);
      if (!stored) continue;
      // archiver emits 'entry' once it has read the stream: only then is the next file opened.
      const done = new Promise<void>((resolve) => zip.once('entry', () => resolve()));
      zip.append(stored.body, { name: entryName(f.dir, f.name) });
      await done;
    }
    await zip.finalize();
  })().catch((err) => zip.destroy(err));
  return zip;
}
