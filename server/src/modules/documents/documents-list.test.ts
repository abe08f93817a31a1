import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerProfiles } from '../../db/schema/index.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { uploadDocument } from '../../test/documents.ts';
import { eachTwice, type Page, page, pageOf } from '../../test/same-shape.ts';

/**
 * The documents lists (document types, a folder's documents, providers with documents) answer each call its own
 * rows: two requests with the same filters set and different values (two folders, two owners, two filter values, two
 * searches) each get their own rows and total. Each pair below answers different ids and a different total, so an
 * answer that kept the first call's values fails on the page and on the count alike.
 */
let t: TestApp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const list = async (url: string, headers: Record<string, string>, body: object): Promise<Page> =>
  pageOf(await t.app.inject({ method: 'POST', url: `${url}?page=1&pageSize=50`, headers, payload: body }));

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
};

const upload = (kind: 'provider' | 'facility', folderId: string, typeId: string, name: string) =>
  uploadDocument(t, admin, { kind, folderId, typeId, name }, PDF);

const specialtyOf = (userId: string, specialty: string) =>
  t.db
    .insert(providerProfiles)
    .values({ userId, specialty })
    .onConflictDoUpdate({ target: providerProfiles.userId, set: { specialty } });

/** The owner's folder named `name` (its folders are made on first sight), or its sub-folder `sub`. */
async function folderOf(kind: 'provider' | 'facility', ownerId: string, name: string, sub?: string) {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const top = (await get(`${S}/${kind}-documents/folders?ownerId=${ownerId}`))
    .json()
    .data.folders.find((f: { name: string }) => f.name === name)._id as string;
  if (!sub) return top;
  return (await get(`${S}/${kind}-documents/folders/${top}`))
    .json()
    .data.subFolders.find((f: { name: string }) => f.name === sub)._id as string;
}

const types: Record<'licence' | 'permit' | 'diploma' | 'sitePermit', string> = {
  licence: '',
  permit: '',
  diploma: '',
  sitePermit: '',
};
const categories: Record<'credentials' | 'licences' | 'education', string> = {
  credentials: '',
  licences: '',
  education: '',
};
/** Quillon (CRNA): one live licence, one archived. Varrick (AA): two licences and a permit live, two archived. */
const quillon = { id: '', email: '', licences: '', live: [] as string[], archived: [] as string[] };
const varrick = { id: '', email: '', licences: '', live: [] as string[], archived: [] as string[] };
/** A second AA provider (no documents): the AA filter and the Varrick search answer two providers. */
let varrick2 = '';
/** A facility's folder with one agreement in it. */
const facility = { folder: '', live: [] as string[] };

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
  categories.credentials = await post(`${S}/categories`, { name: 'Credentials', ownerKind: 'provider' });
  categories.licences = await post(`${S}/categories`, {
    name: 'Licences',
    ownerKind: 'provider',
    parentId: categories.credentials,
  });
  categories.education = await post(`${S}/categories`, { name: 'Education', ownerKind: 'provider' });
  const contracts = await post(`${S}/categories`, { name: 'Contracts', ownerKind: 'facility' });
  const type = (name: string, ownerKind: string, categoryId: string) =>
    post(`${S}/document-types`, { name, ownerKind, categoryId, repeats: true, fields: [] });
  types.licence = await type('Shape licence', 'provider', categories.licences);
  types.permit = await type('Shape permit', 'provider', categories.licences);
  types.diploma = await type('Shape diploma', 'provider', categories.education);
  types.sitePermit = await type('Shape site permit', 'facility', contracts);

  for (const [p, lastName, specialty] of [
    [quillon, 'Quillon', 'crna'],
    [varrick, 'Varrick', 'aa'],
  ] as const) {
    Object.assign(p, await t.createUser({ role: 'provider', firstName: 'Shape', lastName }));
    await specialtyOf(p.id, specialty);
    p.licences = await folderOf('provider', p.id, 'Credentials', 'Licences');
  }
  varrick2 = (await t.createUser({ role: 'provider', firstName: 'Shape', lastName: 'Varrick' })).id;
  await specialtyOf(varrick2, 'aa');

  quillon.live.push(await upload('provider', quillon.licences, types.licence, 'q-licence.pdf'));
  varrick.live.push(await upload('provider', varrick.licences, types.licence, 'v-licence-1.pdf'));
  varrick.live.push(await upload('provider', varrick.licences, types.licence, 'v-licence-2.pdf'));
  varrick.live.push(await upload('provider', varrick.licences, types.permit, 'v-permit.pdf'));
  for (const [p, names] of [
    [quillon, ['q-old.pdf']],
    [varrick, ['v-old-1.pdf', 'v-old-2.pdf']],
  ] as const)
    for (const name of names) {
      const id = await upload('provider', p.licences, types.licence, name);
      const archived = await t.app.inject({
        method: 'POST',
        url: `${S}/provider-documents/documents/${id}/archive`,
        headers: admin,
        payload: {},
      });
      expect(archived.statusCode, archived.body).toBe(200);
      p.archived.push(id);
    }

  const facilityId = await t.addFacility({ name: 'Shape Clinic', state: 'TX' });
  facility.folder = await folderOf('facility', facilityId, 'Contracts');
  facility.live.push(await upload('facility', facility.folder, types.sitePermit, 'f-agreement.pdf'));
}, 120_000);
afterAll(() => t.close());

