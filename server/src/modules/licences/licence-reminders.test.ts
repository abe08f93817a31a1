import { addDays, LICENCE_MESSAGES, renewDocumentPath, todayIn, webPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilityIconContacts } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { runExpiryReminders } from '../credentialing/index.ts';

/**
 * Licences filled from licence documents, and the daily run's licence part: expiry, reminders at each threshold
 * (with a fixed day), the 7-day "nothing uploaded" notice to staff, each sent once.
 */

let t: TestApp;
let admin: Record<string, string>;
let own: Record<string, string>;
let staffToken: Record<string, string>;
let providerId: string;
let folderId: string;
let typeId: string;
const S = '/api/super-admin';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const today = todayIn();

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
  const cat = await t.post(`${S}/categories`, admin, { name: 'Licences', ownerKind: 'provider' });
  const type = await t.post(`${S}/document-types`, admin, {
    name: 'State licence',
    ownerKind: 'provider',
    categoryId: cat.json().data._id,
    repeats: true,
    fields: [
      { label: 'Licence number', type: 'text', required: true },
      { label: 'State', type: 'text' },
      { label: 'Expiry date', type: 'date', required: true, isExpiry: true },
    ],
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().data._id;
  const provider = await t.createUser({ role: 'provider', firstName: 'Rena', lastName: 'Newal' });
  providerId = provider.id;
  own = bearer(await t.login(provider.email));
  const folders = await t.app.inject({ url: '/api/providers/provider-documents/folders', headers: own });
  folderId = folders.json().data.folders[0]._id;
  // The staff who hear of the provider's expiries: ICON contacts of a facility the provider works at now.
  const facilityId = await t.addFacility({ name: 'Lakeside Clinic' });
  await t.assignProvider({ providerId, facilityId, startDate: addDays(today, -30), endDate: addDays(today, 300) });
  const staff = await t.createUser({ role: 'iconUser', roleId: await t.createRole(['view-licences']) });
  await t.db.insert(facilityIconContacts).values({ facilityId, userId: staff.id });
  staffToken = bearer(await t.login(staff.email));
}, 120_000);
afterAll(() => t.close());

