import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { provenGuest, uploadDocument } from '../../test/documents.ts';
import { eachTwice, type Page, page, pageOf } from '../../test/same-shape.ts';
import type { TestSmtp } from '../../test/smtp.ts';

/**
 * A guest's list of a folder's shared documents answers each call its own rows (the share's owner, folders and
 * types, the folder, the search): two guests whose requests differ only in those values, one after the other, each
 * see only what was shared with them. Each pair answers different ids and a different total, so an answer that kept
 * the first call's values fails on the page and on the count alike.
 */
let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const G = '/api/guest-users/provider-documents';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function created(url: string, payload: object) {
  const res = await inject('POST', url, admin, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const upload = (folderId: string, typeId: string, name: string) =>
  uploadDocument(t, admin, { folderId, typeId, name }, PDF);

/** Shares (`share` or `share-all`) with one address, and proves it with the e-mailed code: the guest's headers. */
async function guest(how: 'share' | 'share-all', body: object, email: string) {
  await created(`${S}/provider-documents/${how}`, { ...body, emails: [email] });
  return (await provenGuest(t, smtp, email, 'shared')).headers;
}

/** A provider's Credentials folder and its Licences sub-folder. */
async function provider(lastName: string) {
  const { id } = await t.createUser({ role: 'provider', firstName: 'Shape', lastName });
  const folders = await inject('GET', `${S}/provider-documents/folders?ownerId=${id}`, admin);
  const credentials = folders.json().data.folders.find((f: { name: string }) => f.name === 'Credentials')._id;
  const detail = await inject('GET', `${S}/provider-documents/folders/${credentials}`, admin);
  return { id, credentials: credentials as string, licences: detail.json().data.subFolders[0]._id as string };
}

let licenceType: string;
let permitType: string;
/** Quillon: one licence. Varrick: two licences and a permit. */
let quillon: Awaited<ReturnType<typeof provider>> & { licence: string };
let varrick: Awaited<ReturnType<typeof provider>> & { licences2: [string, string]; permit: string };
/** Guests of Quillon's and of Varrick's Credentials folder; of Varrick's licences only, and permits only. */
const guests: Record<'ofQuillon' | 'ofVarrick' | 'varrickLicences' | 'varrickPermits', Record<string, string>> = {
  ofQuillon: {},
  ofVarrick: {},
  varrickLicences: {},
  varrickPermits: {},
};

beforeAll(async () => {
  ({ t, smtp, admin } = await buildMailingApp());
  const credentials = await created(`${S}/categories`, { name: 'Credentials', ownerKind: 'provider' });
  const licences = await created(`${S}/categories`, {
    name: 'Licences',
    ownerKind: 'provider',
    parentId: credentials._id,
  });
  const type = async (name: string) =>
    (await created(`${S}/document-types`, { name, ownerKind: 'provider', categoryId: licences._id, repeats: true }))
      ._id as string;
  licenceType = await type('State licence');
  permitType = await type('Permit');

  const q = await provider('Quillon');
  quillon = { ...q, licence: await upload(q.licences, licenceType, 'q-licence.pdf') };
  const v = await provider('Varrick');
  varrick = {
    ...v,
    licences2: [
      await upload(v.licences, licenceType, 'v-licence-1.pdf'),
      await upload(v.licences, licenceType, 'v-licence-2.pdf'),
    ],
    permit: await upload(v.licences, permitType, 'v-permit.pdf'),
  };

  guests.ofQuillon = await guest('share', { folderId: quillon.credentials }, 'quillon-guest@hospital.test');
  guests.ofVarrick = await guest('share', { folderId: varrick.credentials }, 'varrick-guest@hospital.test');
  const all = (typeIds: string[], email: string) => guest('share-all', { ownerId: varrick.id, typeIds }, email);
  guests.varrickLicences = await all([licenceType], 'licences-guest@hospital.test');
  guests.varrickPermits = await all([permitType], 'permits-guest@hospital.test');
}, 120_000);
afterAll(() => t.close());

const shared = async (headers: Record<string, string>, folderId: string, body: object): Promise<Page> =>
  pageOf(await inject('POST', `${G}/documents/${folderId}?page=1&pageSize=50`, headers, body));

describe("guests' shared documents list asked in turn with different values", () => {
  it("answers each guest of a folder share their own provider's documents, one guest after the other", () =>
    eachTwice([
      ['Quillon guest', () => shared(guests.ofQuillon, quillon.licences, {}), () => page([quillon.licence])],
      [
        'Varrick guest',
        () => shared(guests.ofVarrick, varrick.licences, {}),
        () => page([...varrick.licences2, varrick.permit]),
      ],
    ]));

  it('answers each guest of a share of chosen types only those types, in the same folder', () =>
    eachTwice([
      ['licences guest', () => shared(guests.varrickLicences, varrick.licences, {}), () => page(varrick.licences2)],
      ['permits guest', () => shared(guests.varrickPermits, varrick.licences, {}), () => page([varrick.permit])],
    ]));

  it("answers each guest's search with their own documents", () =>
    eachTwice([
      [
        'Quillon guest, licence',
        () => shared(guests.ofQuillon, quillon.licences, { search: 'licence' }),
        () => page([quillon.licence]),
      ],
      [
        'Varrick guest, licence',
        () => shared(guests.ofVarrick, varrick.licences, { search: 'licence' }),
        () => page(varrick.licences2),
      ],
      [
        'Varrick guest, permit',
        () => shared(guests.ofVarrick, varrick.licences, { search: 'permit' }),
        () => page([varrick.permit]),
      ],
    ]));

  it("answers 404 to a guest listing another share's folder", async () => {
    const res = await inject('POST', `${G}/documents/${varrick.licences}?page=1&pageSize=50`, guests.ofQuillon, {});
    expect(res.statusCode).toBe(404);
  });
});
