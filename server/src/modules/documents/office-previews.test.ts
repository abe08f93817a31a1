import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSoffice } from '../../platform/office.ts';
import { buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { uploadDocument } from '../../test/documents.ts';
import { zipOf } from './documents.fixtures.ts';

/**
 * Office previews with the real LibreOffice: a zip bomb is refused before converting (422 PREVIEW_TOO_LARGE) while
 * a harmless file asked for at the same moment is converted and served; no converter process or scratch folder is
 * left. The scratch folders go to a TMPDIR of this test's own, so other runs on the machine do not count.
 */

const earlierTmp = process.env.TMPDIR;
let scratch: string;
let t: TestApp;
let admin: Record<string, string>;
let folder: string;
let typeId: string;

/** A DOCX of a few hundred KB whose entries unpack to 160 MB of zeros. */
function zipBomb() {
  const zeros = Buffer.alloc(20 * 1024 * 1024);
  const filler = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`word/media/fill-${i}.bin`, zeros]));
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ...filler,
  });
}

/** Processes whose command line names this test's scratch folder (the converter's profile is inside it). */
async function convertersLeft(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmd.includes(scratch)) found.push(`${pid}: ${cmd.replaceAll('\u0000', ' ').slice(0, 120)}`);
  }
  return found;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-office-test-'));
  process.env.TMPDIR = scratch;
  ({ t, admin } = await buildAdminApp());
  const category = await t.post('/api/super-admin/categories', admin, { name: 'Letters', ownerKind: 'provider' });
  const type = await t.post('/api/super-admin/document-types', admin, {
    name: 'Letter',
    ownerKind: 'provider',
    categoryId: category.json().data._id,
    repeats: true,
    fields: [],
  });
  typeId = type.json().data._id;
  const provider = await t.createUser({ role: 'provider' });
  const folders = await t.app.inject({
    url: `/api/super-admin/provider-documents/folders?ownerId=${provider.id}`,
    headers: admin,
  });
  folder = folders.json().data.folders.find((f: { name: string }) => f.name === 'Letters')._id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (earlierTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = earlierTmp;
  await rm(scratch, { recursive: true, force: true });
});

describe('office previews cannot hold the portal hostage', () => {
  it('refuses a zip bomb with 422 while a harmless file at the same time is served; nothing is left', async () => {
    if (!(await findSoffice())) throw new Error('LibreOffice (soffice) is needed for this test');
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(1_000_000);
    const bombId = await uploadDocument(t, admin, { folderId: folder, typeId, name: 'bomb.docx' }, bomb, 'x');
    const csv = Buffer.from('name,licence\nDana Tester,A-1\n');
    const csvId = await uploadDocument(t, admin, { folderId: folder, typeId, name: 'roster.csv' }, csv, 'text/csv');
    const preview = (id: string) =>
      t.app.inject({ url: `/api/super-admin/provider-documents/documents/${id}/preview`, headers: admin });

    const [refused, served] = await Promise.all([preview(bombId), preview(csvId)]);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'PREVIEW_TOO_LARGE']);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.previewFailed);
    expect(served.statusCode, served.body.slice(0, 200)).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The result is kept: the next preview is the same PDF, with no conversion.
    const again = await preview(csvId);
    expect(again.rawPayload.equals(served.rawPayload)).toBe(true);

    expect(await convertersLeft()).toEqual([]);
    expect((await readdir(scratch)).filter((n) => n.startsWith('portal-office-'))).toEqual([]);
  }, 300_000);
});
