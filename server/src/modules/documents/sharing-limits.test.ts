import { SHARE_CODE_TRIES, SHARE_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentShares } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import {
  admin,
  askCode,
  diplomaType,
  G,
  guestOf,
  inject,
  type Provider,
  providerWithDocuments,
  S,
  setUpSharingWorld,
  smtp,
  t,
} from './sharing.fixtures.ts';

setUpSharingWorld();

describe('limits of a share', () => {
  let p: Provider;
  beforeAll(async () => {
    p = await providerWithDocuments();
  }, 60_000);

  it("leaves out of people with access the staff whose role cannot see the item's folder", async () => {
    const perms = ['view', 'share', 'edit'].map((a) => `${a}-provider-documents`);
    const insideRole = await t.createRole(perms, 'Credentialing desk');
    const outsideRole = await t.createRole(perms, 'Payroll desk');
    const insider = await t.createUser({ role: 'iconUser', roleId: insideRole, firstName: 'Ina', lastName: 'Inside' });
    const outsider = await t.createUser({ role: 'iconUser', roleId: outsideRole, firstName: 'Otto', lastName: 'Out' });
    const staffOf = async (auth: Record<string, string>, id: string, base = S) => {
      const res = await inject('GET', `${base}/provider-documents/people-with-access/${id}`, auth);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.staff as { role: string; users: string[] }[]).flatMap((g) => g.users);
    };
    expect(await staffOf(admin, p.licenceA)).toEqual(expect.arrayContaining(['Ina Inside', 'Otto Out']));
    const hide = await inject('PUT', `${S}/provider-documents/folders/${p.credentials}/visibility`, admin, {
      roleIds: [insideRole],
    });
    expect(hide.statusCode, hide.body).toBe(200);
    // A document in the hidden folder's sub-folder, and the folder itself.
    for (const id of [p.licenceA, p.credentials]) {
      const names = await staffOf(admin, id);
      expect(names).toContain('Ina Inside');
      expect(names).not.toContain('Otto Out');
    }
    // Elsewhere both still have access; the outsider cannot ask about the hidden folder at all.
    expect(await staffOf(admin, p.diploma)).toEqual(expect.arrayContaining(['Ina Inside', 'Otto Out']));
    const asked = await inject(
      'GET',
      `/api/icon-users/provider-documents/people-with-access/${p.licenceA}`,
      bearer(await t.login(outsider.email)),
    );
    expect(asked.statusCode).toBe(404);
    const insiderAuth = bearer(await t.login(insider.email));
    expect(await staffOf(insiderAuth, p.licenceA, '/api/icon-users')).toContain('Ina Inside');
    const reset = await inject('PUT', `${S}/provider-documents/folders/${p.credentials}/visibility`, admin, {
      roleIds: null,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('refuses an expired share, on the link and on the token', async () => {
    const guest = await guestOf({ documentId: p.licenceA }, 'expiring@hospital.test');
    const root = await inject('GET', `${G}/folders`, guest.headers);
    expect(root.json().data.folders).toEqual([]);
    expect(root.json().data.documents.map((d: { _id: string }) => d._id)).toEqual([p.licenceA]);
    expect((await inject('GET', `${G}/download/${p.licenceB}`, guest.headers)).statusCode).toBe(404);
    expect((await inject('GET', `${G}/sub-folders/${p.licences}`, guest.headers)).statusCode).toBe(404);
    await t.db
      .update(documentShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentShares.id, guest.shareId));
    const next = await inject('GET', `${G}/download/${p.licenceA}`, guest.headers);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('SHARE_EXPIRED');
    const link = await inject(
      'POST',
      '/api/verify-filesystem-access',
      {},
      { token: guest.token, email: 'expiring@hospital.test' },
    );
    expect(link.statusCode).toBe(401);
    expect(link.json().message).toBe(SHARE_MESSAGES.expired);
  });

  it('ends a code after five wrong tries: the sixth, even right, is refused', async () => {
    await inject('POST', `${S}/provider-documents/share`, admin, {
      folderId: p.education,
      emails: ['tries@hospital.test'],
    });
    const token =
      new URL((await smtp.next('tries@hospital.test', 'shared documents')).link).searchParams.get('access') ?? '';
    const { challenge, code } = await askCode(token, 'tries@hospital.test');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 1; i < SHARE_CODE_TRIES; i += 1) {
      const res = await inject('POST', '/api/verify-filesystem-access/code', {}, { challenge, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SHARE_MESSAGES.wrongCode(SHARE_CODE_TRIES - i));
    }
    const fifth = await inject('POST', '/api/verify-filesystem-access/code', {}, { challenge, code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().code).toBe('SHARE_CHALLENGE_INVALID');
    const sixth = await inject('POST', '/api/verify-filesystem-access/code', {}, { challenge, code });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().message).toBe(SHARE_MESSAGES.codeInvalid);
    // A new code works, and the old challenge stays dead.
    const fresh = await askCode(token, 'tries@hospital.test');
    expect((await inject('POST', '/api/verify-filesystem-access/code', {}, fresh)).statusCode).toBe(200);
  });

  it('shares the whole library or chosen types (share-all)', async () => {
    const made = await inject('POST', `${S}/provider-documents/share-all`, admin, {
      ownerId: p.id,
      typeIds: [diplomaType],
      emails: ['board@hospital.test'],
      expiresInDays: 90,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data[0].itemName).toBe('Diploma');
    const token = new URL((await smtp.next('board@hospital.test', 'shared')).link).searchParams.get('access') ?? '';
    const code = await askCode(token, 'board@hospital.test');
    const headers = bearer(
      (await inject('POST', '/api/verify-filesystem-access/code', {}, code)).json().data.guestToken,
    );
    const root = await inject('GET', `${G}/folders`, headers);
    expect(root.json().data.folders.map((f: { name: string }) => f.name)).toEqual(['Education']);
    expect((await inject('GET', `${G}/download/${p.diploma}`, headers)).statusCode).toBe(200);
    expect((await inject('GET', `${G}/download/${p.licenceA}`, headers)).statusCode).toBe(404);
    expect((await inject('GET', '/api/guest-users/general-document/list', headers)).statusCode).toBe(200);
    expect((await inject('GET', `${G}/list-schools`, headers)).statusCode).toBe(200);
  });

  it('limits how often a link may ask for codes (429)', async () => {
    await inject('POST', `${S}/provider-documents/share`, admin, {
      folderId: p.education,
      emails: ['busy@hospital.test'],
    });
    const token = new URL((await smtp.next('busy@hospital.test', 'shared')).link).searchParams.get('access') ?? '';
    const limit = t.config.MAIL_RATE_LIMIT * 2;
    for (let i = 0; i < limit; i += 1) {
      const res = await inject('POST', '/api/verify-filesystem-access', {}, { token, email: 'wrong@hospital.test' });
      expect(res.statusCode).toBe(401);
    }
    const over = await inject('POST', '/api/verify-filesystem-access', {}, { token, email: 'busy@hospital.test' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: SHARE_MESSAGES.tooMany });
  });

  it('checks the share input: expiry at most 90 days, one item, addresses', async () => {
    const share = (body: object) => inject('POST', `${S}/provider-documents/share`, admin, body);
    const long = await share({ folderId: p.education, emails: ['a@b.test'], expiresInDays: 91 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'expiresInDays', message: 'Expiry must be at most 90 days' });
    const both = await share({ folderId: p.education, documentId: p.diploma, emails: ['a@b.test'] });
    expect(both.json().errors[0]).toMatchObject({ field: 'documentId', message: SHARE_MESSAGES.chooseItem });
    const none = await share({ folderId: p.education, emails: [] });
    expect(none.json().errors[0].field).toBe('emails');
    const bad = await share({ folderId: p.education, emails: ['not-an-address'] });
    expect(bad.json().errors[0]).toMatchObject({ field: 'emails.0', message: 'Enter a valid e-mail address' });
    const missing = await share({ folderId: '00000000-0000-4000-8000-000000000000', emails: ['a@b.test'] });
    expect(missing.statusCode).toBe(404);
    const staffNoShare = bearer(await t.iconUserToken(['view-provider-documents']));
    const refused = await inject('POST', '/api/icon-users/provider-documents/share', staffNoShare, {
      folderId: p.education,
      emails: ['a@b.test'],
    });
    expect(refused.statusCode).toBe(403);
  });
});
