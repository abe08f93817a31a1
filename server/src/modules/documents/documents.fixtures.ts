import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';

/** The shared world of the documents tests: a provider licence type and a form type, files of each kind, and helpers. */

export let t: TestApp;
export let admin: Record<string, string>;
export const S = '/api/super-admin';

export const PV = '/api/providers';

/* ---------------------------------------------------------------- fixtures made here */

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
export const HEIC = readFileSync(new URL('../expenses/fixtures/receipt.heic', import.meta.url));
export const HEIF = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1'), Buffer.alloc(64, 0)]);
export const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 0)]);
export const CSV = Buffer.from('Licence,State\nA-1,TX\n');

export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A zip of the named entries, built in memory. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = archiver('zip');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  zip.pipe(out);
  for (const [name, content] of Object.entries(entries)) zip.append(content, { name });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

export const docx = () =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Licence of Dana Tester</w:t></w:r></w:p></w:body></w:document>',
  });

export async function xlsx() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRow(['Licence', 'A-1']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/* ---------------------------------------------------------------- helpers */

export let licenceType: string;

export let formType: string;

export async function upload(
  auth: Record<string, string>,
  base: string,
  folderId: string,
  bytes: Buffer,
  filename: string,
  extra: Record<string, string> = {},
) {
  const { payload, headers } = multipart(
    {
      folderId,
      typeId: licenceType,
      values: JSON.stringify({ 'licence-number': 'A-1', 'expiry-date': '2099-12-31' }),
      ...extra,
    },
    bytes,
    filename,
  );
  return t.app.inject({
    method: 'POST',
    url: `${base}/provider-documents/upload`,
    payload,
    headers: { ...auth, ...headers },
  });
}

export async function post(url: string, auth: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: auth, payload });
}

/** A provider, signed in, with their "Licences" sub-folder. */
export async function provider(specialty?: string) {
  const user = await t.createUser({ role: 'provider' });
  const auth = bearer(await t.login(user.email));
  if (specialty) {
    const { providerProfiles } = await import('../../db/schema/index.ts');
    await t.db
      .insert(providerProfiles)
      .values({ userId: user.id, specialty })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: { specialty } });
  }
  const folders = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/folders`, headers: auth });
  expect(folders.statusCode, folders.body).toBe(200);
  const top = folders.json().data.folders.find((f: { name: string }) => f.name === 'Credentials');
  const detail = await t.app.inject({
    method: 'GET',
    url: `${PV}/provider-documents/folders/${top._id}`,
    headers: auth,
  });
  const licences = detail.json().data.subFolders.find((f: { name: string }) => f.name === 'Licences');
  return { id: user.id, auth, folderId: top._id as string, subFolderId: licences._id as string };
}

export const auditOf = async (entityId: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)));

/** Builds the world before the file's tests (the licence and form types) and closes it after. */
export function setUpDocumentsWorld() {
  beforeAll(async () => {
    ({ t, admin } = await buildAdminApp());
    const cat = await post(`${S}/categories`, admin, { name: 'Credentials', ownerKind: 'provider' });
    expect(cat.statusCode, cat.body).toBe(201);
    const sub = await post(`${S}/categories`, admin, {
      name: 'Licences',
      ownerKind: 'provider',
      parentId: cat.json().data._id,
    });
    const type = await post(`${S}/document-types`, admin, {
      name: 'State licence',
      ownerKind: 'provider',
      categoryId: sub.json().data._id,
      repeats: true,
      requiredFor: { everyone: true },
      fields: [
        { label: 'Licence number', type: 'text', required: true },
        { label: 'Expiry date', type: 'date', required: true, isExpiry: true },
        { label: 'Scan', type: 'file' },
      ],
    });
    expect(type.statusCode, type.body).toBe(201);
    licenceType = type.json().data._id;
    const form = await post(`${S}/document-types`, admin, {
      name: 'CRNA certificate',
      ownerKind: 'provider',
      categoryId: sub.json().data._id,
      requiredFor: { specialties: ['crna'] },
      fields: [{ label: 'Certified on', type: 'date' }],
    });
    formType = form.json().data._id;
  }, 120_000);
  afterAll(() => t.close());
}
