import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_QUEUE_PER_CALLER, OfficeBusyError, OfficeRefusedError, officeToPdf, unpackedSize } from './office.ts';

/**
 * The converter's process group, scratch folders and fair queue, with a stand-in LibreOffice (SOFFICE_PATH): it
 * logs the file's text, and for a file saying 'hang' starts a helper in its group and never ends.
 */

const earlier = { soffice: process.env.SOFFICE_PATH, tmp: process.env.TMPDIR };
let scratch: string;
let runs: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-office-unit-'));
  runs = path.join(scratch, 'runs.txt');
  const program = path.join(scratch, 'soffice');
  await writeFile(
    program,
    [
      '#!/bin/sh',
      'for a in "$@"; do input="$a"; done',
      `cat "$input" >> '${runs}'`,
      'if grep -q hang "$input"; then sleep 300 & sleep 300; fi',
      'sleep 0.2',
      `printf '%%PDF-1.4\\n%%%%EOF\\n' > "$(dirname "$input")/document.pdf"`,
    ].join('\n'),
  );
  await chmod(program, 0o755);
  process.env.SOFFICE_PATH = program;
  process.env.TMPDIR = path.join(scratch, 'tmp');
  await import('node:fs/promises').then((fs) => fs.mkdir(path.join(scratch, 'tmp')));
});

afterAll(async () => {
  for (const [key, value] of [
    ['SOFFICE_PATH', earlier.soffice],
    ['TMPDIR', earlier.tmp],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await rm(scratch, { recursive: true, force: true });
});

/** Processes whose command line names the scratch folder (the stand-in and its helpers). */
async function left(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmd.includes(scratch) || cmd.includes('sleep\u0000300')) found.push(cmd.replaceAll('\u0000', ' '));
  }
  return found;
}

const csv = (text: string) => Buffer.from(`${text}\n`);
const logged = async () => (await readFile(runs, 'utf8').catch(() => '')).split('\n').filter(Boolean);

describe('office conversions', () => {
  it('kills the whole process group on timeout and removes its folder', async () => {
    await expect(officeToPdf(csv('hang'), 'csv', { caller: 'u1', fileKey: 'k-hang', timeoutMs: 1500 })).rejects.toThrow(
      /timed out/,
    );
    // The kill is SIGKILL to the group: give the kernel a moment to reap.
    for (let i = 0; i < 50 && (await left()).length > 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await left()).toEqual([]);
    expect(await readdir(path.join(scratch, 'tmp'))).toEqual([]);
  });

  it("takes turns between callers: one caller's queue does not hold another's file", async () => {
    await writeFile(runs, '');
    const jobs = [
      officeToPdf(csv('a1'), 'csv', { caller: 'a', fileKey: 'a1' }),
      officeToPdf(csv('a2'), 'csv', { caller: 'a', fileKey: 'a2' }),
      officeToPdf(csv('a3'), 'csv', { caller: 'a', fileKey: 'a3' }),
      officeToPdf(csv('b1'), 'csv', { caller: 'b', fileKey: 'b1' }),
    ];
    // A fourth waiting conversion of the same caller is refused at once.
    await expect(officeToPdf(csv('a4'), 'csv', { caller: 'a', fileKey: 'a4' })).rejects.toBeInstanceOf(OfficeBusyError);
    expect(OFFICE_QUEUE_PER_CALLER).toBe(3);
    const pdfs = await Promise.all(jobs);
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await logged()).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('shares one conversion between callers asking for the same file meanwhile', async () => {
    await writeFile(runs, '');
    const [one, two] = await Promise.all([
      officeToPdf(csv('same'), 'csv', { caller: 'a', fileKey: 'same' }),
      officeToPdf(csv('same'), 'csv', { caller: 'b', fileKey: 'same' }),
    ]);
    expect(one.equals(two)).toBe(true);
    expect(await logged()).toEqual(['same']);
  });

  it('refuses a ZIP that unpacks beyond the limit, or is no ZIP, before running anything', async () => {
    await writeFile(runs, '');
    await expect(officeToPdf(Buffer.from('not a zip'), 'docx', { caller: 'a', fileKey: 'z' })).rejects.toBeInstanceOf(
      OfficeRefusedError,
    );
    await expect(unpackedSize(Buffer.from('PK'))).rejects.toThrow();
    expect(await logged()).toEqual([]);
  });
});
