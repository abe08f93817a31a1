import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { DOCUMENT_ACTIONS, DOCUMENT_MESSAGES, UPLOAD_LIMIT_BYTES } from '@portal/contracts';
import archiver from 'archiver';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { findSoffice } from '../../platform/office.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { dropLooseUploads } from '../files/index.ts';

let t: TestApp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const PV = '/api/providers';

/* ---------------------------------------------------------------- fixtures made here */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const HEIC = readFileSync(new URL('../expenses/fixtures/receipt.heic', import.meta.url));
const HEIF = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1'), Buffer.alloc(64, 0)]);
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 0)]);
const CSV = Buffer.from('Licence,State\nA-1,TX\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = archiver('zip');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  zip.pipe(out);
  for (const [name, text] of Object.entries(entries)) zip.append(text, { name });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

const docx = () =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Licence of Dana Tester</w:t></w:r></w:p></w:body></w:document>',
  });

async function xlsx() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRow(['Licence', 'A-1']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/* ---------------------------------------------------------------- helpers */

let licenceType: string;
let formType: string;

async function upload(
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

async function post(url: string, auth: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: auth, payload });
}

/** A provider, signed in, with their "Licences" sub-folder. */
async function provider(specialty?: string) {
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

const auditOf = async (entityId: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action)));

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

