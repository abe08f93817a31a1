import { first } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildMailingApp, PASSWORD } from '../../test/buildTestApp.ts';
import { notify } from './notifications.service.ts';

const { t, smtp } = await buildMailingApp();
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

describe('staff hear of a self-signed-up provider waiting for confirmation', () => {
  it('notifies staff who may confirm providers, in the app and by e-mail, once the e-mail is verified', async () => {
    const confirmer = await t.createUser({
      role: 'iconUser',
      status: 'confirmed',
      roleId: await t.createRole(['view-providers', 'edit-providers'], 'Confirmers'),
    });
    const bystander = await t.createUser({
      role: 'iconUser',
      status: 'confirmed',
      roleId: await t.createRole(['view-providers'], 'Readers'),
    });
    const email = 'casey.signup@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        firstName: 'Casey',
        lastName: 'Signup',
        email,
        password: PASSWORD,
        signature: 'Casey Signup',
        agreementAccepted: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    const [, , token, encrypted] = new URL((await smtp.next(email, 'Verify your e-mail address')).link).pathname.split(
      '/',
    );
    const staffNotes = async (userEmail: string, password?: string) =>
      (await t.post('/api/notifications/all', bearer(await t.login(userEmail, password)), {})).json().data.data as {
        type: string;
        body: string;
        link: string;
      }[];
    // Signed up but not verified yet: nobody is asked to confirm.
    expect(await staffNotes(confirmer.email)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/verify', payload: { token, email: encrypted } })).statusCode,
    ).toBe(200);

    const note = first(await staffNotes(confirmer.email));
    expect(note).toMatchObject({ type: 'provider-awaiting-confirmation' });
    expect(note.body).toContain(`Casey Signup (${email}) signed up and verified their e-mail`);
    expect(note.link).toMatch(/^\/view-providers\/[0-9a-f-]{36}$/);
    expect((await staffNotes(ADMIN.email, ADMIN.password)).map((n) => n.type)).toContain(
      'provider-awaiting-confirmation',
    );
    expect(await staffNotes(bystander.email)).toEqual([]);
    const mail = await smtp.next(confirmer.email, 'Provider waiting for confirmation');
    expect(mail.link).toBe(`http://portal.test${note.link}`);
  });

  it('stores the e-mail setting per user, audited', async () => {
    const me = await t.createUser({});
    const headers = bearer(await t.login(me.email));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers,
      payload: { email: false },
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Notification settings saved', data: { email: false } });
    const other = await t.createUser({});
    const theirs = await t.app.inject({
      url: '/api/notifications/settings',
      headers: bearer(await t.login(other.email)),
    });
    expect(theirs.json().data).toEqual({ email: true });
    const event = first(
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, me.id), eq(auditEvents.action, 'update-notification-settings'))),
    );
    expect(event.changes).toEqual([{ field: 'emailNotifications', old: true, new: false }]);
    expect((await t.app.inject({ url: '/api/notifications/settings' })).statusCode).toBe(401);
  });
});
