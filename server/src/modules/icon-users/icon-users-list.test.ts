import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';

/**
 * The staff users list answers each call its own rows: two requests with the same filters set and different values
 * (searches, a role, a status), one after the other, each get their own rows.
 */
let t: TestApp;
let admin: Record<string, string>;
/** One confirmed Quillon of one role, two pending Varricks of another: each value's answer and total differ. */
const GROUPS = [
  { name: 'Quillon', status: 'confirmed', size: 1 },
  { name: 'Varrick', status: 'pending', size: 2 },
] as const;
const made = new Map<string, { ids: string[]; roleId: string }>();

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
  for (const { name, status, size } of GROUPS) {
    const roleId = await t.createRole(['view-roles'], `Shape role ${name}`);
    const ids = [];
    for (let i = 0; i < size; i++)
      ids.push((await t.createUser({ role: 'iconUser', roleId, firstName: 'Shape', lastName: name, status })).id);
    made.set(name, { ids: ids.sort(), roleId });
  }
});
afterAll(() => t.close());

const list = async (body: object) => {
  const res = await t.post('/api/super-admin/icon-users/all?page=1&pageSize=50', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  const { data, total } = res.json().data as { data: { _id: string }[]; total: number };
  return { ids: data.map((r) => r._id).sort(), total };
};
const group = (name: string) => made.get(name) ?? { ids: [], roleId: '' };
const own = (name: string) => ({ ids: group(name).ids, total: group(name).ids.length });

/** Each group's request in turn, twice over: the second call of a shape reuses the first's statement. */
async function eachTwice(body: (g: (typeof GROUPS)[number]) => object) {
  for (let round = 0; round < 2; round++)
    for (const g of GROUPS) expect(await list(body(g)), `${g.name}, round ${round + 1}`).toEqual(own(g.name));
}

describe('staff users lists asked in turn with different values', () => {
  it('answers each search with its own users', () => eachTwice((g) => ({ search: `Shape ${g.name}` })));

  it("answers each role filter with that role's users", () =>
    eachTwice((g) => ({ filters: { roleId: group(g.name).roleId } })));

  it('answers each status filter (beside the same search) with its own users', () =>
    eachTwice((g) => ({ search: 'Shape', filters: { status: g.status } })));

  it('answers each search sorted by name (USER_LIST_SORT) with its own users', () =>
    eachTwice((g) => ({ search: g.name.toLowerCase(), sortBy: 'name', sortDirection: -1 })));
});
