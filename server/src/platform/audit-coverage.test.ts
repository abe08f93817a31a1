import { first } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { ADMIN, bearer, buildMailingApp, PASSWORD } from '../test/buildTestApp.ts';

const { t, smtp } = await buildMailingApp();
afterAll(() => t.close());

const rows = async () => first(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents)).n;

/** Runs one call and checks it answered `status` and wrote exactly one audit row. */
async function writesOne<R extends { statusCode: number; body: string }>(
  label: string,
  call: () => Promise<R>,
  status = 200,
): Promise<R> {
  const before = await rows();
  const res = await call();
  expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
  expect(await rows(), label).toBe(before + 1);
  return res;
}

describe('every mutation of the accounts modules writes one audit row', () => {
  it('sign-up, resend, verify, confirm, login, notifications, update-email, recovery, reset, logout, staff users and roles', async () => {
    const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const put = (url: string, payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url, payload, headers });
    const email = 'audited@example.com';
    await writesOne(
      'signup',
      () =>
        post('/api/signup', {
          firstName: 'Ada',
          lastName: 'Audit',
          email,
          password: PASSWORD,
          signature: 'Ada Audit',
          agreementAccepted: true,
        }),
      201,
    );
    await smtp.next(email, 'Verify');
    await writesOne('resend', () => post('/api/resend', { email }));
    const [, , token, enc] = new URL((await smtp.next(email, 'Verify')).link).pathname.split('/');
    await writesOne('verify', () => post('/api/verify', { token, email: enc }));

    const admin = bearer(
      (await post('/api/login', { email: ADMIN.email, password: ADMIN.password })).json().data.token,
    );
    const id = (await post('/api/super-admin/providers/all', { search: 'Audit' }, admin)).json().data.data[0]._id;
    await writesOne('confirm provider', () => post(`/api/super-admin/providers/${id}/confirm`, {}, admin));
    const login = await writesOne('login', () => post('/api/login', { email, password: PASSWORD }));
    const me = bearer(login.json().data.token);
    const note = (await post('/api/notifications/all', {}, me)).json().data.data[0]._id;
    await writesOne('mark read', () => put(`/api/notifications/${note}/read`, {}, me));
    await writesOne('mark all read', () => put('/api/notifications/read-all', {}, me));
    await writesOne('update-email', () => post('/api/update-email', { email: 'audited.new@example.com' }, me));
    await writesOne('update-password', () =>
      put('/api/update-password', { oldPassword: PASSWORD, newPassword: 'Audited-new-pass-1' }, me),
    );
    // The reset is looked up and mailed by a job: its audit row is written once the mail is on its way.
    let resetLink = '';
    await writesOne('forgot-password', async () => {
      const res = await post('/api/forgot-password', { email });
      resetLink = (await smtp.next(email, 'Reset')).link;
      return res;
    });
    const reset = new URL(resetLink).pathname.split('/')[2];
    await writesOne('reset-password', () =>
      post('/api/reset-password', { token: reset, password: 'Audited-reset-pass-2' }),
    );
    const again = bearer((await post('/api/login', { email, password: 'Audited-reset-pass-2' })).json().data.token);
    await writesOne('logout', () => post('/api/logout', {}, again));

    const role = await writesOne(
      'create role',
      () => post('/api/super-admin/roles', { name: 'Audited Role', permissions: ['view-roles'] }, admin),
      201,
    );
    const roleId = role.json().data._id;
    await writesOne('update role', () =>
      put(`/api/super-admin/roles/${roleId}`, { name: 'Audited Role 2', permissions: ['view-roles'] }, admin),
    );
    const user = await writesOne(
      'create icon user',
      () =>
        post(
          '/api/super-admin/icon-users',
          { firstName: 'Ian', lastName: 'Icon', email: 'ian@example.com', roleId },
          admin,
        ),
      201,
    );
    await writesOne('update icon user', () =>
      put(
        `/api/super-admin/icon-users/${user.json().data._id}`,
        { firstName: 'Ian', lastName: 'Icon', roleId, status: 'deactivated' },
        admin,
      ),
    );
    const spare = (
      await post('/api/super-admin/roles', { name: 'Spare Role', permissions: ['view-roles'] }, admin)
    ).json().data._id;
    await writesOne('delete role', () =>
      t.app.inject({ method: 'DELETE', url: `/api/super-admin/roles/${spare}`, headers: admin }),
    );
  });
});
