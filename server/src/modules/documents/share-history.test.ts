import { SHARE_CODE_TRIES, SHARE_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { askGuestCode, uploadDocument } from '../../test/documents.ts';
import type { TestSmtp } from '../../test/smtp.ts';

/** A share's access history: every guest step, refused ones and lock-outs included, a page at a time. */

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const GUEST = 'office@clinic.test';

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let provider: { id: string; email: string };
let shareId: string;
let token: string;

beforeAll(async () => {
  ({ t, smtp, admin } = await buildMailingApp());
  const cat = await inject('POST', `${S}/categories`, admin, { name: 'Credentials', ownerKind: 'provider' });
  const type = await inject('POST', `${S}/document-types`, admin, {
    name: 'State licence',
    ownerKind: 'provider',
    categoryId: cat.json().data._id,
    repeats: true,
  });
  provider = await t.createUser({ role: 'provider' });
  const folders = await inject('GET', `${S}/provider-documents/folders?ownerId=${provider.id}`, admin);
  const folderId = folders.json().data.folders[0]._id as string;
  await uploadDocument(t, admin, { folderId, typeId: type.json().data._id, name: 'licence.pdf' }, PDF);
  const made = await inject('POST', `${S}/provider-documents/share`, admin, { folderId, emails: [GUEST] });
  expect(made.statusCode, made.body).toBe(201);
  shareId = made.json().data[0]._id;
  token = new URL((await smtp.next(GUEST, 'shared documents with you')).link).searchParams.get('access') ?? '';
}, 120_000);
afterAll(() => t.close());

const history = (query: string, headers = admin, base = S) =>
  inject('POST', `${base}/provider-documents/shares/${shareId}/accesses?${query}`, headers, {});

describe('the access history of a share', () => {
  it('records wrong addresses, wrong codes, the lock-out and the use of an ended link, and pages them', async () => {
    const wrong = await inject('POST', '/api/verify-filesystem-access', {}, { token, email: 'someone@else.test' });
    expect(wrong.statusCode).toBe(401);
    const { challenge, code } = await askGuestCode(t, smtp, token, GUEST);
    const bad = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SHARE_CODE_TRIES; i += 1)
      await inject('POST', '/api/verify-filesystem-access/code', {}, { challenge, code: bad });
    expect((await inject('POST', `${S}/provider-documents/shares/${shareId}/revoke`, admin)).statusCode).toBe(200);
    const ended = await inject('POST', '/api/verify-filesystem-access', {}, { token, email: GUEST });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'SHARE_EXPIRED', message: SHARE_MESSAGES.expired });

    const all = await history('page=1&pageSize=50');
    expect(all.statusCode, all.body).toBe(200);
    const actions = all.json().data.data.map((a: { action: string }) => a.action);
    // Newest first: the ended link, the lock-out after the fifth wrong code, the code sent, the wrong address.
    expect(actions).toEqual([
      'link-ended',
      'locked-out',
      ...Array.from({ length: SHARE_CODE_TRIES }, () => 'wrong-code'),
      'code-sent',
      'wrong-email',
    ]);
    expect(all.json().data.total).toBe(SHARE_CODE_TRIES + 4);

    const first = await history('page=1&pageSize=3');
    const second = await history('page=2&pageSize=3');
    expect(first.json().data.data).toHaveLength(3);
    expect(second.json().data.data[0].action).toBe('wrong-code');
    expect(second.json().data).toMatchObject({ page: 2, pageSize: 3, total: SHARE_CODE_TRIES + 4 });
  });

  it('is read by staff who see the documents and by the owning provider only', async () => {
    const noView = bearer(await t.iconUserToken(['view-providers']));
    expect((await history('page=1&pageSize=10', noView, '/api/icon-users')).statusCode).toBe(403);
    const viewer = bearer(await t.iconUserToken(['view-provider-documents']));
    expect((await history('page=1&pageSize=10', viewer, '/api/icon-users')).statusCode).toBe(200);
    const owner = bearer(await t.login(provider.email));
    expect((await history('page=1&pageSize=10', owner, '/api/providers')).statusCode).toBe(200);
    const stranger = bearer(await t.providerToken());
    expect((await history('page=1&pageSize=10', stranger, '/api/providers')).statusCode).toBe(404);
  });
});
