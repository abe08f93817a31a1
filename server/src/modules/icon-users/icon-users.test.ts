import { ACCOUNT_MESSAGES, ICON_USER_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import type { TestSmtp } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
let roleId: string;
beforeAll(async () => {
  ({ t, smtp, admin } = await buildMailingApp());
  roleId = await t.createRole(['view-roles', 'view-providers'], 'Front Desk');
});
afterAll(() => t.close());

const base = '/api/super-admin/icon-users';
const create = (payload: object) => t.app.inject({ method: 'POST', url: base, headers: admin, payload });

describe('icon users', () => {
  it('invites a new staff user who sets a password, is confirmed, and the inviter is notified', async () => {
    const res = await create({ firstName: 'Ivy', lastName: 'Invited', email: 'ivy@example.com', roleId });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ICON_USER_MESSAGES.created);
    expect(res.json().data).toMatchObject({ status: 'pending', role: { _id: roleId, name: 'Front Desk' } });

    const mail = await smtp.next('ivy@example.com', 'You are invited');
    const url = new URL(mail.link);
    expect(url.pathname).toMatch(/^\/reset-password\/[\w-]+$/);
    expect(url.searchParams.get('invite')).toBe('1');
    const token = url.pathname.split('/')[2];
    const accepted = await t.post('/api/reset-password', {}, { token, password: 'Ivy-sets-a-password-1' });
    expect(accepted.json().message).toBe(ACCOUNT_MESSAGES.invitationAccepted);

    const login = await t.post('/api/login', {}, { email: 'ivy@example.com', password: 'Ivy-sets-a-password-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.profile).toMatchObject({ status: 'confirmed', emailStatus: 'verified' });

    const notes = await t.app.inject({ method: 'POST', url: '/api/notifications/all', headers: admin, payload: {} });
    expect(notes.json().data.data[0]).toMatchObject({ type: 'invitation-accepted', title: 'Invitation accepted' });
  });

  it('lists with search, status and role filters, and sorts by name', async () => {
    await create({ firstName: 'Zed', lastName: 'Alpha', email: 'zed@example.com', roleId });
    await create({ firstName: 'Amy', lastName: 'Beta', email: 'amy@example.com', roleId });
    const list = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${base}/all?page=1&pageSize=50`, headers: admin, payload });
    const byName = await list({ sortBy: 'name', sortDirection: -1, filters: { roleId } });
    const names = byName.json().data.data.map((u: { firstName: string }) => u.firstName);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Amy', 'Zed', 'Ivy']));
    const search = await list({ search: 'zed@' });
    expect(search.json().data.data.map((u: { email: string }) => u.email)).toEqual(['zed@example.com']);
    const confirmed = await list({ filters: { status: 'confirmed' } });
    expect(confirmed.json().data.data.map((u: { email: string }) => u.email)).toEqual(['ivy@example.com']);
  });

  it('refuses a taken e-mail and an unknown role on their fields', async () => {
    const dup = await create({ firstName: 'A', lastName: 'B', email: 'IVY@example.com', roleId });
    expect(dup.json().errors).toEqual([{ field: 'email', message: ICON_USER_MESSAGES.emailTaken }]);
    const noRole = await create({
      firstName: 'A',
      lastName: 'B',
      email: 'new@example.com',
      roleId: '01900000-0000-7000-8000-000000000000',
    });
    expect(noRole.json().errors).toEqual([{ field: 'roleId', message: ICON_USER_MESSAGES.roleNotFound }]);
  });

  it('deactivation revokes the user at once', async () => {
    const { id, email } = await t.createUser({ role: 'iconUser', roleId });
    const token = await t.login(email);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: { firstName: 'Gone', lastName: 'User', roleId, status: 'deactivated' },
    });
    expect(res.json().data.status).toBe('deactivated');
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('permissions of the accounts routes', () => {
  const routes: [string, string, string, object?][] = [
    ['POST', '/api/icon-users/icon-users/all', 'view-icon-users', {}],
    ['GET', '/api/icon-users/icon-users/01900000-0000-7000-8000-000000000000', 'view-icon-users'],
    ['POST', '/api/icon-users/icon-users', 'add-icon-users', { firstName: 'a', lastName: 'b', email: 'x@y.z', roleId }],
    ['PUT', '/api/icon-users/icon-users/01900000-0000-7000-8000-000000000000', 'edit-icon-users', {}],
    ['POST', '/api/icon-users/providers/all', 'view-providers', {}],
    ['POST', '/api/icon-users/providers/01900000-0000-7000-8000-000000000000/confirm', 'edit-providers'],
    ['POST', '/api/icon-users/roles', 'add-roles', {}],
    ['PUT', '/api/icon-users/roles/01900000-0000-7000-8000-000000000000', 'edit-roles', {}],
    ['DELETE', '/api/icon-users/roles/01900000-0000-7000-8000-000000000000', 'delete-roles'],
    ['GET', '/api/icon-users/permissions', 'view-roles'],
  ];

  it('an icon user without the permission a route names gets 403, and with it gets past the guard', async () => {
    for (const [method, url, permission, payload] of routes) {
      const others = await t.iconUserToken(['view-facilities']);
      const denied = await t.app.inject({ method: method as 'GET', url, headers: bearer(others), payload });
      expect(denied.statusCode, `${method} ${url} without ${permission}`).toBe(403);
      const holder = await t.iconUserToken([permission]);
      const allowed = await t.app.inject({ method: method as 'GET', url, headers: bearer(holder), payload });
      expect(allowed.statusCode, `${method} ${url} with ${permission}`).not.toBe(403);
    }
  });
});
