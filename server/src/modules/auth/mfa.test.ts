import { itemAt, MFA_MESSAGES } from '@portal/contracts';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, PASSWORD, type TestApp } from '../../test/buildTestApp.ts';

/** Staff multi-factor sign-in, with super admins required to use it as in production. */
describe('staff multi-factor sign-in', () => {
  let t: TestApp;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const login = (email: string, password = PASSWORD) => post('/api/login', { email, password });
  const second = (mfaToken: string, code: string) => post('/api/login/mfa', { mfaToken, code });
  let adminSecret = '';
  let adminCode = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ MFA_REQUIRED_FOR_SUPER_ADMINS: 'true' });
  }, 120_000);
  afterAll(() => t.close());

  it('makes a super admin enrol at sign-in: QR code, a wrong code refused, the first code signs in with recovery codes', async () => {
    const first = await login(ADMIN.email, ADMIN.password);
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step.message).toBe(MFA_MESSAGES.enrolStep);
    expect(step.data).not.toHaveProperty('token');
    expect(step.data.mfa).toBe('enrol');
    expect(step.data.enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(step.data.enrolment.otpauthUrl).toContain(`secret=${step.data.enrolment.secret}`);
    adminSecret = step.data.enrolment.secret;

    const wrong = await second(
      step.data.mfaToken,
      '000000' === authenticator.generate(adminSecret) ? '111111' : '000000',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: MFA_MESSAGES.wrongCode }]);

    adminCode = authenticator.generate(adminSecret);
    const ok = await second(step.data.mfaToken, adminCode);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.role).toBe('superAdmin');
    recoveryCodes = ok.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(ok.json().data.token) });
    expect(me.statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/mfa', headers: bearer(ok.json().data.token) });
    expect(status.json().data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    // The challenge is used up.
    expect((await second(step.data.mfaToken, adminCode)).statusCode).toBe(401);
  });

  it('refuses a replayed code: a code that signed in once never signs in again', async () => {
    const step = (await login(ADMIN.email, ADMIN.password)).json().data;
    expect(step).toEqual({ mfa: 'verify', mfaToken: expect.any(String) });
    const replay = await second(step.mfaToken, adminCode);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual([{ field: 'code', message: MFA_MESSAGES.replayedCode }]);
  });

  it('accepts a recovery code once', async () => {
    const code = itemAt(recoveryCodes, 0, 'a recovery code');
    const step = (await login(ADMIN.email, ADMIN.password)).json().data;
    const ok = await second(step.mfaToken, code.toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.token).toEqual(expect.any(String));
    expect(ok.json().data).not.toHaveProperty('recoveryCodes');
    const again = (await login(ADMIN.email, ADMIN.password)).json().data;
    const reused = await second(again.mfaToken, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([{ field: 'code', message: MFA_MESSAGES.wrongRecoveryCode }]);
  });

  it('ends a sign-in after five wrong codes', async () => {
    const step = (await login(ADMIN.email, ADMIN.password)).json().data;
    for (let i = 0; i < 5; i++) expect((await second(step.mfaToken, 'zzzzz-zzzzz')).statusCode).toBe(400);
    const after = await second(step.mfaToken, itemAt(recoveryCodes, 1, 'a recovery code'));
    expect([after.statusCode, after.json().message]).toEqual([401, MFA_MESSAGES.challengeInvalid]);
  });

  it('judges at most five of 30 concurrent wrong codes; the rest are refused as a dead challenge', async () => {
    const step = (await login(ADMIN.email, ADMIN.password)).json().data;
    const right = authenticator.generate(adminSecret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 30 }, () => second(step.mfaToken, wrong)));
    const judged = answers.filter((a) => a.statusCode === 400);
    expect(judged.length).toBeLessThanOrEqual(5);
    for (const a of judged) expect(a.json().errors).toEqual([{ field: 'code', message: MFA_MESSAGES.wrongCode }]);
    for (const a of answers.filter((x) => x.statusCode !== 400)) {
      expect([a.statusCode, a.json().code]).toEqual([401, 'MFA_CHALLENGE_INVALID']);
    }
    const after = await second(step.mfaToken, right);
    expect([after.statusCode, after.json().code]).toEqual([401, 'MFA_CHALLENGE_INVALID']);
  });

  it('keeps the plain login answer for staff and providers without it; a role can require it', async () => {
    const plain = await t.createUser({ role: 'iconUser', roleId: await t.createRole(['view-roles']) });
    const answer = (await login(plain.email)).json();
    expect(Object.keys(answer.data).sort()).toEqual([
      'companyTimeZone',
      'idleTimeoutMinutes',
      'profile',
      'role',
      'token',
    ]);
    const provider = await t.createUser({ role: 'provider' });
    expect((await login(provider.email)).json().data.token).toEqual(expect.any(String));

    const admin = bearer(
      (
        await second(
          (await login(ADMIN.email, ADMIN.password)).json().data.mfaToken,
          itemAt(recoveryCodes, 2, 'a recovery code'),
        )
      ).json().data.token,
    );
    const role = await post(
      '/api/super-admin/roles',
      { name: 'Payroll', permissions: ['view-roles'], mfaRequired: true },
      admin,
    );
    expect(role.json().data.mfaRequired).toBe(true);
    const strict = await t.createUser({ role: 'iconUser', roleId: role.json().data._id });
    expect((await login(strict.email)).json().data.mfa).toBe('enrol');
  });

  it('lets a staff user enrol from the profile: wrong code refused, recovery codes once, then a second step at sign-in', async () => {
    const user = await t.createUser({ role: 'iconUser', roleId: await t.createRole(['view-roles']) });
    const headers = bearer(await t.login(user.email));
    const enrol = await post('/api/mfa/enrol', {}, headers);
    expect(enrol.statusCode).toBe(200);
    const { secret, qrCode } = enrol.json().data;
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await post('/api/mfa/confirm', { code: '12345' }, headers);
    expect(wrong.json().errors).toEqual([{ field: 'code', message: MFA_MESSAGES.codeFormat }]);
    const code = authenticator.generate(secret);
    const confirmed = await post('/api/mfa/confirm', { code }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    expect((await post('/api/mfa/enrol', {}, headers)).statusCode).toBe(409);
    expect((await login(user.email)).json().data.mfa).toBe('verify');
  });

  it('turns off with a current code when optional, never when required', async () => {
    const user = await t.createUser({ role: 'iconUser', roleId: await t.createRole(['view-roles']) });
    const headers = bearer(await t.login(user.email));
    const { secret } = (await post('/api/mfa/enrol', {}, headers)).json().data;
    const first = authenticator.generate(secret);
    expect((await post('/api/mfa/confirm', { code: first }, headers)).statusCode).toBe(200);
    // The code that turned it on cannot turn it off again (replay); a later step's code can.
    const replay = await post('/api/mfa/disable', { code: first }, headers);
    expect(replay.json().errors).toEqual([{ field: 'code', message: MFA_MESSAGES.replayedCode }]);
    const later = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    const off = await post('/api/mfa/disable', { code: later }, headers);
    expect([off.statusCode, off.json().message]).toEqual([200, MFA_MESSAGES.disabled]);
    expect(Object.keys((await login(user.email)).json().data)).toContain('token');

    const adminHeaders = bearer(
      (
        await second(
          (await login(ADMIN.email, ADMIN.password)).json().data.mfaToken,
          itemAt(recoveryCodes, 3, 'a recovery code'),
        )
      ).json().data.token,
    );
    const refused = await post('/api/mfa/disable', { code: authenticator.generate(adminSecret) }, adminHeaders);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MFA_MESSAGES.requiredCannotDisable]);
  });

  it('is for staff only', async () => {
    const provider = await t.createUser({ role: 'provider' });
    const res = await post('/api/mfa/enrol', {}, bearer(await t.login(provider.email)));
    expect([res.statusCode, res.json().message]).toEqual([403, MFA_MESSAGES.staffOnly]);
  });
});
