import { LOGIN_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, PASSWORD, type TestApp } from '../../test/buildTestApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login', payload });

describe('POST /api/login', () => {
  it('signs the super admin in with role, profile and a bearer token', async () => {
    const res = await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.role).toBe('superAdmin');
    expect(body.data.profile).toMatchObject({ email: ADMIN.email, firstName: 'Admin', status: 'confirmed' });
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it("answers an icon user's role permissions as roles[0].permissions[].value", async () => {
    const roleId = await t.createRole(['view-roles', 'add-roles']);
    const { email } = await t.createUser({ role: 'iconUser', roleId });
    const res = await login({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('iconUser');
    expect(res.json().data.profile.roles[0].permissions).toEqual([{ value: 'view-roles' }, { value: 'add-roles' }]);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(LOGIN_MESSAGES.invalid);
    expect(unknown.json().message).toBe(LOGIN_MESSAGES.invalid);
  });

  it('refuses a provider who has not signed the agreement', async () => {
    const { email } = await t.createUser({ role: 'provider', agreementStatus: 'not-signed' });
    const res = await login({ email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LOGIN_MESSAGES.agreementNotSigned);
  });

  it('refuses a provider whose e-mail is not verified', async () => {
    const { email } = await t.createUser({ role: 'provider', emailStatus: 'not-verified' });
    const res = await login({ email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LOGIN_MESSAGES.emailNotVerified);
  });

  it('refuses users not yet confirmed and deactivated ones', async () => {
    const pending = await t.createUser({ role: 'iconUser', status: 'pending' });
    const gone = await t.createUser({ role: 'provider', status: 'deactivated' });
    const a = await login({ email: pending.email, password: PASSWORD });
    const b = await login({ email: gone.email, password: PASSWORD });
    expect([a.statusCode, a.json().message]).toEqual([403, LOGIN_MESSAGES.notConfirmed]);
    expect([b.statusCode, b.json().message]).toEqual([403, LOGIN_MESSAGES.deactivated]);
  });

  it('answers 400 with each bad field', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('rate-limits repeated attempts with 429 and a clear message', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < 4; i++) {
        const res = await limited.post(
          '/api/login',
          {},
          { email: 'victim@example.com', password: `guess-number-${i}` },
        );
        statuses.push(res.statusCode);
        last = res.json().message;
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last).toBe(LOGIN_MESSAGES.tooMany);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/me answers the signed-in profile', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const res = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'superAdmin', profile: { email: ADMIN.email } });
  });

  it('logout revokes the token server-side', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
  });

  it('a forged token answers 401', async () => {
    const res = await t.app.inject({ url: '/api/me', headers: bearer('forged-token-value') });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/update-password', () => {
  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/update-password', headers: bearer(token), payload });

  it('refuses a wrong current password on the oldPassword field', async () => {
    const { email } = await t.createUser({});
    const token = await t.login(email);
    const res = await update(token, { oldPassword: 'wrong-one-here', newPassword: 'A-new-long-pass-42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'oldPassword', message: LOGIN_MESSAGES.wrongOldPassword }]);
  });

  it('refuses a short password and a common one, with no composition rules', async () => {
    const { email } = await t.createUser({});
    const token = await t.login(email);
    const short = await update(token, { oldPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ field: 'newPassword' });
    const common = await update(token, { oldPassword: PASSWORD, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([{ field: 'newPassword', message: LOGIN_MESSAGES.commonPassword }]);
    // Lower-case letters only, no digits or symbols: allowed under NIST 800-63B.
    const plain = await update(token, { oldPassword: PASSWORD, newPassword: 'quiet meadow lantern' });
    expect(plain.statusCode).toBe(200);
  });

  it('changes the password and revokes the other sessions but not this one', async () => {
    const { email } = await t.createUser({});
    const other = await t.login(email);
    const current = await t.login(email);
    const res = await update(current, { oldPassword: PASSWORD, newPassword: 'Brand-new-secret-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(LOGIN_MESSAGES.passwordUpdated);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(current) })).statusCode).toBe(200);
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ email, password: 'Brand-new-secret-77' })).statusCode).toBe(200);
  });
});
