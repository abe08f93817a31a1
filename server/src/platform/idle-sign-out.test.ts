import { createHash } from 'node:crypto';
import { first, SESSION_EXPIRED_CODE, SESSION_MESSAGES } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { ADMIN, buildTestApp, type TestApp } from '../test/buildTestApp.ts';

/**
 * Idle sign-out with shortened timeouts: staff 2 minutes, providers 3. Idleness is made by moving
 * the session's stored last activity back, as the passing of time would; the portal's own clock is untouched.
 */
describe('idle sign-out', () => {
  let t: TestApp;
  const me = (token: string) => t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  /** The session of `token` as if its last request were `seconds` ago. */
  const idleFor = (token: string, seconds: number) =>
    t.db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(sessions.tokenHash, hashOf(token)));
  const lastActive = async (token: string) => {
    const row = first(
      await t.db
        .select({ at: sessions.lastActiveAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashOf(token))),
    );
    return row.at.getTime();
  };

  beforeAll(async () => {
    t = await buildTestApp({ IDLE_TIMEOUT_MINUTES: '2', PROVIDER_IDLE_TIMEOUT_MINUTES: '3' });
  }, 120_000);
  afterAll(() => t.close());

  it('tells each signed-in user their timeout: staff, providers, and a role that sets its own', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(login.json().data.idleTimeoutMinutes).toBe(2);
    const provider = await t.createUser({ role: 'provider' });
    const providerToken = await t.login(provider.email);
    expect((await me(providerToken)).json().data.idleTimeoutMinutes).toBe(3);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const role = await t.post(
      '/api/super-admin/roles',
      { authorization: `Bearer ${admin}` },
      { name: 'Night desk', permissions: ['view-roles'], idleTimeoutMinutes: 5 },
    );
    expect(role.statusCode, role.body).toBe(201);
    expect(role.json().data.idleTimeoutMinutes).toBe(5);
    const staff = await t.createUser({ role: 'iconUser', roleId: role.json().data._id });
    expect((await me(await t.login(staff.email))).json().data.idleTimeoutMinutes).toBe(5);
  });

  it('refuses a staff token idle past its timeout with 401 and the session-expired code, for good', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    await idleFor(token, 2 * 60 + 20);
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      success: false,
      code: SESSION_EXPIRED_CODE,
      message: SESSION_MESSAGES.idle(2),
    });
    // The session is revoked: activity cannot bring it back.
    const after = await me(token);
    expect([after.statusCode, after.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('keeps a session with activity inside the timeout, and a provider longer than staff', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    await idleFor(token, 100);
    const idleSince = await lastActive(token);
    expect((await me(token)).statusCode).toBe(200);
    // That request was activity: the stored time moved on from the 100 idle seconds.
    expect((await lastActive(token)) - idleSince).toBeGreaterThanOrEqual(100_000);

    const provider = await t.createUser({ role: 'provider' });
    const providerToken = await t.login(provider.email);
    await idleFor(providerToken, 2 * 60 + 30);
    expect((await me(providerToken)).statusCode).toBe(200);
    const laterToken = await t.login(provider.email);
    await idleFor(laterToken, 3 * 60 + 30);
    expect((await me(laterToken)).json()).toMatchObject({
      code: SESSION_EXPIRED_CODE,
      message: SESSION_MESSAGES.idle(3),
    });
  });

  it('writes activity at most once per interval, not on every request', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    await idleFor(token, 30);
    expect((await me(token)).statusCode).toBe(200);
    const written = await lastActive(token);
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    expect(await lastActive(token)).toBe(written);
  });
});
