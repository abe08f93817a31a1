import { DOCUMENT_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';

/** A document's field values: kept, shown, edited (audited, the expiry following), searched; one-of-a-kind types. */

let t: TestApp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
let licenceType: string;
let cvType: string;
let folderId: string;
let providerId: string;

const post = (url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

async function upload(typeId: string, values: Record<string, string>, name: string, extra: object = {}) {
  const { payload, headers } = multipart(
    { folderId, typeId, name, values: JSON.stringify(values), ...extra },
    PDF,
    name,
  );
  return t.app.inject({
    method: 'POST',
    url: `${S}/provider-documents/upload`,
    payload,
    headers: { ...admin, ...headers },
  });
}

const search = (text: string) =>
  post(`${S}/provider-documents/folders/${folderId}/documents?page=1&pageSize=10`, admin, { search: text });

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
  const cat = await post(`${S}/categories`, admin, { name: 'Credentials', ownerKind: 'provider' });
  const categoryId = cat.json().data._id;
  const licence = await post(`${S}/document-types`, admin, {
    name: 'State licence',
    ownerKind: 'provider',
    categoryId,
    repeats: true,
    fields: [
      { label: 'Licence number', type: 'text', required: true },
      { label: 'Issuing body', type: 'text' },
      { label: 'Expiry date', type: 'date', required: true, isExpiry: true },
    ],
  });
  expect(licence.statusCode, licence.body).toBe(201);
  licenceType = licence.json().data._id;
  const cv = await post(`${S}/document-types`, admin, { name: 'Curriculum vitae', ownerKind: 'provider', categoryId });
  cvType = cv.json().data._id;
  const provider = await t.createUser({ role: 'provider' });
  providerId = provider.id;
  const folders = await t.app.inject({
    method: 'GET',
    url: `${S}/provider-documents/folders?ownerId=${providerId}`,
    headers: admin,
  });
  folderId = folders.json().data.folders.find((f: { name: string }) => f.name === 'Credentials')._id;
}, 120_000);
afterAll(() => t.close());

describe('field values of a document', () => {
  it('are kept on the document, searched by the folder list, and a search finding nothing is empty', async () => {
    const made = await upload(
      licenceType,
      { 'licence-number': 'TX-88231', 'issuing-body': 'Texas Medical Board', 'expiry-date': '2031-05-31' },
      'licence.pdf',
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      values: { 'licence-number': 'TX-88231', 'issuing-body': 'Texas Medical Board' },
      expiresOn: '2031-05-31',
    });
    const byNumber = await search('88231');
    expect(byNumber.json().data.data.map((d: { name: string }) => d.name)).toEqual(['licence.pdf']);
    const byBody = await search('medical board');
    expect(byBody.json().data.total).toBe(1);
    // Keys are not values: a search for a field's key finds nothing.
    const none = await search('licence-number-xyz');
    expect(none.json().data).toMatchObject({ total: 0, data: [] });
  });

  it('are edited by those allowed to rename, audited, and the expiry follows', async () => {
    const made = await upload(licenceType, { 'licence-number': 'A-1', 'expiry-date': '2030-01-31' }, 'edit.pdf');
    const id = made.json().data._id;
    const edit = (auth: Record<string, string>, base: string, values: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/provider-documents/documents/${id}/rename`,
        headers: auth,
        payload: { name: 'edit.pdf', values },
      });
    const bad = await edit(admin, S, { 'licence-number': 'A-2', 'expiry-date': 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('values.expiry-date');
    const missing = await edit(admin, S, { 'expiry-date': '2032-02-29' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('values.licence-number');

    const viewer = bearer(await t.iconUserToken(['view-provider-documents']));
    expect((await edit(viewer, '/api/icon-users', { 'licence-number': 'X' })).statusCode).toBe(403);

    const editor = bearer(await t.iconUserToken(['view-provider-documents', 'edit-provider-documents']));
    const ok = await edit(editor, '/api/icon-users', { 'licence-number': 'A-2', 'expiry-date': '2032-02-29' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ values: { 'licence-number': 'A-2' }, expiresOn: '2032-02-29' });
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'rename')));
    expect(row?.changes).toEqual(
      expect.arrayContaining([
        { field: 'expiresOn', old: '2030-01-31', new: '2032-02-29' },
        expect.objectContaining({ field: 'values' }),
      ]),
    );
  });
});

describe('a type that does not repeat', () => {
  it('is offered while the folder holds none of it, then marked taken; the server refuses a second', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `${S}/provider-documents/folders/${folderId}`,
      headers: admin,
    });
    const typeOf = (res: typeof before, id: string) =>
      res.json().data.types.find((x: { _id: string }) => x._id === id) as { taken: boolean };
    expect(typeOf(before, cvType).taken).toBe(false);
    expect((await upload(cvType, {}, 'cv.pdf')).statusCode).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: `${S}/provider-documents/folders/${folderId}`,
      headers: admin,
    });
    expect(typeOf(after, cvType).taken).toBe(true);
    // A repeating type stays offered.
    expect(typeOf(after, licenceType).taken).toBe(false);
    const second = await upload(cvType, {}, 'cv2.pdf');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DOCUMENT_MESSAGES.notRepeatable);
  });

  it('takes a renewal of its document: the new one is stored and the old one archived, audited', async () => {
    const live = await search('cv.pdf');
    const old = live.json().data.data[0]._id as string;
    const licence = (await search('TX-88231')).json().data.data[0]._id as string;
    const wrong = await upload(cvType, {}, 'cv-new.pdf', { renews: licence });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'renews', message: DOCUMENT_MESSAGES.renewsOther });
    const renewed = await upload(cvType, {}, 'cv-new.pdf', { renews: old });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const names = (await search('cv')).json().data.data.map((d: { name: string }) => d.name);
    expect(names).toEqual(['cv-new.pdf']);
    const archived = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, old), eq(auditEvents.action, 'archive-renewed')));
    expect(archived).toHaveLength(1);
    // The archived one cannot be renewed again.
    const again = await upload(cvType, {}, 'cv-3.pdf', { renews: old });
    expect(again.statusCode).toBe(400);
  });
});

describe('sharing with a guest is a permission a role is given', () => {
  it('refuses a role without it, and lets the same role share once the matrix grants it', async () => {
    const roleId = await t.createRole(['view-provider-documents']);
    const user = await t.createUser({ role: 'iconUser', roleId });
    const auth = bearer(await t.login(user.email));
    const share = () =>
      post('/api/icon-users/provider-documents/share', auth, { folderId, emails: ['board@hospital.test'] });
    expect((await share()).statusCode).toBe(403);
    const granted = await t.app.inject({
      method: 'PUT',
      url: `${S}/filesystem/roles/${roleId}`,
      headers: admin,
      payload: { provider: ['view', 'share'], facility: [] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const shared = await share();
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json().data[0]).toMatchObject({ email: 'board@hospital.test', scope: 'folder', status: 'active' });
  });
});
