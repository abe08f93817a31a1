import { afterAll, describe, expect, it } from 'vitest';
import { buildAdminApp } from '../../test/buildTestApp.ts';

const { t, admin: h } = await buildAdminApp();
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url, headers: h })).json();

describe('reference geodata', () => {
  it('answers countries, US states and counties', async () => {
    expect((await get('/api/list-countries')).data).toContainEqual({ code: 'US', name: 'United States' });
    const states = (await get('/api/list-states?country=US')).data;
    expect(states).toContainEqual({ code: 'TX', name: 'Texas' });
    expect((await get('/api/list-counties?state=TX')).data).toContainEqual({ name: 'Travis County', fips: '48453' });
  });

  it('answers cities of one state, searched and capped, never the whole world', async () => {
    const res = (await get('/api/list-cities?state=TX&search=aus')).data;
    expect(res[0]).toEqual({ name: 'Austin' });
    expect((await get('/api/list-cities?state=CA')).data).toHaveLength(50);
    const missing = await t.app.inject({ url: '/api/list-cities', headers: h });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('state');
  });

  it('answers IANA time zones from the runtime', async () => {
    const zones = (await get('/api/list-timezones')).data as { value: string; label: string; countries: string[] }[];
    expect(zones.find((z) => z.value === 'America/Chicago')?.label).toMatch(/^America\/Chicago \(UTC-[56]\)$/);
    // Who uses each zone, so a form can list the chosen country's first.
    expect(zones.find((z) => z.value === 'America/Chicago')?.countries).toEqual(['US']);
    expect(zones.length).toBeGreaterThan(300);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/list-countries' })).statusCode).toBe(401);
  });
});