async function upload(values: Record<string, string>, renews?: string) {
  const body = multipart(
    { folderId, typeId, name: 'licence.pdf', values: JSON.stringify(values), ...(renews ? { renews } : {}) },
    PDF,
    'licence.pdf',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/providers/provider-documents/upload',
    payload: body.payload,
    headers: { ...own, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}
const licences = async (search: string) =>
  (await t.post(`${S}/licences/all`, admin, { search })).json().data.data as {
    _id: string;
    state: string;
    number: string;
    expiresOn: string;
    status: string;
    documentId: string | null;
    renewalPath: string | null;
  }[];
const run = (day: string) =>
  runExpiryReminders({ db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log }, day);
const notices = async (headers: Record<string, string>) =>
  (await t.post('/api/notifications/all?page=1&pageSize=100', headers, {})).json().data.data as {
    title: string;
    body: string;
    link: string;
  }[];

describe('licences filled from documents', () => {
  it('creates the licence from an upload, follows an edit of the values, and a renewal upload', async () => {
    const documentId = await upload({
      'licence-number': 'tx-555',
      state: 'Texas',
      'expiry-date': addDays(today, 95),
    });
    const [made] = await licences('TX-555');
    expect(made).toMatchObject({
      state: 'TX',
      number: 'TX-555',
      expiresOn: addDays(today, 95),
      status: 'pending',
      documentId,
      renewalPath: renewDocumentPath(folderId, documentId),
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/provider-documents/documents/${documentId}/rename`,
      headers: own,
      payload: {
        name: 'licence.pdf',
        values: { 'licence-number': 'TX-555', state: 'TX', 'expiry-date': addDays(today, 96) },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await licences('TX-555'))[0]?.expiresOn).toBe(addDays(today, 96));
    await t.post(`${S}/licences/${made?._id}/verify`, admin, { source: 'state-board-website' });
    const renewal = await upload(
      { 'licence-number': 'TX-555', state: 'TX', 'expiry-date': addDays(today, 800) },
      documentId,
    );
    expect(await licences('TX-555')).toEqual([
      expect.objectContaining({ expiresOn: addDays(today, 800), status: 'pending', documentId: renewal }),
    ]);
  });

  it('renumbers the licence a renewal with a new number renews, rather than adding one', async () => {
    const first = await upload({ 'licence-number': 'AZ-1', state: 'AZ', 'expiry-date': addDays(today, 30) });
    const renewal = await upload({ 'licence-number': 'AZ-2', state: 'AZ', 'expiry-date': addDays(today, 760) }, first);
    expect(await licences('AZ-')).toEqual([
      expect.objectContaining({ number: 'AZ-2', expiresOn: addDays(today, 760), documentId: renewal }),
    ]);
  });

  it('leaves documents without a state or number alone', async () => {
    await upload({ 'licence-number': 'NOSTATE-1', 'expiry-date': addDays(today, 40) });
    expect(await licences('NOSTATE')).toEqual([]);
  });
});

describe('licence reminders', () => {
  let waitingId: string;
  let uploadedId: string;
  beforeAll(async () => {
    const expires = addDays(today, 100);
    await upload({ 'licence-number': 'ID-900', state: 'ID', 'expiry-date': expires });
    await upload({ 'licence-number': 'NM-901', state: 'NM', 'expiry-date': expires });
    waitingId = (await licences('ID-900'))[0]?._id ?? '';
    uploadedId = (await licences('NM-901'))[0]?._id ?? '';
  });

  it('sends each threshold once, to the provider (renewal link) and the staff; twice run, once sent', async () => {
    const waiting = (await licences('ID-900'))[0];
    for (const [daysLeft, runs] of [
      [90, 2],
      [60, 1],
      [30, 2],
    ] as const)
      for (let i = 0; i < runs; i++) await run(addDays(today, 100 - daysLeft));
    const mine = (await notices(own)).filter((n) => n.body.includes('ID ID-900'));
    expect(mine.map((n) => n.title).sort()).toEqual(
      [LICENCE_MESSAGES.renewalTitle(30), LICENCE_MESSAGES.renewalTitle(60), LICENCE_MESSAGES.renewalTitle(90)].sort(),
    );
    expect(mine[0]?.link).toBe(waiting?.renewalPath);
    expect(mine[0]?.body).toContain('Please upload the renewal');
    const staff = (await notices(staffToken)).filter((n) => n.body.includes('ID ID-900'));
    expect(staff.map((n) => n.title).sort()).toEqual(
      ['Licence expires in 30 days', 'Licence expires in 60 days', 'Licence expires in 90 days'].sort(),
    );
    expect(staff[0]?.link).toBe(webPaths.viewLicences(waitingId));
    const claimed = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from expiry_reminders where subject_id = ${waitingId}::uuid`),
    );
    expect(claimed[0]?.n).toBe(3);
  });

  it('tells staff at 7 days when nothing was uploaded since the reminders began', async () => {
    // A renewal of the New Mexico licence is uploaded (no state yet, so the licence itself is unchanged).
    const [nm] = await licences('NM-901');
    await upload({ 'licence-number': 'NM-901-R', 'expiry-date': addDays(today, 500) }, nm?.documentId ?? undefined);
    await run(addDays(today, 93));
    await run(addDays(today, 93));
    const staff = await notices(staffToken);
    const nothing = staff.filter((n) => n.title === LICENCE_MESSAGES.nothingUploadedTitle);
    expect(nothing).toHaveLength(1);
    expect(nothing[0]?.body).toContain('ID-900');
    expect(nothing[0]?.link).toBe(webPaths.viewLicences(waitingId));
    expect(
      staff
        .filter((n) => n.title === 'Licence expires in 7 days')
        .map((n) => n.link)
        .sort(),
    ).toEqual([webPaths.viewLicences(waitingId), webPaths.viewLicences(uploadedId)].sort());
    expect((await notices(own)).filter((n) => n.title === LICENCE_MESSAGES.renewalTitle(7))).toHaveLength(2);
  });

  it('moves a licence whose expiry day has passed to expired, audited, and stops reminding of it', async () => {
    await run(addDays(today, 100));
    expect((await licences('ID-900'))[0]?.status).toBe('pending');
    await run(addDays(today, 101));
    expect((await licences('ID-900'))[0]?.status).toBe('expired');
    const history = rowsOf<{ action: string; actor_name: string }>(
      await t.db.execute(sql`select action, actor_name from audit_events where entity_id = ${waitingId} order by id`),
    );
    expect(history.at(-1)).toEqual({ action: 'expire', actor_name: 'Daily expiry run' });
  });
});
