import { DOCUMENT_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/buildTestApp.ts';

import { admin, auditOf, PDF, PV, post, provider, S, setUpDocumentsWorld, t, upload } from './documents.fixtures.ts';

setUpDocumentsWorld();

describe('provider documents: who may see and do what', () => {
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
});