describe('document settings', () => {
  it('lists types with their category and fields; the expiry must be one date field', async () => {
    const list = await post(`${S}/document-types/all?page=1&pageSize=10`, admin, { search: 'licence' });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.data[0];
    expect(row).toMatchObject({ name: 'State licence', categoryName: 'Licences', parentCategoryName: 'Credentials' });
    expect(row.fields.map((f: { key: string }) => f.key)).toEqual(['licence-number', 'expiry-date', 'scan']);
    const bad = await post(`${S}/document-types`, admin, {
      name: 'Bad',
      categoryId: row.categoryId,
      fields: [{ label: 'Number', type: 'text', isExpiry: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'fields.0.isExpiry', message: DOCUMENT_MESSAGES.expiryDate });
    const staffNoEdit = bearer(await t.iconUserToken(['view-document-types']));
    const refused = await post(`/api/icon-users/document-types`, staffNoEdit, {
      name: 'X',
      categoryId: row.categoryId,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('provider documents', () => {
  it('accepts each document type, sniffed from the bytes', async () => {
    const p = await provider();
    const files: [Buffer, string, string][] = [
      [PDF, 'licence.pdf', 'pdf'],
      [CSV, 'list.csv', 'csv'],
      [PNG, 'scan.png', 'png'],
      [JPEG, 'photo.jpg', 'jpg'],
      [JPEG, 'photo.jpeg', 'jpg'],
      [HEIC, 'phone.heic', 'heic'],
      [HEIF, 'phone.heif', 'heif'],
      [await docx(), 'letter.docx', 'docx'],
      [await xlsx(), 'sheet.xlsx', 'xlsx'],
      [CFB, 'old.xls', 'xls'],
      [CFB, 'old.doc', 'doc'],
    ];
    for (const [bytes, name, format] of files) {
      const res = await upload(p.auth, PV, p.subFolderId, bytes, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json().data).toMatchObject({ format, size: bytes.length, expiresOn: '2099-12-31' });
    }
    const list = await post(
      `${PV}/provider-documents/folders/${p.subFolderId}/documents?page=1&pageSize=20`,
      p.auth,
      {},
    );
    expect(list.json().data.total).toBe(files.length);
  }, 60_000);

  it('refuses a renamed executable with 415 and 15,000,001 bytes with 413', async () => {
    const p = await provider();
    const exe = await upload(p.auth, PV, p.subFolderId, EXE, 'report.pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(DOCUMENT_MESSAGES.fileType);
    const docxAsPdf = await upload(p.auth, PV, p.subFolderId, await docx(), 'letter.pdf');
    expect(docxAsPdf.statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - PDF.length, 32)]);
    const tooBig = await upload(p.auth, PV, p.subFolderId, big, 'big.pdf');
    expect(tooBig.statusCode).toBe(413);
    const missing = await upload(p.auth, PV, p.subFolderId, PDF, 'x.pdf', { values: JSON.stringify({}) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'values.licence-number' });
  }, 60_000);

  it("answers 404 to a provider reaching another provider's document or folder", async () => {
    const a = await provider();
    const b = await provider();
    const doc = (await upload(a.auth, PV, a.subFolderId, PDF, 'mine.pdf')).json().data._id;
    for (const url of [
      `${PV}/provider-documents/documents/${doc}`,
      `${PV}/provider-documents/documents/${doc}/download`,
      `${PV}/provider-documents/documents/${doc}/preview`,
      `${PV}/provider-documents/folders/${a.subFolderId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: b.auth });
      expect(res.statusCode, url).toBe(404);
    }
    const zip = await post(`${PV}/provider-documents/download-folder`, b.auth, { folderId: a.folderId });
    expect(zip.statusCode).toBe(404);
    const up = await upload(b.auth, PV, a.subFolderId, PDF, 'into-theirs.pdf');
    expect(up.statusCode).toBe(404);
  });

  it("lists each role's document actions (filesystem/roles)", async () => {
    await t.iconUserToken(['view-provider-documents', 'download-provider-documents', 'archive-facility-documents']);
    const res = await t.app.inject({ method: 'GET', url: `${S}/filesystem/roles`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { _id: string; provider: string[]; facility: string[] }[];
    expect(list[0]).toMatchObject({ _id: 'superAdmin', provider: DOCUMENT_ACTIONS, facility: DOCUMENT_ACTIONS });
    expect(list.find((r) => r._id === 'provider')?.facility).toEqual([]);
    expect(list).toContainEqual(expect.objectContaining({ provider: ['view', 'download'], facility: ['archive'] }));
  });

  it('hides a folder from staff roles outside its visibility: absent from listings, 404 on its contents', async () => {
    const p = await provider();
    const doc = (await upload(p.auth, PV, p.subFolderId, PDF, 'hidden.pdf')).json().data._id;
    const all = ['view', 'download', 'edit'].map((a) => `${a}-provider-documents`);
    const insideRole = await t.createRole(all);
    const inside = await t.createUser({ role: 'iconUser', roleId: insideRole });
    const insider = bearer(await t.login(inside.email));
    const outsider = bearer(await t.iconUserToken(all));
    const IU = '/api/icon-users/provider-documents';
    const set = await t.app.inject({
      method: 'PUT',
      url: `${IU}/folders/${p.folderId}/visibility`,
      headers: insider,
      payload: { roleIds: [insideRole] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ data: { roleIds: [insideRole] }, message: DOCUMENT_MESSAGES.visibilitySaved });
    expect(await auditOf(p.folderId, 'visibility')).toHaveLength(1);

    const names = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `${IU}/folders?ownerId=${p.id}`, headers: auth }))
        .json()
        .data.folders.map((f: { name: string }) => f.name);
    expect(await names(insider)).toContain('Credentials');
    expect(await names(outsider)).not.toContain('Credentials');
    // The super admin and the owning provider are not limited by it.
    const adminList = await t.app.inject({
      method: 'GET',
      url: `${S}/provider-documents/folders?ownerId=${p.id}`,
      headers: admin,
    });
    expect(adminList.json().data.folders.map((f: { name: string }) => f.name)).toContain('Credentials');
    const own = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/folders`, headers: p.auth });
    expect(own.json().data.folders.map((f: { name: string }) => f.name)).toContain('Credentials');

    // The folder, its sub-folder (hidden with it) and the document in it are as if they did not exist.
    for (const url of [
      `${IU}/folders/${p.folderId}`,
      `${IU}/folders/${p.subFolderId}`,
      `${IU}/documents/${doc}`,
      `${IU}/documents/${doc}/download`,
      `${IU}/documents/${doc}/preview`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: outsider });
      expect(res.statusCode, url).toBe(404);
      const seen = await t.app.inject({ method: 'GET', url, headers: insider });
      expect(seen.statusCode, url).toBe(200);
    }
    const listed = await post(`${IU}/folders/${p.subFolderId}/documents`, outsider, {});
    expect(listed.statusCode).toBe(404);
    const zip = await post(`${IU}/download-folder`, outsider, { folderId: p.folderId });
    expect(zip.statusCode).toBe(404);
    const retake = await t.app.inject({
      method: 'PUT',
      url: `${IU}/folders/${p.folderId}/visibility`,
      headers: outsider,
      payload: { roleIds: null },
    });
    expect(retake.statusCode).toBe(404);

    // Back to every role.
    const reset = await t.app.inject({
      method: 'PUT',
      url: `${S}/provider-documents/folders/${p.folderId}/visibility`,
      headers: admin,
      payload: { roleIds: null },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await names(outsider)).toContain('Credentials');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${S}/provider-documents/folders/${p.folderId}/visibility`,
      headers: admin,
      payload: { roleIds: ['00000000-0000-7000-8000-000000000000'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("sets a role's document actions through filesystem/roles; the server enforces them at once", async () => {
    const p = await provider();
    const doc = (await upload(p.auth, PV, p.subFolderId, PDF, 'mine.pdf')).json().data._id;
    const roleId = await t.createRole(['view-providers', 'view-provider-documents']);
    const user = await t.createUser({ role: 'iconUser', roleId });
    const auth = bearer(await t.login(user.email));
    const link = `/api/icon-users/provider-documents/documents/${doc}/download`;
    expect((await t.app.inject({ method: 'GET', url: link, headers: auth })).statusCode).toBe(403);

    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${S}/filesystem/roles/${roleId}`, headers, payload });
    const saved = await put(admin, { provider: ['view', 'download'], facility: ['view', 'archive'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      data: { _id: roleId, provider: ['view', 'download'], facility: ['view', 'archive'] },
      message: DOCUMENT_MESSAGES.filesystemRoleSaved,
    });
    const listed = await t.app.inject({ method: 'GET', url: `${S}/filesystem/roles`, headers: admin });
    expect(listed.json().data.find((r: { _id: string }) => r._id === roleId)).toMatchObject({
      provider: ['view', 'download'],
      facility: ['view', 'archive'],
    });
    expect((await t.app.inject({ method: 'GET', url: link, headers: auth })).statusCode).toBe(200);
    // Its other permissions stay; taking view away closes the documents.
    await put(admin, { provider: [], facility: [] });
    const role = await t.app.inject({ method: 'GET', url: `${S}/roles/${roleId}`, headers: admin });
    expect(role.json().data.permissions).toEqual([{ value: 'view-providers' }]);
    expect((await t.app.inject({ method: 'GET', url: link, headers: auth })).statusCode).toBe(403);
    // Only a role editor may change it.
    const other = bearer(await t.iconUserToken(['view-document-types']));
    expect((await put(other, { provider: ['view'], facility: [] })).statusCode).toBe(403);
  });

  it('lets a staff role download only with the download permission', async () => {
    const p = await provider();
    const doc = (await upload(p.auth, PV, p.subFolderId, PDF, 'mine.pdf')).json().data._id;
    const viewer = bearer(await t.iconUserToken(['view-provider-documents']));
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/icon-users/provider-documents/documents/${doc}/download`,
      headers: viewer,
    });
    expect(refused.statusCode).toBe(403);
    const refusedPreview = await t.app.inject({
      method: 'GET',
      url: `/api/icon-users/provider-documents/documents/${doc}/preview`,
      headers: viewer,
    });
    expect(refusedPreview.statusCode).toBe(403);
    const downloader = bearer(await t.iconUserToken(['view-provider-documents', 'download-provider-documents']));
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/icon-users/provider-documents/documents/${doc}/download`,
      headers: downloader,
    });
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json().data.signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="mine.pdf"/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(await auditOf(doc, 'download')).toHaveLength(1);
  });

  it('audits rename, archive, reinstate and delete', async () => {
    const p = await provider();
    const doc = (await upload(p.auth, PV, p.subFolderId, PDF, 'first.pdf')).json().data._id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${S}/provider-documents/documents/${doc}/rename`,
      headers: admin,
      payload: { name: 'Texas licence' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Texas licence.pdf');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `${S}/provider-documents/documents/${doc}/rename`,
      headers: admin,
      payload: { name: 'X', typeId: '00000000-0000-7000-8000-000000000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Provided doctype is not correctly provider');
    expect((await post(`${PV}/provider-documents/documents/${doc}/archive`, p.auth, {})).statusCode).toBe(200);
    const twice = await post(`${PV}/provider-documents/documents/${doc}/archive`, p.auth, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DOCUMENT_MESSAGES.alreadyArchived);
    const live = await post(`${PV}/provider-documents/folders/${p.subFolderId}/documents`, p.auth, {});
    expect(live.json().data.total).toBe(0);
    const archive = await post(`${PV}/provider-documents/folders/${p.subFolderId}/documents`, p.auth, {
      filters: { archived: true },
    });
    expect(archive.json().data.data.map((d: { _id: string }) => d._id)).toEqual([doc]);
    expect((await post(`${PV}/provider-documents/documents/${doc}/reinstate`, p.auth, {})).statusCode).toBe(200);
    const live2 = await post(`${PV}/provider-documents/documents/${doc}/reinstate`, p.auth, {});
    expect(live2.statusCode).toBe(409);
    expect(live2.json().message).toBe(DOCUMENT_MESSAGES.notArchived);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${PV}/provider-documents/documents/${doc}`,
      headers: p.auth,
    });
    expect(del.statusCode).toBe(200);
    for (const action of ['upload', 'rename', 'archive', 'reinstate', 'delete']) {
      const rows = await auditOf(doc, action);
      expect(rows, action).toHaveLength(1);
    }
    const renameAudit = (await auditOf(doc, 'rename'))[0];
    expect(renameAudit?.changes).toEqual([{ field: 'name', old: 'first.pdf', new: 'Texas licence.pdf' }]);
    expect((await auditOf(doc, 'archive'))[0]?.changes).toEqual([{ field: 'archived', old: false, new: true }]);
  });

  it('reports required documents missing, and the expiry from the date field', async () => {
    const crna = await provider('crna');
    let req = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/requirements`, headers: crna.auth });
    expect(req.json().data.completeness).toMatchObject({ required: 2, missing: 2, present: 0 });
    const expired = await upload(crna.auth, PV, crna.subFolderId, PDF, 'old.pdf', {
      values: JSON.stringify({ 'licence-number': 'A-2', 'expiry-date': '2020-01-31' }),
    });
    expect(expired.json().data.expiresOn).toBe('2020-01-31');
    req = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/requirements`, headers: crna.auth });
    expect(req.json().data.completeness).toMatchObject({ required: 2, missing: 1, expired: 1 });
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await upload(crna.auth, PV, crna.subFolderId, PDF, 'new.pdf', {
      values: JSON.stringify({ 'licence-number': 'A-3', 'expiry-date': soon }),
    });
    req = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/requirements`, headers: crna.auth });
    expect(req.json().data.completeness).toMatchObject({ missing: 1, expired: 0, expiring30: 1, expiring90: 1 });
    const missing = req.json().data.requirements.find((r: { typeId: string }) => r.typeId === formType);
    expect(missing).toMatchObject({ typeName: 'CRNA certificate', status: 'missing' });
    const listing = await post(`${S}/document-providers/all?page=1&pageSize=100`, admin, {});
    expect(listing.statusCode, listing.body).toBe(200);
    const row = listing.json().data.data.find((r: { _id: string }) => r._id === crna.id);
    expect(row.completeness).toMatchObject({ required: 2, missing: 1, expiring30: 1 });
  });

  it('previews a HEIC as JPEG and a DOCX as PDF (or says office previews are unavailable)', async () => {
    const p = await provider();
    const heic = (await upload(p.auth, PV, p.subFolderId, HEIC, 'phone.heic')).json().data._id;
    const shown = await t.app.inject({
      method: 'GET',
      url: `${PV}/provider-documents/documents/${heic}/preview`,
      headers: p.auth,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const word = (await upload(p.auth, PV, p.subFolderId, await docx(), 'letter.docx')).json().data._id;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${PV}/provider-documents/documents/${word}/preview`,
      headers: p.auth,
    });
    if (await findSoffice()) {
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The second preview comes from the cache.
      const again = await t.app.inject({
        method: 'GET',
        url: `${PV}/provider-documents/documents/${word}/preview`,
        headers: p.auth,
      });
      expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    } else {
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json().message).toBe(DOCUMENT_MESSAGES.officePreviewUnavailable);
    }
  }, 180_000);

  it('bulk-uploads several files into a folder as documents of one type', async () => {
    const p = await provider();
    const boundary = '----portal-bulk-boundary';
    const field = (k: string, v: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    const file = (bytes: Buffer, name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const bulk = (typeId: string, files: Buffer[]) =>
      t.app.inject({
        method: 'POST',
        url: `${PV}/provider-documents/bulk-upload`,
        headers: { ...p.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            field('folderId', p.subFolderId) +
              field('typeId', typeId) +
              field('values', JSON.stringify({ 'licence-number': 'B-1', 'expiry-date': '2098-01-01' })),
          ),
          ...files,
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      });
    const res = await bulk(licenceType, [file(PDF, 'one.pdf'), file(PNG, 'two.png'), file(await docx(), 'three.docx')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((d: { name: string; expiresOn: string }) => [d.name, d.expiresOn])).toEqual([
      ['one.pdf', '2098-01-01'],
      ['two.png', '2098-01-01'],
      ['three.docx', '2098-01-01'],
    ]);
    for (const d of res.json().data) expect(await auditOf(d._id, 'upload')).toHaveLength(1);
    const lie = await bulk(licenceType, [file(PDF, 'four.pdf'), file(EXE, 'five.pdf')]);
    expect(lie.statusCode).toBe(415);
    const list = await post(`${PV}/provider-documents/folders/${p.subFolderId}/documents`, p.auth, {});
    expect(list.json().data.total).toBe(3);
    // The CRNA certificate does not repeat: one file only.
    const once = await bulk(formType, [file(PDF, 'a.pdf'), file(PDF, 'b.pdf')]);
    expect(once.statusCode).toBe(409);
  });

  it('downloads a folder as a ZIP', async () => {
    const p = await provider();
    await upload(p.auth, PV, p.subFolderId, PDF, 'one.pdf');
    await upload(p.auth, PV, p.subFolderId, PNG, 'two.png');
    const res = await post(`${PV}/provider-documents/download-folder`, p.auth, { folderId: p.folderId });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('PK')).toBe(true);
    expect(text).toContain('Licences/one.pdf');
    expect(text).toContain('Licences/two.png');
    const empty = await provider();
    const none = await post(`${PV}/provider-documents/download-folder`, empty.auth, { folderId: empty.folderId });
    expect(none.statusCode).toBe(409);
  });
});

