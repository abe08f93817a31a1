import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

describe('divisions and procedure types', () => {
  it('lets a super admin add, rename and delete a division, and a facility carry it', async () => {
    const add = await t.post('/api/super-admin/divisions', admin, { name: 'West' });
    expect(add.statusCode).toBe(201);
    expect(add.json().message).toBe('Division added successfully');
    const id = add.json().data.id;
    const dup = await t.post('/api/super-admin/divisions', admin, { name: 'west' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors[0]).toEqual({ field: 'name', message: 'A division with this name already exists' });
    const empty = await t.post('/api/super-admin/divisions', admin, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('name');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/divisions/${id}`,
      headers: admin,
      payload: { name: 'West Coast' },
    });
    expect(renamed.statusCode).toBe(200);
    const facility = await t.post('/api/super-admin/facilities', admin, { name: 'Division Clinic', divisionId: id });
    expect(facility.statusCode).toBe(201);
    expect(facility.json().data.divisionId).toBe(id);
    // The detail screen shows the division by name.
    expect(facility.json().data.division).toEqual({ _id: id, name: 'West Coast' });
    const list = await t.app.inject({ url: '/api/super-admin/divisions', headers: admin });
    expect(list.json().data).toEqual([{ id, name: 'West Coast', inUse: 1 }]);
    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/super-admin/divisions/${id}`, headers: admin });
    expect(inUse.statusCode).toBe(409);
    const unknown = await t.post('/api/super-admin/facilities', admin, {
      name: 'Other Clinic',
      divisionId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('divisionId');
    const free = await t.post('/api/super-admin/divisions', admin, { name: 'East' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/super-admin/divisions/${free.json().data.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
  });

  it('lets an assignment carry a procedure type', async () => {
    const pt = await t.post('/api/super-admin/procedure-types', admin, { name: 'Cardiac anesthesia' });
    expect(pt.statusCode).toBe(201);
    const facility = await t.post('/api/super-admin/facilities', admin, { name: 'PT Clinic' });
    const provider = await t.createUser({ role: 'provider' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/provider-facility-assignments',
      headers: admin,
      payload: {
        providerId: provider.id,
        facilityId: facility.json().data._id,
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        payPeriodType: 'bi_weekly',
        procedureTypeId: pt.json().data.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.procedureTypeId).toBe(pt.json().data.id);
    expect(res.json().data.procedureType).toEqual({ _id: pt.json().data.id, name: pt.json().data.name });
  });

  it('lets icon users read the lists for their forms, never change them; providers neither', async () => {
    const staff = bearer(await t.iconUserToken(['view-facilities', 'edit-facilities']));
    expect((await t.app.inject({ url: '/api/icon-users/divisions', headers: staff })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/icon-users/procedure-types', headers: staff })).statusCode).toBe(403);
    const add = await t.post('/api/icon-users/divisions', staff, { name: 'North' });
    expect(add.statusCode).toBe(404);
    const asAdminPath = await t.post('/api/super-admin/divisions', staff, { name: 'North' });
    expect(asAdminPath.statusCode).toBe(403);
    const provider = bearer(await t.providerToken());
    expect((await t.app.inject({ url: '/api/super-admin/divisions', headers: provider })).statusCode).toBe(403);
  });
});
