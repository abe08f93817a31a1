import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { notify } from './notifications.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = async (userId: string, title: string) => {
  const push = await notify(t.db, t.app, userId, { type: 'test', title, body: `${title} body` });
  push();
};

describe('notifications', () => {
  it("lists the user's own notifications newest first, marks one and all read", async () => {
    const me = await t.createUser({});
    const other = await t.createUser({});
    for (const title of ['first', 'second', 'third']) await send(me.id, title);
    await send(other.id, 'not mine');
    const headers = bearer(await t.login(me.email));
    const list = async (payload: object = {}, query = '') =>
      (await t.app.inject({ method: 'POST', url: `/api/notifications/all${query}`, headers, payload })).json().data;

    const all = await list();
    expect(all.data.map((n: { title: string }) => n.title)).toEqual(['third', 'second', 'first']);
    expect(all).toMatchObject({ total: 3, unread: 3 });
    expect((await list({}, '?page=2&pageSize=2')).data.map((n: { title: string }) => n.title)).toEqual(['first']);

    const read = await t.app.inject({ method: 'PUT', url: `/api/notifications/${all.data[0]._id}/read`, headers });
    expect(read.statusCode).toBe(200);
    const unread = await list({ filters: { unread: true } });
    expect(unread.data.map((n: { title: string }) => n.title)).toEqual(['second', 'first']);
    const count = await t.app.inject({ url: '/api/notifications/unread-count', headers });
    expect(count.json().data).toEqual({ count: 2 });

    await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers });
    expect((await list()).unread).toBe(0);
  });

  it("cannot mark another user's notification (404)", async () => {
    const owner = await t.createUser({});
    const intruder = await t.createUser({});
    await send(owner.id, 'private');
    const ownerHeaders = bearer(await t.login(owner.email));
    const [note] = (
      await t.app.inject({ method: 'POST', url: '/api/notifications/all', headers: ownerHeaders, payload: {} })
    ).json().data.data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${note._id}/read`,
      headers: bearer(await t.login(intruder.email)),
    });
    expect(res.statusCode).toBe(404);
    const still = await t.app.inject({ url: '/api/notifications/unread-count', headers: ownerHeaders });
    expect(still.json().data.count).toBe(1);
  });
});
