import { afterAll, beforeAll, expect } from 'vitest';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { askGuestCode, provenGuest, uploadDocument } from '../../test/documents.ts';
import type { TestSmtp } from '../../test/smtp.ts';

/** The shared world of the sharing tests: a licence and a diploma type, a provider with documents, and guests. */

export let t: TestApp;
export let smtp: TestSmtp;
export let admin: Record<string, string>;
export const S = '/api/super-admin';

export const G = '/api/guest-users/provider-documents';

export const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

export { zipNames } from '../../test/files.ts';

export const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

let licenceType: string;

export let diplomaType: string;

const upload = (auth: Record<string, string>, folderId: string, typeId: string, name: string, bytes: Buffer) =>
  uploadDocument(t, auth, { folderId, typeId, name }, bytes);

/** A provider with documents: Credentials (sub-folder Licences: two PDFs) and Education (one diploma). */
export async function providerWithDocuments() {
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

export type Provider = Awaited<ReturnType<typeof providerWithDocuments>>;

/** Shares, reads the e-mailed link, proves the address with the e-mailed code: the guest's headers. */
export async function guestOf(share: { folderId?: string; documentId?: string }, email: string) {
  const made = await inject('POST', `${S}/provider-documents/share`, admin, { ...share, emails: [email] });
  expect(made.statusCode, made.body).toBe(201);
  return { ...(await provenGuest(t, smtp, email)), shareId: made.json().data[0]._id as string };
}

export const askCode = (token: string, email: string) => askGuestCode(t, smtp, token, email);

/** Builds the world before the file's tests (with a mail catcher for the guests' codes) and closes it after. */
export function setUpSharingWorld() {
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
}
