import { ASSIGNMENT_MESSAGES, todayIn } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { downloadedWorkbook } from '../../test/workbook.ts';

let t: TestApp;
let admin: Record<string, string>;
let facilityId: string;
let otherFacilityId: string;
const base = '/api/super-admin/provider-facility-assignments';

const addFacility = async (name: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/super-admin/facilities', headers: admin, payload: { name } })).json()
    .data._id as string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  facilityId = await addFacility('North Valley Hospital');
  otherFacilityId = await addFacility('South Bay Clinic');
});
afterAll(() => t.close());

const assign = (payload: object) => t.app.inject({ method: 'POST', url: base, headers: admin, payload });
const body = (providerId: string, over: object = {}) => ({
  providerId,
  facilityId,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  payPeriodType: 'bi_weekly',
  onCallType: 'in-house-call',
  ...over,
});

describe('assignments', () => {
  it('assigns a provider to a facility and refuses an overlapping assignment with 409', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const res = await assign(body(id));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ASSIGNMENT_MESSAGES.created);
    expect(res.json().data).toMatchObject({ facility: { name: 'North Valley Hospital' }, payPeriodType: 'bi_weekly' });

    const overlap = await assign(body(id, { startDate: '2026-12-31', endDate: '2027-03-01' }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(ASSIGNMENT_MESSAGES.overlap);
    // Back to back, or another facility: fine.
    expect((await assign(body(id, { startDate: '2027-01-01', endDate: '2027-02-01' }))).statusCode).toBe(201);
    expect((await assign(body(id, { facilityId: otherFacilityId }))).statusCode).toBe(201);
  });

  it('the database itself refuses overlaps that race past the check', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const [a, b] = await Promise.all([assign(body(id)), assign(body(id, { startDate: '2026-06-01' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('validates dates in order and the pay period type', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const res = await assign(body(id, { startDate: '2026-05-01', endDate: '2026-04-01', payPeriodType: 'weekly' }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['payPeriodType']));
    const order = await assign(body(id, { startDate: '2026-05-01', endDate: '2026-04-01' }));
    expect(order.json().errors).toEqual([{ field: 'endDate', message: 'End date must be on or after the start date' }]);
  });

  it('lists all, active only, and the assigned providers of a facility', async () => {
    const { id } = await t.createUser({ role: 'provider', lastName: 'Activeone' });
    await assign(body(id, { startDate: '2020-01-01', endDate: todayIn() }));
    await assign(body(id, { facilityId: otherFacilityId, startDate: '2019-01-01', endDate: '2019-12-31' }));
    const all = await t.post(`${base}/all`, admin, { filters: { providerId: id } });
    expect(all.json().data.total).toBe(2);
    const active = await t.post(`${base}/active`, admin, { filters: { providerId: id } });
    expect(active.json().data.data.map((a: { facility: { name: string } }) => a.facility.name)).toEqual([
      'North Valley Hospital',
    ]);
    const people = await t.post(`${base}/assigned-providers`, admin, { facilityId, activeOnly: true });
    expect(people.json().data.map((p: { _id: string }) => p._id)).toContain(id);
  });

  it('exports the filtered list as a real XLSX workbook', async () => {
    const { id } = await t.createUser({ role: 'provider', firstName: 'Xena', lastName: 'Export' });
    await assign(body(id, { startDate: '2030-01-01', endDate: '2030-02-01', notes: 'Nights only' }));
    const wb = await downloadedWorkbook(t, `${base}/export`, admin, { filters: { providerId: id } });
    const sheet = wb.getWorksheet('Assignments');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Provider');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).values).toEqual(
      expect.arrayContaining([
        'Xena Export',
        'North Valley Hospital',
        new Date('2030-01-01T00:00:00Z'),
        'In-House Call',
        'Bi-Weekly',
        'Nights only',
      ]),
    );
  });

  it("a provider sees only their own assignments; another provider's id answers 404", async () => {
    const me = await t.createUser({ role: 'provider' });
    const other = await t.createUser({ role: 'provider' });
    const mine = (await assign(body(me.id, { startDate: '2031-01-01', endDate: '2031-02-01' }))).json().data;
    const theirs = (await assign(body(other.id, { startDate: '2031-01-01', endDate: '2031-02-01' }))).json().data;
    const h = bearer(await t.login(me.email));
    const list = await t.post('/api/providers/provider-facility-assignments/all', h, {
      filters: { providerId: other.id },
    });
    expect(list.json().data.data.map((a: { _id: string }) => a._id)).toEqual([mine._id]);
    expect(
      (await t.app.inject({ url: `/api/providers/provider-facility-assignments/${mine._id}`, headers: h })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/providers/provider-facility-assignments/${theirs._id}`, headers: h }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${base}/all`, headers: h, payload: {} })).statusCode).toBe(403);
  });

  // Asked one after another with different values: each call answers its own rows.
  it('gives each provider their own list, and staff each filter and search value its own rows', async () => {
    const [a, b] = [
      await t.createUser({ role: 'provider', lastName: 'Shapeone' }),
      await t.createUser({ role: 'provider', lastName: 'Shapetwo' }),
    ];
    const dates = { startDate: '2032-01-01', endDate: '2032-02-01' };
    const ofA = (await assign(body(a.id, dates))).json().data._id;
    const ofB = (await assign(body(b.id, { ...dates, facilityId: otherFacilityId }))).json().data._id;
    const [headersA, headersB] = [bearer(await t.login(a.email)), bearer(await t.login(b.email))];
    const ids = async (url: string, headers: Record<string, string>, payload: object) =>
      (await t.post(url, headers, payload)).json().data.data.map((r: { _id: string }) => r._id);
    const own = '/api/providers/provider-facility-assignments/all';
    for (let round = 0; round < 2; round++) {
      expect(await ids(own, headersA, {})).toEqual([ofA]);
      expect(await ids(own, headersB, {})).toEqual([ofB]);
      expect(await ids(`${base}/all`, admin, { search: 'Shapeone' })).toEqual([ofA]);
      expect(await ids(`${base}/all`, admin, { search: 'Shapetwo' })).toEqual([ofB]);
      const byFacility = (id: string) => ids(`${base}/all`, admin, { search: 'Shape', filters: { facilityId: id } });
      expect(await byFacility(facilityId)).toEqual([ofA]);
      expect(await byFacility(otherFacilityId)).toEqual([ofB]);
    }
  });
});
