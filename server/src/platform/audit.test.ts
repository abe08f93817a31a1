import { first, itemAt } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.ts';
import { bearer, buildAdminApp, PASSWORD } from '../test/buildTestApp.ts';
import { diff } from './audit.ts';

const { t, admin: headers } = await buildAdminApp();
afterAll(() => t.close());

const eventsFor = (entityId: string) =>
  t.db.select().from(auditEvents).where(sql`${auditEvents.entityId} = ${entityId}`).orderBy(auditEvents.id);

describe('audit trail', () => {
  it('records who changed which role field from what to what, one row per mutation', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/roles',
      headers,
      payload: { name: 'Audit Role', permissions: ['view-roles'] },
    });
    const id = created.json().data._id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/roles/${id}`,
      headers,
      payload: { name: 'Audit Role 2', permissions: ['view-roles'] },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/super-admin/roles/${id}`, headers });
    const events = await eventsFor(id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    const update = itemAt(events, 1, 'the update event');
    expect(update.changes).toEqual([{ field: 'name', old: 'Audit Role', new: 'Audit Role 2' }]);
    expect(update.actorName).toBe('Admin');
  });

  it('records a password change without any password value', async () => {
    const { id, email } = await t.createUser({});
    const token = await t.login(email);
    await t.app.inject({
      method: 'PUT',
      url: '/api/update-password',
      headers: bearer(token),
      payload: { oldPassword: PASSWORD, newPassword: 'Another-long-phrase-5' },
    });
    const events = await eventsFor(id);
    expect(events.map((e) => e.action)).toEqual(['login', 'update-password']);
    const event = itemAt(events, 1, 'the update-password event');
    expect(event.changes).toEqual([{ field: 'password', old: null, new: null }]);
    expect(JSON.stringify(event)).not.toContain('Another-long-phrase-5');
  });

  it('a failed mutation writes no audit row', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    const res = await t.app.inject({ method: 'POST', url: '/api/super-admin/roles', headers, payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(first(after).n).toBe(first(before).n);
  });

  it('refuses UPDATE and DELETE on the audit table', async () => {
    await expect(t.db.execute(sql`update audit_events set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const rows = await t.db.select().from(auditEvents);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.action === 'forged')).toBe(false);
  });
});

describe('diff', () => {
  it('lists changed fields only and hides secrets', () => {
    expect(diff({ a: 1, b: 'x', passwordHash: 'h1' }, { a: 1, b: 'y', passwordHash: 'h2' })).toEqual([
      { field: 'b', old: 'x', new: 'y' },
      { field: 'passwordHash', old: null, new: null },
    ]);
  });
});
