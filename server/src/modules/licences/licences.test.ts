import { LICENCE_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

const base = '/api/super-admin/licences';
const create = (payload: object) => t.app.inject({ method: 'POST', url: base, headers: admin, payload });
const list = (payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}/all?pageSize=100`, headers: admin, payload });
const names = async (payload: object) => (await list(payload)).json().data.data.map((r: { name: string }) => r.name);

describe('licences', () => {
  it('adds a licence and reads it back', async () => {
    const res = await create({ name: '  Northwind  ', description: 'First one' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(LICENCE_MESSAGES.created);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Northwind', description: 'First one', status: 'active' });
    const got = await t.app.inject({ url: `${base}/${created._id}`, headers: admin });
    expect(got.json().data).toEqual(created);
  });

  it('names the field of an invalid or duplicate name', async () => {
    const empty = await create({ name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: 'name', message: 'Name is required' });
    await create({ name: 'Contoso' });
    const dup = await create({ name: 'CONTOSO' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([{ field: 'name', message: LICENCE_MESSAGES.nameTaken }]);
  });

  it('edits, archives and reinstates, and audits each step', async () => {
    const { _id: id } = (await create({ name: 'Lakeside' })).json().data;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: { name: 'Lakeside Supply', description: 'Renamed' },
    });
    expect(edited.json().message).toBe(LICENCE_MESSAGES.updated);
    expect(edited.json().data).toMatchObject({ name: 'Lakeside Supply', description: 'Renamed' });

    const archived = await t.app.inject({ method: 'POST', url: `${base}/${id}/archive`, headers: admin });
    expect(archived.json()).toMatchObject({ message: LICENCE_MESSAGES.archived, data: { status: 'archived' } });
    const again = await t.app.inject({ method: 'POST', url: `${base}/${id}/archive`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(await names({ search: 'Lakeside' })).toEqual([]);
    expect(await names({ search: 'Lakeside', filters: { status: 'archived' } })).toEqual(['Lakeside Supply']);
    const back = await t.app.inject({ method: 'POST', url: `${base}/${id}/reinstate`, headers: admin });
    expect(back.json()).toMatchObject({ message: LICENCE_MESSAGES.reinstated, data: { status: 'active' } });

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${id}`)
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'archive', 'reinstate']);
  });

  it('lists by name both ways, searches and pages', async () => {
    await create({ name: 'Aardvark Trading' });
    await create({ name: 'Zephyr Goods' });
    const ascending = await names({ sortBy: 'name', sortDirection: -1 });
    expect(ascending[0]).toBe('Aardvark Trading');
    expect(ascending).toEqual([...ascending].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await names({ sortBy: 'name', sortDirection: 1 }))[0]).toBe('Zephyr Goods');
    expect(await names({ search: 'zephyr' })).toEqual(['Zephyr Goods']);
    expect(await names({ search: 'nothing like it' })).toEqual([]);
    const page = await t.app.inject({
      method: 'POST',
      url: `${base}/all?pageSize=1&page=2`,
      headers: admin,
      payload: {},
    });
    expect(page.json().data).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.json().data.data).toHaveLength(1);
  });

  it('answers 404 for an unknown licence', async () => {
    const res = await t.app.inject({ url: `${base}/01900000-0000-7000-8000-000000000000`, headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LICENCE_MESSAGES.notFound);
  });

  it('needs the licences permissions for icon users', async () => {
    const viewer = bearer(await t.iconUserToken(['view-licences']));
    const staffBase = '/api/icon-users/licences';
    expect((await t.post(`${staffBase}/all`, viewer)).statusCode).toBe(200);
    expect((await t.post(staffBase, viewer, { name: 'Not allowed' })).statusCode).toBe(403);
    const provider = bearer(await t.providerToken());
    expect((await t.post(`${staffBase}/all`, provider)).statusCode).toBe(403);
  });
});
