import { ROLE_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminApp } from '../../test/buildTestApp.ts';

const { t, admin: headers } = await buildAdminApp();
afterAll(() => t.close());

const base = '/api/super-admin/roles';
const create = (payload: object) => t.app.inject({ method: 'POST', url: base, headers, payload });
const list = (query: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}/all?${query}`, headers, payload });

describe('roles CRUD', () => {
  it('creates, reads, updates and deletes a role', async () => {
    const created = await create({ name: 'Payroll Clerk', description: 'Pays people', permissions: ['view-payments'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(ROLE_MESSAGES.created);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'Payroll Clerk', permissions: [{ value: 'view-payments' }], userCount: 0 });

    const got = await t.app.inject({ url: `${base}/${role._id}`, headers });
    expect(got.json().data.name).toBe('Payroll Clerk');

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${base}/${role._id}`,
      headers,
      payload: { name: 'Payroll Lead', permissions: ['view-payments', 'recalculate-payments'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.permissions).toEqual([{ value: 'view-payments' }, { value: 'recalculate-payments' }]);
    expect(updated.json().data.description).toBeNull();

    const all = await t.app.inject({ url: base, headers });
    expect(all.json().data.map((r: { name: string }) => r.name)).toContain('Payroll Lead');

    const deleted = await t.app.inject({ method: 'DELETE', url: `${base}/${role._id}`, headers });
    expect(deleted.json().message).toBe(ROLE_MESSAGES.deleted);
    const gone = await t.app.inject({ url: `${base}/${role._id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(ROLE_MESSAGES.notFound);
  });

  it('validates the body and names each field', async () => {
    const res = await create({ name: '  ', permissions: ['no-such-permission'] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'permissions.0']));
    const none = await create({ name: 'Empty', permissions: [] });
    expect(none.json().errors).toEqual([{ field: 'permissions', message: 'Choose at least one permission' }]);
  });

  it('refuses a duplicate name (any case) with 409', async () => {
    await create({ name: 'Credentialing Team', permissions: ['view-credentialing'] });
    const dup = await create({ name: 'credentialing team', permissions: ['view-credentialing'] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ROLE_MESSAGES.nameTaken);
  });

  it('refuses to delete a role that users hold', async () => {
    const roleId = await t.createRole(['view-roles']);
    await t.createUser({ role: 'iconUser', roleId });
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/${roleId}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROLE_MESSAGES.inUse);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: `${base}/01900000-0000-7000-8000-000000000000`, headers });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${base}/not-a-uuid`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });
});

describe('roles list', () => {
  beforeAll(async () => {
    for (const name of ['Zulu Desk', 'alpha Desk', 'Mike Desk']) await create({ name, permissions: ['view-roles'] });
  });

  const names = (res: { json(): { data: { data: { name: string }[] } } }) => res.json().data.data.map((r) => r.name);

  it('sorts by name ascending (-1) and descending (1), case-insensitively', async () => {
    const asc = await list('page=1&pageSize=100', { sortBy: 'name', sortDirection: -1, search: 'desk' });
    expect(names(asc)).toEqual(['alpha Desk', 'Mike Desk', 'Zulu Desk']);
    const desc = await list('page=1&pageSize=100', { sortBy: 'name', sortDirection: 1, search: 'desk' });
    expect(names(desc)).toEqual(['Zulu Desk', 'Mike Desk', 'alpha Desk']);
  });

  it('pages with total, page and pageSize', async () => {
    const res = await list('page=2&pageSize=2', { sortBy: 'name', sortDirection: -1, search: 'Desk' });
    expect(res.json().data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(res)).toEqual(['Zulu Desk']);
  });

  it('searches names by substring and treats % literally', async () => {
    expect(names(await list('', { search: 'ike' }))).toEqual(['Mike Desk']);
    expect(names(await list('', { search: '%' }))).toEqual([]);
  });

  it('caps the page size and refuses unknown sort columns', async () => {
    expect((await list('pageSize=1000', {})).statusCode).toBe(400);
    const res = await list('', { sortBy: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('sortBy');
  });
});

/**
 * The roles list answers each call its own rows: two searches, one after the other, each get their own roles and
 * total.
 */
describe('roles list asked in turn with different searches', () => {
  const made = new Map<string, string[]>();
  beforeAll(async () => {
    for (const [name, size] of [
      ['Quillon', 1],
      ['Varrick', 2],
    ] as const) {
      const ids = [];
      for (let i = 0; i < size; i++) ids.push(await t.createRole(['view-roles'], `Shape ${name} ${i + 1}`));
      made.set(name, ids.sort());
    }
  });

  for (const [sorted, sort] of [
    ['newest first', {}],
    ['by name', { sortBy: 'name', sortDirection: -1 }],
  ] as const)
    it(`answers each search with its own roles, one call after another (${sorted})`, async () => {
      for (let round = 0; round < 2; round++)
        for (const [name, ids] of made) {
          const res = await list('page=1&pageSize=50', { search: `shape ${name}`, ...sort });
          const got = res.json().data as { data: { _id: string }[]; total: number };
          const answer = { ids: got.data.map((r) => r._id).sort(), total: got.total };
          expect(answer, `${name}, round ${round + 1}`).toEqual({ ids, total: ids.length });
        }
    });
});
