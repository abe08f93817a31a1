import { DOCUMENT_ACTIONS, DOCUMENT_MESSAGES, UPLOAD_LIMIT_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { findSoffice } from '../../platform/office.ts';
import { bearer } from '../../test/buildTestApp.ts';

import {
  admin,
  auditOf,
  CFB,
  CSV,
  docx,
  EXE,
  formType,
  HEIC,
  HEIF,
  JPEG,
  licenceType,
  PDF,
  PNG,
  PV,
  post,
  provider,
  S,
  setUpDocumentsWorld,
  t,
  upload,
  xlsx,
} from './documents.fixtures.ts';

setUpDocumentsWorld();

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
