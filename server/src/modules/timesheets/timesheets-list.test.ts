import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/buildTestApp.ts';
import { type TimesheetWorld, timesheetWorld } from './timesheets.fixtures.ts';

/**
 * Callers whose requests set the same filters with different values, one after the other, each get their own rows.
 */
describe('lists asked in turn with different values', () => {
  let w: TimesheetWorld;
  const list = (url: string, headers: Record<string, string>, body: object) =>
    w.t.app.inject({ method: 'POST', url: `${url}?page=1&pageSize=50`, headers, payload: body });
  const idsOf = (res: { json(): { data: { data: { _id: string }[]; total: number } } }) =>
    res
      .json()
      .data.data.map((r) => r._id)
      .sort();

  beforeAll(async () => {
    w = await timesheetWorld();
  }, 120_000);
  afterAll(() => w.close());

  it("gives each provider their own time sheets, and staff each filter's, one call after another", async () => {
    const [a, b] = [await w.providerWithAssignment(), await w.providerWithAssignment()];
    const ofA = [await w.draft(a)];
    const ofB = [await w.draft(b)];
    for (let round = 0; round < 2; round++) {
      expect(idsOf(await list('/api/providers/time-sheet/all', a.headers, {}))).toEqual(ofA);
      expect(idsOf(await list('/api/providers/time-sheet/all', b.headers, {}))).toEqual(ofB);
      const byA = await list('/api/super-admin/time-sheet/all', w.admin, { filters: { providerId: a.id } });
      expect(idsOf(byA)).toEqual(ofA);
      expect(byA.json().data.total).toBe(1);
      const byB = await list('/api/super-admin/time-sheet/all', w.admin, { filters: { providerId: b.id } });
      expect(idsOf(byB)).toEqual(ofB);
      expect(byB.json().data.total).toBe(1);
    }
  });

  it('answers each search and filter value with its own providers', async () => {
    const names = ['Quillon', 'Varrick'];
    const made = [];
    for (const lastName of names) made.push(await w.t.createUser({ role: 'provider', firstName: 'Shape', lastName }));
    const admin = w.admin;
    for (const [i, lastName] of names.entries()) {
      const res = await list('/api/super-admin/providers/all', admin, { search: `Shape ${lastName}` });
      expect(res.json().data.data.map((p: { _id: string }) => p._id)).toEqual([made[i]?.id]);
    }
    const pending = await w.t.createUser({
      role: 'provider',
      firstName: 'Shape',
      lastName: 'Pending',
      status: 'pending',
    });
    const statusOf = async (status: string) =>
      (await list('/api/super-admin/providers/all', admin, { search: 'Shape', filters: { status } }))
        .json()
        .data.data.map((p: { _id: string }) => p._id)
        .sort();
    expect(await statusOf('pending')).toEqual([pending.id]);
    expect(await statusOf('confirmed')).toEqual(made.map((p) => p.id).sort());
    // A provider signed in gets no staff list whatever the shape.
    const own = bearer(await w.t.login(made[0]?.email ?? ''));
    expect((await list('/api/super-admin/providers/all', own, {})).statusCode).toBe(403);
  });
});
