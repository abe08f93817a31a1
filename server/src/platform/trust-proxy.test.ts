import { LOGIN_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ADMIN, buildTestApp, type TestApp } from '../test/buildTestApp.ts';

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY left unset: the default trusts no proxy.
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '3', MAIL_RATE_LIMIT: '3' });
}, 300_000);
afterAll(() => t.close());

const fromAddress = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}, 10.0.0.${n}` });

describe('rate limits hold against a rotating X-Forwarded-For', () => {
  it('locks sign-in after the limit although every attempt claims another client', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const res = await t.post('/api/login', fromAddress(n), { email: ADMIN.email, password: 'wrong-password' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: LOGIN_MESSAGES.tooMany });
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits password-reset mail the same way', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const res = await t.post('/api/forgot-password', fromAddress(n), { email: 'someone@example.com' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});
