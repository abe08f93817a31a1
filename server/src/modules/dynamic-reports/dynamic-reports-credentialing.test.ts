import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceItems } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { workbookOf } from '../../test/workbook.ts';

/** The Credentialing and Payor enrollment subjects: their fields, filters and downloads as every other subject. */

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
const base = '/api/super-admin/dynamic-report';

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  const facilityId = (await t.post('/api/super-admin/facilities', admin, { name: 'Harbor Hospital' })).json().data._id;
  const payorId = uuidv7();
  await t.db.insert(referenceItems).values({ id: payorId, kind: 'insurance-provider', name: 'Blue Payor' });
  const provider = await t.createUser({ role: 'provider', firstName: 'Cora', lastName: 'Cred' });
  const create = async (payload: object) => {
    const res = await t.post('/api/super-admin/credentialing-payor-enrollment', admin, {
      providerId: provider.id,
      applicationType: 'reappointment',
      ...payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await create({ kind: 'credentialing', facilityId, dueOn: '2026-12-20', privileges: 'General anesthesia' });
  await create({ kind: 'credentialing', facilityId, applicationType: 'initial', dueOn: '2027-03-01' });
  await create({ kind: 'payor-enrollment', payorId, dueOn: '2027-01-15' });
}, 120_000);
afterAll(() => t.close());

const run = (payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `${base}/all?page=1&pageSize=10`, headers, payload });

describe('credentialing subjects of the dynamic report builder', () => {
  it('are offered to those who see credentialing, with their fields', async () => {
    const staff = bearer(await t.iconUserToken(['view-dynamic-reports', 'view-credentialing']));
    const res = await t.app.inject({ url: '/api/icon-users/dynamic-report/subjects', headers: staff });
    const subjects = res.json().data as { key: string; label: string; fields: { key: string }[] }[];
    expect(subjects.map((s) => [s.key, s.label])).toEqual([
      ['credentialing', 'Credentialing'],
      ['payorEnrollment', 'Payor enrollment'],
    ]);
    expect(subjects[0]?.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['facilityName', 'dueOn', 'status']));
    expect(subjects[1]?.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['payor', 'dueOn']));
    const without = bearer(await t.iconUserToken(['view-dynamic-reports']));
    const none = await t.app.inject({ url: '/api/icon-users/dynamic-report/subjects', headers: without });
    expect(none.json().data).toEqual([]);
  });

  it('filter, sort and download like the other subjects', async () => {
    const report = {
      subject: 'credentialing',
      columns: ['providerName', 'facilityName', 'applicationType', 'dueOn'],
      filters: [{ field: 'applicationType', operator: 'eq', value: 'reappointment' }],
      sortBy: 'dueOn',
      sortDirection: -1,
    };
    const res = await run(report);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual([
      expect.objectContaining({ providerName: 'Cora Cred', facilityName: 'Harbor Hospital', dueOn: '2026-12-20' }),
    ]);
    const payors = await run({ subject: 'payorEnrollment', columns: ['providerName', 'payor', 'dueOn'] });
    expect(payors.json().data.data).toEqual([expect.objectContaining({ payor: 'Blue Payor', dueOn: '2027-01-15' })]);

    const csv = await t.post(`${base}/download`, admin, { ...report, filters: [], format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n').slice(1)).toEqual([
      'Cora Cred,Harbor Hospital,Reappointment,2026-12-20',
      'Cora Cred,Harbor Hospital,Initial,2027-03-01',
    ]);
    const xlsx = await t.post(`${base}/download`, admin, { ...report, filters: [] });
    const sheet = (await workbookOf(xlsx.rawPayload)).worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Provider',
      'Facility',
      'Application type',
      'Reappointment due',
    ]);
    expect(sheet?.rowCount).toBe(3);
  });
});