describe('document types list asked in turn with different values', () => {
  const typesList = (body: object) => () => list(`${S}/document-types/all`, admin, body);

  it('answers each owner kind filter with its own types', () =>
    eachTwice([
      [
        'provider',
        typesList({ search: 'shape', filters: { ownerKind: 'provider' } }),
        () => page([types.licence, types.permit, types.diploma]),
      ],
      ['facility', typesList({ search: 'shape', filters: { ownerKind: 'facility' } }), () => page([types.sitePermit])],
    ]));

  it("answers each category filter with its own types (a category's sub-categories' too)", () =>
    eachTwice([
      [
        'Licences',
        typesList({ filters: { categoryId: categories.licences } }),
        () => page([types.licence, types.permit]),
      ],
      ['Education', typesList({ filters: { categoryId: categories.education } }), () => page([types.diploma])],
      [
        'Credentials',
        typesList({ filters: { categoryId: categories.credentials } }),
        () => page([types.licence, types.permit]),
      ],
    ]));

  it('answers each search with its own types', () =>
    eachTwice([
      ['permit', typesList({ search: 'permit' }), () => page([types.permit, types.sitePermit])],
      ['licence', typesList({ search: 'licence' }), () => page([types.licence])],
    ]));
});

describe("a folder's documents list asked in turn with different values", () => {
  const folderList = (folderId: string, body: object, headers = admin, base = `${S}/provider-documents`) =>
    list(`${base}/folders/${folderId}/documents`, headers, body);

  it("answers staff each folder's own documents: two providers' folders and a facility's", () =>
    eachTwice([
      ['Quillon', () => folderList(quillon.licences, {}), () => page(quillon.live)],
      ['Varrick', () => folderList(varrick.licences, {}), () => page(varrick.live)],
      [
        'the facility',
        () => folderList(facility.folder, {}, admin, `${S}/facility-documents`),
        () => page(facility.live),
      ],
    ]));

  /** A provider signed in, listing their own folder. */
  const own = (p: typeof quillon, body: object) => async () =>
    folderList(p.licences, body, bearer(await t.login(p.email)), '/api/providers/provider-documents');

  it('answers each provider signed in their own documents, one provider after the other', () =>
    eachTwice([
      ['Quillon', own(quillon, {}), () => page(quillon.live)],
      ['Varrick', own(varrick, {}), () => page(varrick.live)],
    ]));

  it('answers each provider signed in their own archive, one provider after the other', () =>
    eachTwice([
      ['Quillon', own(quillon, { filters: { archived: true } }), () => page(quillon.archived)],
      ['Varrick', own(varrick, { filters: { archived: true } }), () => page(varrick.archived)],
    ]));

  it("answers each folder's archive with its own archived documents", () =>
    eachTwice([
      ['Quillon', () => folderList(quillon.licences, { filters: { archived: true } }), () => page(quillon.archived)],
      ['Varrick', () => folderList(varrick.licences, { filters: { archived: true } }), () => page(varrick.archived)],
    ]));

  /** Varrick's two licences and their permit. */
  const licences = () => page(varrick.live.slice(0, 2));
  const permit = () => page(varrick.live.slice(2));

  it('answers each type filter in one folder with its own documents', () =>
    eachTwice([
      ['licence type', () => folderList(varrick.licences, { filters: { typeId: types.licence } }), licences],
      ['permit type', () => folderList(varrick.licences, { filters: { typeId: types.permit } }), permit],
    ]));

  it('answers each search with its own documents, in one folder and in another', () =>
    eachTwice([
      ['search licence', () => folderList(varrick.licences, { search: 'licence' }), licences],
      ['search permit', () => folderList(varrick.licences, { search: 'permit' }), permit],
      // The same search in another folder: the folder is a value too.
      ['search licence, Quillon', () => folderList(quillon.licences, { search: 'licence' }), () => page(quillon.live)],
    ]));
});

describe('providers-with-documents list asked in turn with different values', () => {
  const providersList = (body: object) => () => list(`${S}/document-providers/all`, admin, body);

  it('answers each specialty filter with its own providers', () =>
    eachTwice([
      ['CRNA', providersList({ filters: { specialty: 'crna' } }), () => page([quillon.id])],
      ['AA', providersList({ filters: { specialty: 'aa' } }), () => page([varrick.id, varrick2])],
    ]));

  it('answers each search with its own providers', () =>
    eachTwice([
      ['search Quillon', providersList({ search: 'shape quillon' }), () => page([quillon.id])],
      ['search Varrick', providersList({ search: 'shape varrick' }), () => page([varrick.id, varrick2])],
    ]));
});
