import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, PASSWORD, type TestApp } from '../test/buildTestApp.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

function connect(token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

describe('realtime', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow('unauthorized');
  });

  it("pushes a notification to the user's own socket", async () => {
    const { email } = await t.createUser({});
    const token = await t.login(email);
    const socket = await connect(token);
    const received = nextEvent<{ type: string; title: string }>(socket, 'notification');
    await t.app.inject({
      method: 'PUT',
      url: '/api/update-password',
      headers: bearer(token),
      payload: { oldPassword: PASSWORD, newPassword: 'A-whole-new-phrase-9' },
    });
    expect(await received).toMatchObject({ type: 'password-changed', title: 'Password changed' });
  });

  it('disconnects a socket whose token is revoked', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    const socket = await connect(token);
    const closed = nextEvent<string>(socket, 'disconnect');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await closed).toBe('io server disconnect');
  });

  it('tells the holders of a role that their permissions changed', async () => {
    const roleId = await t.createRole(['view-roles']);
    const { email } = await t.createUser({ role: 'iconUser', roleId });
    const socket = await connect(await t.login(email));
    const changed = nextEvent<{ roleId: string }>(socket, 'permissions-changed');
    const admin = bearer(await t.login(ADMIN.email, ADMIN.password));
    const role = (await t.app.inject({ url: `/api/super-admin/roles/${roleId}`, headers: admin })).json().data;
    await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/roles/${roleId}`,
      headers: admin,
      payload: { name: role.name, permissions: ['view-roles', 'view-icon-users'] },
    });
    expect(await changed).toEqual({ roleId });
  });
});
