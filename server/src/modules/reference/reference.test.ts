import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildAdminApp } from '../../test/buildTestApp.ts';

const { t, admin } = await buildAdminApp();
afterAll(() => t.close());

describe('reference pick-lists', () => {
  it('are seeded and can be added to, renamed and deleted, refusing duplicates and items in use', async () => {
    const list = async () =>
      (await t.app.inject({ url: '/api/list-vms', headers: admin })).json().data as { _id: string; name: string }[];
    expect((await list()).map((v) => v.name)).toContain('ShiftWise');
    const added = await t.post('/api/super-admin/reference/vms', admin, { name: 'Fieldglass' });
    expect(added.statusCode).toBe(201);
    const id = added.json().data._id;
    const dup = await t.post('/api/super-admin/reference/vms', admin, { name: 'fieldglass' });
    expect(dup.json().errors).toEqual([{ field: 'name', message: 'This name is already in the list' }]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/reference/vms/${id}`,
      headers: admin,
      payload: { name: 'SAP Fieldglass' },
    });
    expect((await list()).map((v) => v.name)).toContain('SAP Fieldglass');

    await t.post('/api/super-admin/facilities', admin, { name: 'Uses VMS', vmsId: id });
    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/super-admin/reference/vms/${id}`, headers: admin });
    expect(inUse.statusCode).toBe(409);
    const spare = (await t.post('/api/super-admin/reference/vms', admin, { name: 'Spare' })).json().data._id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/super-admin/reference/vms/${spare}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect((await list()).map((v) => v.name)).not.toContain('Spare');
  });

  it('needs the permission of the module that uses the list', async () => {
    const viewer = bearer(await t.iconUserToken(['view-facilities']));
    const res = await t.post('/api/icon-users/reference/client', viewer, { name: 'X' });
    expect(res.statusCode).toBe(403);
  });
});
