import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, PASSWORD, type TestApp } from '../test/buildTestApp.ts';

/**
 * The sign-in lookup is cached; every way of ending or changing a sign-in still applies on the very
 * next request. A long cache lifetime makes sure the cache, not its expiry, is what these tests see.
 */
describe('session cache', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const me = (token: string) => t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '60000' });
    admin = { authorization: `Bearer ${await t.login(ADMIN.email, ADMIN.password)}` };
  }, 120_000);
  afterAll(() => t.close());

  it("is on: a session revoked behind the portal's back is still served from the cache", async () => {
    const { email } = await t.createUser({ role: 'provider', status: 'confirmed' });
    const token = await t.login(email);
    expect((await me(token)).statusCode).toBe(200);
    await t.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null and user_id =
      (select id from users where email = ${email})`);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('sign-out ends the token at once', async () => {
    const { email } = await t.createUser({ role: 'provider', status: 'confirmed' });
    const token = await t.login(email);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("a password change ends the user's other sessions at once and keeps this one", async () => {
    const { email } = await t.createUser({ role: 'provider', status: 'confirmed' });
    const here = await t.login(email);
    const elsewhere = await t.login(email);
    expect((await me(elsewhere)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update-password',
      headers: { authorization: `Bearer ${here}` },
      payload: { oldPassword: PASSWORD, newPassword: 'Another-Strong-Pass-7' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
  });

  it('deactivation ends a staff user at once', async () => {
    const roleId = await t.createRole(['view-providers']);
    const { id, email } = await t.createUser({ role: 'iconUser', roleId, status: 'confirmed' });
    const token = await t.login(email);
    expect((await me(token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/icon-users/${id}`,
      headers: admin,
      payload: { firstName: 'Gone', lastName: 'User', roleId, status: 'deactivated' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("a role's permissions apply on its holders' next request", async () => {
    const roleId = await t.createRole(['view-providers'], 'Cached role');
    const { email } = await t.createUser({ role: 'iconUser', roleId, status: 'confirmed' });
    const headers = { authorization: `Bearer ${await t.login(email)}` };
    const providers = () =>
      t.app.inject({ method: 'POST', url: '/api/icon-users/providers/all', headers, payload: {} });
    expect((await providers()).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/roles/${roleId}`,
      headers: admin,
      payload: { name: 'Cached role', permissions: ['view-facilities'] },
    });
    expect(edit.statusCode).toBe(200);
    expect((await providers()).statusCode).toBe(403);
  });
});
