import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHARE_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { provenGuest, uploadDocument } from '../../test/documents.ts';
import type { TestSmtp } from '../../test/smtp.ts';

/**
 * Guests see an office file through the same preview path as staff: converted once, kept, and shown again from what
 * was kept. LibreOffice here is a stand-in program (SOFFICE_PATH) that writes a PDF and counts its runs.
 */

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
let scratch: string;
let runs: string;
const earlierSoffice = process.env.SOFFICE_PATH;
const S = '/api/super-admin';
const G = '/api/guest-users/provider-documents';

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** How many conversions the stand-in LibreOffice ran. */
const conversions = async () => (await readFile(runs, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

const uploadCsv = (folderId: string, typeId: string, name: string) =>
  uploadDocument(t, admin, { folderId, typeId, name }, Buffer.from('name,licence\nDana Tester,A-1\n'), 'text/csv');

/** Shares one document with `email` and proves the address with the e-mailed code: the guest's headers. */
async function guestOf(documentId: string, email: string) {
  const made = await inject('POST', `${S}/provider-documents/share`, admin, { documentId, emails: [email] });
  expect(made.statusCode, made.body).toBe(201);
  return (await provenGuest(t, smtp, email)).headers;
}

let shared: string;
let notShared: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-soffice-'));
  runs = path.join(scratch, 'runs.txt');
  const program = path.join(scratch, 'soffice');
  await writeFile(
    program,
    [
      '#!/bin/sh',
      `echo run >> '${runs}'`,
      'out=""; prev=""',
      'for a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; done',
      `printf '%%PDF-1.4\\n%% converted\\n%%%%EOF\\n' > "$out/document.pdf"`,
    ].join('\n'),
  );
  await chmod(program, 0o755);
  process.env.SOFFICE_PATH = program;

  ({ t, smtp, admin } = await buildMailingApp());
  const category = await inject('POST', `${S}/categories`, admin, { name: 'Rosters', ownerKind: 'provider' });
  const type = await inject('POST', `${S}/document-types`, admin, {
    name: 'Roster',
    ownerKind: 'provider',
    categoryId: category.json().data._id,
    repeats: true,
    fields: [],
  });
  expect(type.statusCode, type.body).toBe(201);
  const provider = await t.createUser({ role: 'provider' });
  const folders = await inject('GET', `${S}/provider-documents/folders?ownerId=${provider.id}`, admin);
  const folder = folders.json().data.folders.find((f: { name: string }) => f.name === 'Rosters')._id as string;
  shared = await uploadCsv(folder, type.json().data._id, 'roster.csv');
  notShared = await uploadCsv(folder, type.json().data._id, 'private.csv');
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (earlierSoffice === undefined) delete process.env.SOFFICE_PATH;
  else process.env.SOFFICE_PATH = earlierSoffice;
  await rm(scratch, { recursive: true, force: true });
});

describe('a guest previews an office document', () => {
  it('is converted on the first view only, and staff see the same kept PDF', async () => {
    const guest = await guestOf(shared, 'reader@example.com');
    const first = await inject('GET', `${G}/download/${shared}?preview=true`, guest);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await conversions()).toBe(1);
    const [row] = await t.db.select({ key: documents.previewKey }).from(documents).where(eq(documents.id, shared));
    expect(row?.key).toBeTruthy();

    const second = await inject('GET', `${G}/download/${shared}?preview=true`, guest);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const staff = await inject('GET', `${S}/provider-documents/documents/${shared}/preview`, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await conversions()).toBe(1);

    // The download is the file as uploaded.
    const file = await inject('GET', `${G}/download/${shared}`, guest);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('name,licence\nDana Tester,A-1\n');
  }, 60_000);

  it('still cannot reach a document that was not shared with them', async () => {
    const guest = await guestOf(shared, 'other-reader@example.com');
    const before = await conversions();
    for (const url of [`${G}/download/${notShared}?preview=true`, `${G}/download/${notShared}`]) {
      const res = await inject('GET', url, guest);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(SHARE_MESSAGES.noDocument);
    }
    expect(await conversions()).toBe(before);
  }, 60_000);
});
