import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base, day, type MalpracticeWorld, malpracticeWorld } from './malpractice.fixtures.ts';

/**
 * The malpractice lists answer each call its own rows: two requests with the same filters set and different values,
 * one after the other, each get their own rows.
 */
let w: MalpracticeWorld;
const post = (url: string, payload: object) =>
  w.t.app.inject({ method: 'POST', url: `${url}?page=1&pageSize=50`, headers: w.admin, payload });

beforeAll(async () => {
  w = await malpracticeWorld();
});
afterAll(() => w.t.close());

describe('malpractice lists asked in turn with different values', () => {
  it("answers each provider filter with that provider's covers, one call after another", async () => {
    const covers: Record<string, string> = {};
    const providers: Record<string, string> = {};
    for (const name of ['Alder', 'Birch']) {
      const p = await w.t.createUser({ role: 'provider', firstName: 'Shape', lastName: name });
      providers[name] = p.id;
      const res = await post(`${base}/info`, {
        providerId: p.id,
        insuranceProviderId: w.insurerId,
        policyNumber: `SHAPE-${name}`,
        effectiveDate: day(-300),
        expiryDate: day(10),
      });
      expect(res.statusCode, res.body).toBe(201);
      covers[name] = res.json().data._id;
    }
    for (let round = 0; round < 2; round++)
      for (const name of ['Alder', 'Birch']) {
        const res = await post(`${base}/expired-malpractice/all`, { filters: { providerId: providers[name] } });
        expect(res.json().data.data.map((r: { _id: string }) => r._id)).toEqual([covers[name]]);
        expect(res.json().data.total).toBe(1);
        const searched = await post(`${base}/expired-malpractice/all`, { search: `SHAPE-${name}` });
        expect(searched.json().data.data.map((r: { _id: string }) => r._id)).toEqual([covers[name]]);
      }
  });

  it("answers each state filter with that state's rates", async () => {
    for (const state of ['AZ', 'UT'])
      for (const specialty of ['crna', 'aa'])
        expect(
          (
            await post(`${base}/state-rates`, {
              insuranceProviderId: w.insurerId,
              state,
              specialty,
              hourlyCost: '5',
              effectiveFrom: '2026-01-01',
            })
          ).statusCode,
        ).toBe(201);
    for (let round = 0; round < 2; round++)
      for (const state of ['AZ', 'UT']) {
        const res = await post(`${base}/state-rates/all`, { filters: { state: state.toLowerCase() } });
        expect(res.json().data.data.map((r: { state: string }) => r.state)).toEqual([state, state]);
        expect(res.json().data.total).toBe(2);
      }
  });
});
