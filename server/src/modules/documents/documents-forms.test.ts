import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { dropLooseUploads } from '../files/index.ts';

import { admin, PDF, PV, post, provider, S, setUpDocumentsWorld, t } from './documents.fixtures.ts';

setUpDocumentsWorld();

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
