import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import { PUBLIC } from './access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test-boom', { config: PUBLIC }, async () => {
      throw new Error('secret internal detail');
    });
  });
});
afterAll(() => t.close());

describe('route guard startup check', () => {
  it('refuses to start when a route declares no access', async () => {
    await expect(
      buildTestApp({}, (app) => {
        app.get('/api/undeclared', async () => 'open');
      }),
    ).rejects.toThrow('Route GET /api/undeclared declares no access');
    // A whole app is built (its database included) before the route is refused: a hook's budget, not a test's.
  }, 120_000);

  it('mounts the staff modules under both staff families', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/super-admin/roles');
    expect(routes).toContain('/api/icon-users/roles');
  });
});

describe('family guards', () => {
  const listRoles = (prefix: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/${prefix}/roles/all`, headers, payload: {} });

  it('anonymous callers get 401 on every family', async () => {
    for (const prefix of ['super-admin', 'icon-users']) {
      const res = await listRoles(prefix);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(401);
  });

  it('the super-admin family refuses icon users and providers with 403', async () => {
    const staff = await t.iconUserToken(['view-roles']);
    const provider = await t.providerToken();
    expect((await listRoles('super-admin', bearer(staff))).statusCode).toBe(403);
    expect((await listRoles('super-admin', bearer(provider))).statusCode).toBe(403);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    expect((await listRoles('super-admin', bearer(admin))).statusCode).toBe(200);
  });

  it('the icon-users family needs the permission the route names', async () => {
    const without = await t.iconUserToken(['view-providers']);
    const withIt = await t.iconUserToken(['view-roles']);
    const denied = await listRoles('icon-users', bearer(without));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You don`t have access to this page');
    expect((await listRoles('icon-users', bearer(withIt))).statusCode).toBe(200);
    const provider = await t.providerToken();
    expect((await listRoles('icon-users', bearer(provider))).statusCode).toBe(403);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    expect((await listRoles('icon-users', bearer(admin))).statusCode).toBe(403);
  });

  it('a permission removed from a role applies on the next request', async () => {
    const roleId = await t.createRole(['view-roles']);
    const { email } = await t.createUser({ role: 'iconUser', roleId });
    const token = await t.login(email);
    expect((await listRoles('icon-users', bearer(token))).statusCode).toBe(200);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const role = (await t.app.inject({ url: `/api/super-admin/roles/${roleId}`, headers: bearer(admin) })).json().data;
    await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/roles/${roleId}`,
      headers: bearer(admin),
      payload: { name: role.name, permissions: ['view-providers'] },
    });
    expect((await listRoles('icon-users', bearer(token))).statusCode).toBe(403);
  });
});

describe('errors', () => {
  it('unknown /api paths answer a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('a thrown error answers 500 Internal Server Error with no stack', async () => {
    const res = await t.app.inject({ url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal Server Error', code: 'INTERNAL' });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const res = await t.post('/api/login', { 'content-type': 'application/json' }, '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('health checks the database and OpenAPI lists the routes', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/logout', '/api/update-password', '/api/super-admin/roles/all']),
    );
  });
});