describe('general documents', () => {
  it('stores a provider form answers as versions, newest first, audited; required fields and owners are checked', async () => {
    const cats = await t.app.inject({ method: 'GET', url: `${S}/sub-categories?ownerKind=provider`, headers: admin });
    const licences = cats.json().data.find((c: { name: string }) => c.name === 'Licences');
    const type = await post(`${S}/document-types`, admin, {
      name: 'Health questionnaire',
      categoryId: licences._id,
      general: true,
      // Required of one specialty only, so the other tests' counts do not depend on this one.
      requiredFor: { specialties: ['aa'] },
      fields: [
        { label: 'Vaccinated', type: 'select', options: ['Yes', 'No'], required: true },
        { label: 'Valid until', type: 'date', isExpiry: true },
      ],
    });
    expect(type.statusCode, type.body).toBe(201);
    const typeId = type.json().data._id;
    const a = await provider('aa');
    const b = await provider();
    const url = `${PV}/provider-documents/general/${typeId}/answers`;
    const missing = await post(url, a.auth, { values: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'values.vaccinated', message: 'Vaccinated is required' });
    const first = await post(url, a.auth, { values: { vaccinated: 'No' } });
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(url, a.auth, { values: { vaccinated: 'Yes', 'valid-until': '2099-01-01' } });
    expect(second.json().data).toMatchObject({ version: 2, expiresOn: '2099-01-01' });
    const history = await t.app.inject({ method: 'GET', url, headers: a.auth });
    expect(history.json().data.map((v: { version: number; values: object }) => [v.version, v.values])).toEqual([
      [2, { vaccinated: 'Yes', 'valid-until': '2099-01-01' }],
      [1, { vaccinated: 'No' }],
    ]);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `${S}/provider-documents/general/${typeId}/answers?ownerId=${a.id}`,
      headers: admin,
    });
    expect(staffView.json().data).toHaveLength(2);
    const theirs = await t.app.inject({ method: 'GET', url: `${url}?ownerId=${a.id}`, headers: b.auth });
    expect(theirs.statusCode).toBe(404);
    // The general-document list: each form in the owner's folder with its latest answers.
    const general = `${PV}/provider-documents/general`;
    const listed = await t.app.inject({ method: 'GET', url: general, headers: a.auth });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.forms.find((f: { typeId: string }) => f.typeId === typeId)).toMatchObject({
      typeName: 'Health questionnaire',
      folderName: 'Licences',
      parentFolderName: 'Credentials',
      folderId: a.subFolderId,
      parentFolderId: a.folderId,
      latest: { version: 2, values: { vaccinated: 'Yes', 'valid-until': '2099-01-01' }, expiresOn: '2099-01-01' },
    });
    const unfilled = await t.app.inject({ method: 'GET', url: general, headers: b.auth });
    expect(unfilled.json().data.forms.find((f: { typeId: string }) => f.typeId === typeId).latest).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${general}?ownerId=${a.id}`, headers: b.auth })).statusCode).toBe(
      404,
    );
    const staffList = await t.app.inject({
      method: 'GET',
      url: `${S}/provider-documents/general?ownerId=${a.id}`,
      headers: admin,
    });
    expect(staffList.json().data.ownerId).toBe(a.id);
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'answer'));
    expect(audited).toHaveLength(2);
    const req = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/requirements`, headers: a.auth });
    const form = req.json().data.requirements.find((r: { typeId: string }) => r.typeId === typeId);
    expect(form).toMatchObject({ status: 'present', expiresOn: '2099-01-01' });
  });

  it('keeps a generic upload a form answer takes; the daily clean-up removes the ones nobody took', async () => {
    const cats = await t.app.inject({ method: 'GET', url: `${S}/sub-categories?ownerKind=provider`, headers: admin });
    const licences = cats.json().data.find((c: { name: string }) => c.name === 'Licences');
    const type = await post(`${S}/document-types`, admin, {
      name: 'Immunisation record',
      categoryId: licences._id,
      general: true,
      requiredFor: { specialties: ['aa'] },
      fields: [{ label: 'Card', type: 'file' }],
    });
    expect(type.statusCode, type.body).toBe(201);
    const p = await provider();
    const stored = async (name: string) => {
      const { payload, headers } = multipart({}, PDF, name);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...p.auth, ...headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.name as string;
    };
    const taken = await stored('card.pdf');
    const loose = await stored('abandoned.pdf');
    const url = `${PV}/provider-documents/general/${type.json().data._id}/answers`;
    const saved = await post(url, p.auth, { values: { card: taken } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.values).toEqual({ card: taken });
    // Someone else's upload (or a made-up key) is not taken.
    const other = await provider();
    const refused = await post(`${PV}/provider-documents/general/${type.json().data._id}/answers`, other.auth, {
      values: { card: loose },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'values.card' });

    // A day later nothing is removed yet; past it, the loose upload goes from storage, the taken one stays.
    expect(await dropLooseUploads({ db: t.db, storage: t.app.storage }, new Date(Date.now() + 23 * 3600_000))).toBe(0);
    expect(
      await dropLooseUploads({ db: t.db, storage: t.app.storage }, new Date(Date.now() + 25 * 3600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.exists(loose)).toBe(false);
    expect(await t.app.storage.exists(taken)).toBe(true);
    const again = await post(url, p.auth, { values: { card: taken } });
    expect(again.json().data.version).toBe(2);
  });

  it("downloads a form answer's file: the owner and staff with download; others 404 or 403; hidden folders 404", async () => {
    const cats = await t.app.inject({ method: 'GET', url: `${S}/sub-categories?ownerKind=provider`, headers: admin });
    const licences = cats.json().data.find((c: { name: string }) => c.name === 'Licences');
    const type = await post(`${S}/document-types`, admin, {
      name: 'Fit test record',
      categoryId: licences._id,
      general: true,
      fields: [
        { label: 'Fit test card', type: 'file', required: true },
        { label: 'Mask model', type: 'text' },
      ],
    });
    expect(type.statusCode, type.body).toBe(201);
    const typeId = type.json().data._id as string;
    const p = await provider();
    const missing = await post(`${PV}/provider-documents/general/${typeId}/answers`, p.auth, { values: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toEqual({ field: 'values.fit-test-card', message: 'Fit test card is required' });
    const { payload, headers } = multipart({}, PDF, 'card.pdf');
    const up = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...p.auth, ...headers } });
    const saved = await post(`${PV}/provider-documents/general/${typeId}/answers`, p.auth, {
      values: { 'fit-test-card': up.json().data.name, 'mask-model': '3M 1860' },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const fileOf = (base: string, auth: Record<string, string>, field = 'fit-test-card', version = 1) =>
      t.app.inject({
        method: 'GET',
        url: `${base}/provider-documents/general/${typeId}/answers/${version}/files/${field}?ownerId=${p.id}`,
        headers: auth,
      });
    const own = await fileOf(PV, p.auth);
    expect(own.statusCode, own.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: own.json().data.signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Fit test card.pdf"/);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // Not a file field, no such version, another provider: 404; staff need download.
    expect((await fileOf(PV, p.auth, 'mask-model')).statusCode).toBe(404);
    expect((await fileOf(PV, p.auth, 'fit-test-card', 2)).statusCode).toBe(404);
    expect((await fileOf(PV, (await provider()).auth)).statusCode).toBe(404);
    const IU = '/api/icon-users';
    expect((await fileOf(IU, bearer(await t.iconUserToken(['view-provider-documents'])))).statusCode).toBe(403);
    const all = ['view', 'download', 'add', 'edit'].map((a) => `${a}-provider-documents`);
    const outsider = bearer(await t.iconUserToken(all));
    expect((await fileOf(IU, outsider)).statusCode).toBe(200);

    // The form's folder hidden from the outsider's role: its answers, a new version and the file are 404.
    const forms = await t.app.inject({ method: 'GET', url: `${PV}/provider-documents/general`, headers: p.auth });
    const folderId = forms.json().data.forms.find((f: { typeId: string }) => f.typeId === typeId).folderId;
    const insideRole = await t.createRole(all);
    const insider = bearer(await t.login((await t.createUser({ role: 'iconUser', roleId: insideRole })).email));
    const hide = await t.app.inject({
      method: 'PUT',
      url: `${IU}/provider-documents/folders/${folderId}/visibility`,
      headers: insider,
      payload: { roleIds: [insideRole] },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const answersUrl = `${IU}/provider-documents/general/${typeId}/answers?ownerId=${p.id}`;
    expect((await t.app.inject({ method: 'GET', url: answersUrl, headers: outsider })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: answersUrl, headers: insider })).statusCode).toBe(200);
    const blocked = await post(`${IU}/provider-documents/general/${typeId}/answers`, outsider, {
      ownerId: p.id,
      values: { 'mask-model': 'changed' },
    });
    expect(blocked.statusCode).toBe(404);
    expect((await fileOf(IU, outsider)).statusCode).toBe(404);
    expect((await fileOf(IU, insider)).statusCode).toBe(200);
    const versions = await t.app.inject({ method: 'GET', url: answersUrl, headers: insider });
    expect(versions.json().data).toHaveLength(1);
  });
});
