import { count, sql } from 'drizzle-orm';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import { providerOrFacilitySearch } from './rows.ts';

/** Every list answers its total through platform/list.ts; the facilities list stands for them all here. */
describe('list totals at scale', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const FACILITIES = 10_050;
  const list = (payload: object, page = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/super-admin/facilities/all?page=${page}&pageSize=10`,
      headers: admin,
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = { authorization: `Bearer ${await t.login('admin@example.com', 'Test-Admin-Pass-1')}` };
    await t.db.execute(sql`insert into facilities (id, name)
      select gen_random_uuid(), 'Load Facility ' || lpad(i::text, 5, '0') from generate_series(1, ${FACILITIES}) as i`);
    // Statistics as autovacuum keeps them on a server; the estimate reads them.
    await t.db.execute(sql`analyze facilities`);
  }, 120_000);
  afterAll(() => t.close());

  it('answers an estimated total, not a count, for an unfiltered list of 10,000 rows or more', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ totalIsEstimate: true, totalCapped: false, page: 1, pageSize: 10 });
    expect(page.data).toHaveLength(10);
    // The planner's estimate from fresh statistics is close to the real number.
    expect(page.total).toBeGreaterThanOrEqual(FACILITIES * 0.9);
    expect(page.total).toBeLessThanOrEqual(FACILITIES * 1.1);
    // Asked again while the estimate is kept, the page runs alone and answers the same.
    expect((await list({})).json().data).toEqual(page);
  });

  it('stops counting a filtered list at 10,000 and says so', async () => {
    const res = await list({ search: 'Load Facility' });
    expect(res.json().data).toMatchObject({ total: 10_000, totalCapped: true, totalIsEstimate: false });
  });

  it('counts a filtered list exactly below the cap', async () => {
    const res = await list({ search: 'Load Facility 0012' });
    // 00120 … 00129
    expect(res.json().data).toMatchObject({ total: 10, totalCapped: false, totalIsEstimate: false });
  });

  it('answers each search with its own facilities, one after another', async () => {
    for (const n of ['00120', '04321', '00120']) {
      const names = (await list({ search: `Load Facility ${n}` }))
        .json()
        .data.data.map((f: { name: string }) => f.name);
      expect(names).toEqual([`Load Facility ${n}`]);
    }
  });

  it('counts a small list exactly', async () => {
    const res = await t.post('/api/super-admin/roles/all?page=1&pageSize=10', admin, {});
    expect(res.json().data).toMatchObject({ total: 0, totalCapped: false, totalIsEstimate: false, data: [] });
  });

  it('answers a deep page in the list order (ids chosen first, then joined)', async () => {
    const res = await list({ sortBy: 'name', sortDirection: -1 }, 1_000);
    const names = res.json().data.data.map((f: { name: string }) => f.name);
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `Load Facility ${String(9991 + i).padStart(5, '0')}`));
    const last = await list({ sortBy: 'name', sortDirection: 1 }, 1_005);
    expect(last.json().data.data.map((f: { name: string }) => f.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Load Facility ${String(10 - i).padStart(5, '0')}`),
    );
  });

  it('resolves a search to the providers and facilities it names, however many (ids or a sub-select)', async () => {
    // Rows naming a facility, as time sheets and pay rates do: one for each of the first 2,000 facilities.
    const probe = pgTable('search_probe', { providerId: uuid('provider_id'), facilityId: uuid('facility_id') });
    await t.db.execute(sql`create table search_probe (provider_id uuid, facility_id uuid)`);
    await t.db.execute(sql`insert into search_probe (provider_id, facility_id)
      select null, id from facilities where name like 'Load Facility %' order by name limit 2000`);
    const matching = async (search: string) => {
      const where = await providerOrFacilitySearch(t.db, search, {
        providerId: probe.providerId,
        facilityId: probe.facilityId,
      });
      return (await t.db.select({ n: count() }).from(probe).where(where))[0]?.n;
    };
    // A few facilities: their ids.
    expect(await matching('Load Facility 0012')).toBe(10);
    // More than a thousand facilities: the sub-select.
    expect(await matching('Load Facility 0')).toBe(2000);
    expect(await matching('Load Facility 01')).toBe(1000);
    // Nothing named: nothing matches.
    expect(await matching('No such name')).toBe(0);
  });
});
