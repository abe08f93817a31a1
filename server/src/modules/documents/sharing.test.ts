import { SHARE_MESSAGES } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import {
  admin,
  askCode,
  G,
  type guestOf,
  inject,
  type Provider,
  pdf,
  providerWithDocuments,
  S,
  setUpSharingWorld,
  smtp,
  t,
  zipNames,
} from './sharing.fixtures.ts';

setUpSharingWorld();

describe('sharing a folder with a guest', () => {
  let p: Provider;
  let other: Provider;
  let guest: Awaited<ReturnType<typeof guestOf>>;

  beforeAll(async () => {
    p = await providerWithDocuments();
    other = await providerWithDocuments();
  }, 60_000);

  it('e-mails a link that opens nothing without the code sent to that address', async () => {
    const made = await inject('POST', `${S}/provider-documents/share`, admin, {
      folderId: p.credentials,
      emails: ['Office@Hospital.test'],
      message: 'For the credentialing committee',
    });
    expect(made.statusCode, made.body).toBe(201);
    const share = made.json().data[0];
    expect(share).toMatchObject({ email: 'office@hospital.test', scope: 'folder', itemName: 'Credentials' });
    const days = (Date.parse(share.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await smtp.next('office@hospital.test', 'shared documents with you');
    expect(mail.text).toContain('For the credentialing committee');
    expect(mail.text).toMatch(/The link works until \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M C[SD]T\./);
    expect(mail.link).toBe(share.link);
    const token = new URL(mail.link).searchParams.get('access') ?? '';
    // The link with another address is refused and e-mails nothing.
    const wrong = await inject('POST', '/api/verify-filesystem-access', {}, { token, email: 'someone@else.test' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SHARE_MESSAGES.wrongEmail);
    const unknown = await inject(
      'POST',
      '/api/verify-filesystem-access',
      {},
      { token: `${token}x`, email: 'office@hospital.test' },
    );
    expect(unknown.statusCode).toBe(401);
    // A wrong code is refused beside the field, with the tries left.
    const { challenge, code } = await askCode(token, 'office@hospital.test');
    const bad = await inject(
      'POST',
      '/api/verify-filesystem-access/code',
      {},
      {
        challenge,
        code: code === '000000' ? '111111' : '000000',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'code', message: SHARE_MESSAGES.wrongCode(4) });
    const good = await inject('POST', '/api/verify-filesystem-access/code', {}, { challenge, code });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.email).toBe('office@hospital.test');
    // The code works once.
    const again = await inject('POST', '/api/verify-filesystem-access/code', {}, { challenge, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('SHARE_CHALLENGE_INVALID');
    guest = { headers: bearer(good.json().data.guestToken), shareId: share._id, token };
    // The token is stored only as its hash.
    const { guestSessions } = await import('../../db/schema/index.ts');
    const stored = await t.db.select().from(guestSessions).where(eq(guestSessions.shareId, share._id));
    expect(stored[0]?.tokenHash).not.toBe(good.json().data.guestToken);
    expect(JSON.stringify(stored)).not.toContain(good.json().data.guestToken);
  });

  it('lets the guest browse, preview and download only the shared folder', async () => {
    const root = await inject('GET', `${G}/folders`, guest.headers);
    expect(root.statusCode, root.body).toBe(200);
    expect(root.json().data).toMatchObject({ scope: 'folder', message: 'For the credentialing committee' });
    expect(root.json().data.folders.map((f: { name: string }) => f.name)).toEqual(['Credentials']);
    expect(root.json().data.folders[0].documentCount).toBe(2);
    const folder = await inject('GET', `${G}/sub-folders/${p.credentials}`, guest.headers);
    expect(folder.json().data.subFolders.map((f: { _id: string }) => f._id)).toEqual([p.licences]);
    const docs = await inject('POST', `${G}/documents/${p.licences}?page=1&pageSize=10`, guest.headers, {
      sortBy: 'name',
      sortDirection: -1,
    });
    expect(docs.statusCode, docs.body).toBe(200);
    expect(docs.json().data.data.map((d: { name: string }) => d.name)).toEqual(['licence-a.pdf', 'licence-b.pdf']);
    const searched = await inject('POST', `${G}/documents/${p.licences}?page=1&pageSize=10`, guest.headers, {
      search: '-b',
    });
    expect(searched.json().data.data.map((d: { name: string }) => d.name)).toEqual(['licence-b.pdf']);
    const preview = await inject('GET', `${G}/download/${p.licenceA}?preview=true`, guest.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    const file = await inject('GET', `${G}/download/${p.licenceB}`, guest.headers);
    expect(file.rawPayload.equals(pdf('b'))).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const zip = await inject('POST', `${G}/download-folders`, guest.headers, { folderIds: [p.credentials] });
    expect(zip.statusCode).toBe(200);
    expect(zipNames(zip.rawPayload)).toEqual(['Licences/licence-a.pdf', 'Licences/licence-b.pdf']);
    const chosen = await inject('POST', `${G}/download-documents`, guest.headers, { documentIds: [p.licenceA] });
    expect(zipNames(chosen.rawPayload)).toEqual(['Licences/licence-a.pdf']);
  });

  it('answers 404 for anything outside the share and 401 on every other family', async () => {
    const outside: [string, string, object?][] = [
      ['GET', `${G}/sub-folders/${p.education}`],
      ['POST', `${G}/documents/${p.education}?page=1&pageSize=10`, {}],
      ['GET', `${G}/download/${p.diploma}`],
      ['GET', `${G}/download/${p.diploma}?preview=true`],
      ['POST', `${G}/download-folders`, { folderIds: [p.education] }],
      ['POST', `${G}/download-documents`, { documentIds: [p.licenceA, p.diploma] }],
      // Another provider's folder and documents.
      ['GET', `${G}/sub-folders/${other.credentials}`],
      ['POST', `${G}/documents/${other.licences}?page=1&pageSize=10`, {}],
      ['GET', `${G}/download/${other.licenceA}`],
      ['POST', `${G}/download-folders`, { folderIds: [other.credentials] }],
      ['POST', `${G}/download-documents`, { documentIds: [other.licenceA] }],
    ];
    for (const [method, url, body] of outside) {
      const res = await inject(method as 'GET', url, guest.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherFamilies: [string, string, object?][] = [
      ['GET', '/api/me'],
      ['GET', `/api/providers/provider-documents/folders`],
      ['GET', `${S}/provider-documents/folders?ownerId=${p.id}`],
      ['GET', `/api/icon-users/provider-documents/folders?ownerId=${p.id}`],
      ['GET', `${S}/provider-documents/documents/${p.licenceA}/download`],
      ['POST', `${S}/provider-documents/download-folder`, { folderId: p.credentials }],
      ['GET', `${S}/provider-documents/people-with-access/${p.licenceA}`],
      ['POST', `${S}/provider-documents/share`, { folderId: p.credentials, emails: ['x@y.test'] }],
      ['GET', '/api/list-schools'],
      ['POST', `${S}/providers/all?page=1&pageSize=10`, {}],
    ];
    for (const [method, url, body] of otherFamilies) {
      const res = await inject(method as 'GET', url, guest.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // Signed-in users' tokens and forged ones never open the guest family.
    const provider = bearer(await t.login(p.email));
    for (const headers of [admin, provider, bearer('g_forged-token-forged-token-forged-token-1'), {}]) {
      expect((await inject('GET', `${G}/folders`, headers)).statusCode).toBe(401);
      expect((await inject('GET', `${G}/download/${p.licenceA}`, headers)).statusCode).toBe(401);
    }
  });

  it('audits every guest read and download with the address and IP, and shows them to staff', async () => {
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, guest.shareId), like(auditEvents.action, 'guest-%')));
    const actions = rows.map((r) => r.action);
    for (const a of [
      'guest-verified',
      'guest-open',
      'guest-view-folder',
      'guest-list',
      'guest-preview',
      'guest-download',
      'guest-download-folders',
      'guest-download-documents',
    ])
      expect(actions, a).toContain(a);
    const preview = rows.find((r) => r.action === 'guest-preview');
    expect(preview?.actorName).toBe('Guest office@hospital.test');
    const fields = Object.fromEntries((preview?.changes ?? []).map((c) => [c.field, c.new]));
    expect(fields).toMatchObject({
      documentId: p.licenceA,
      documentName: 'licence-a.pdf',
      email: 'office@hospital.test',
    });
    expect(fields.ip).toBe('127.0.0.1');

    const people = await inject('GET', `${S}/provider-documents/people-with-access/${p.licenceA}`, admin);
    expect(people.statusCode, people.body).toBe(200);
    const data = people.json().data;
    expect(data.item).toMatchObject({ kind: 'document', name: 'licence-a.pdf' });
    expect(data.owner.email).toBe(p.email);
    expect(data.staff[0].role).toBe('Super Admin');
    const share = data.guests.find((g: { _id: string }) => g._id === guest.shareId);
    expect(share).toMatchObject({ email: 'office@hospital.test', status: 'active', itemName: 'Credentials' });
    expect(share.lastAccessAt).not.toBeNull();
    expect(share.accesses.map((a: { action: string }) => a.action)).toContain('preview');
    // The diploma is not reached by this share.
    const diploma = await inject('GET', `${S}/provider-documents/people-with-access/${p.diploma}`, admin);
    expect(diploma.json().data.guests).toEqual([]);
  });

  it('revokes at once: the next guest call says the link has expired', async () => {
    const staffNoShare = bearer(await t.iconUserToken(['view-provider-documents']));
    const refused = await inject(
      'POST',
      `/api/icon-users/provider-documents/shares/${guest.shareId}/revoke`,
      staffNoShare,
    );
    expect(refused.statusCode).toBe(403);
    const revoked = await inject('POST', `${S}/provider-documents/shares/${guest.shareId}/revoke`, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const next = await inject('GET', `${G}/folders`, guest.headers);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 'SHARE_EXPIRED', message: SHARE_MESSAGES.expired });
    const link = await inject(
      'POST',
      '/api/verify-filesystem-access',
      {},
      { token: guest.token, email: 'office@hospital.test' },
    );
    expect(link.json().code).toBe('SHARE_EXPIRED');
    expect((await inject('POST', `${S}/provider-documents/shares/${guest.shareId}/revoke`, admin)).statusCode).toBe(
      409,
    );
    const people = await inject('GET', `${S}/provider-documents/people-with-access/${p.credentials}`, admin);
    expect(people.json().data.guests.find((g: { _id: string }) => g._id === guest.shareId).status).toBe('revoked');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, guest.shareId), eq(auditEvents.action, 'revoke')));
    expect(audit).toHaveLength(1);
  });
});
