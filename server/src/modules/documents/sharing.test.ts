import { SHARE_CODE_TRIES, SHARE_MESSAGES } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, documentShares } from '../../db/schema/index.ts';
import { bearer, buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { askGuestCode, provenGuest, uploadDocument } from '../../test/documents.ts';
import type { TestSmtp } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const G = '/api/guest-users/provider-documents';

const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** The entry names of a ZIP, read from its central directory. */
function zipNames(buf: Buffer): string[] {
  const names: string[] = [];
  for (let i = buf.length - 22; i >= 0; i -= 1) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    let p = buf.readUInt32LE(i + 16);
    const count = buf.readUInt16LE(i + 10);
    for (let n = 0; n < count; n += 1) {
      const nameLength = buf.readUInt16LE(p + 28);
      const extra = buf.readUInt16LE(p + 30);
      const comment = buf.readUInt16LE(p + 32);
      names.push(buf.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
      p += 46 + nameLength + extra + comment;
    }
    break;
  }
  return names.sort();
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let licenceType: string;
let diplomaType: string;

const upload = (auth: Record<string, string>, folderId: string, typeId: string, name: string, bytes: Buffer) =>
  uploadDocument(t, auth, { folderId, typeId, name }, bytes);

/** A provider with documents: Credentials (sub-folder Licences: two PDFs) and Education (one diploma). */
async function providerWithDocuments() {
  const user = await t.createUser({ role: 'provider' });
  const list = await inject('GET', `${S}/provider-documents/folders?ownerId=${user.id}`, admin);
  expect(list.statusCode, list.body).toBe(200);
  const byName = (n: string) => list.json().data.folders.find((f: { name: string }) => f.name === n)._id as string;
  const credentials = byName('Credentials');
  const education = byName('Education');
  const detail = await inject('GET', `${S}/provider-documents/folders/${credentials}`, admin);
  const licences = detail.json().data.subFolders[0]._id as string;
  const licenceA = await upload(admin, licences, licenceType, 'licence-a.pdf', pdf('a'));
  const licenceB = await upload(admin, licences, licenceType, 'licence-b.pdf', pdf('b'));
  const diploma = await upload(admin, education, diplomaType, 'diploma.pdf', pdf('diploma'));
  return { id: user.id, email: user.email, credentials, licences, education, licenceA, licenceB, diploma };
}
type Provider = Awaited<ReturnType<typeof providerWithDocuments>>;

/** Shares, reads the e-mailed link, proves the address with the e-mailed code: the guest's headers. */
async function guestOf(share: { folderId?: string; documentId?: string }, email: string) {
  const made = await inject('POST', `${S}/provider-documents/share`, admin, { ...share, emails: [email] });
  expect(made.statusCode, made.body).toBe(201);
  return { ...(await provenGuest(t, smtp, email)), shareId: made.json().data[0]._id as string };
}

const askCode = (token: string, email: string) => askGuestCode(t, smtp, token, email);

beforeAll(async () => {
  ({ t, smtp, admin } = await buildMailingApp());
  const cat = await inject('POST', `${S}/categories`, admin, { name: 'Credentials', ownerKind: 'provider' });
  const sub = await inject('POST', `${S}/categories`, admin, {
    name: 'Licences',
    ownerKind: 'provider',
    parentId: cat.json().data._id,
  });
  const edu = await inject('POST', `${S}/categories`, admin, { name: 'Education', ownerKind: 'provider' });
  const licence = await inject('POST', `${S}/document-types`, admin, {
    name: 'State licence',
    ownerKind: 'provider',
    categoryId: sub.json().data._id,
    repeats: true,
    fields: [],
  });
  expect(licence.statusCode, licence.body).toBe(201);
  licenceType = licence.json().data._id;
  const diploma = await inject('POST', `${S}/document-types`, admin, {
    name: 'Diploma',
    ownerKind: 'provider',
    categoryId: edu.json().data._id,
    repeats: true,
    fields: [],
  });
  diplomaType = diploma.json().data._id;
}, 120_000);
afterAll(() => t.close());

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
