import { HOLIDAY_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

let t: TestApp;
let admin: Record<string, string>;
const base = '/api/super-admin/holidays';

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

const list = async (year: number) =>
  (await t.app.inject({ method: 'GET', url: `${base}?year=${year}`, headers: admin })).json().data as {
    day: string;
    name: string;
  }[];

describe('holiday calendar (super admins)', () => {
  it('lists the seeded federal holidays of a year', async () => {
    const days = await list(2026);
    expect(days.map((d) => d.day)).toContain('2026-07-04');
    expect(days.every((d) => d.day.startsWith('2026-'))).toBe(true);
  });

  it('adds, renames and deletes a holiday, audited; a day already listed answers 409', async () => {
    const add = await t.post(base, admin, { day: '2026-12-24', name: 'Christmas Eve' });
    expect(add.statusCode).toBe(201);
    expect(add.json().message).toBe(HOLIDAY_MESSAGES.added);
    expect(await list(2026)).toContainEqual({ day: '2026-12-24', name: 'Christmas Eve' });

    const again = await t.post(base, admin, { day: '2026-12-24', name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HOLIDAY_MESSAGES.exists);

    const rename = await t.app.inject({
      method: 'PUT',
      url: `${base}/2026-12-24`,
      headers: admin,
      payload: { name: 'Christmas Eve (clinic closed)' },
    });
    expect(rename.statusCode).toBe(200);
    expect(await list(2026)).toContainEqual({ day: '2026-12-24', name: 'Christmas Eve (clinic closed)' });

    const del = await t.app.inject({ method: 'DELETE', url: `${base}/2026-12-24`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(HOLIDAY_MESSAGES.deleted);
    expect((await list(2026)).map((d) => d.day)).not.toContain('2026-12-24');

    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'holiday'), eq(auditEvents.entityId, '2026-12-24')));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('names the bad field, and answers 404 for a day not listed', async () => {
    const bad = await t.post(base, admin, { day: '2026-13-40', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('day');
    const missing = await t.app.inject({ method: 'DELETE', url: `${base}/2026-03-03`, headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('is for super admins only', async () => {
    const icon = bearer(await t.iconUserToken(['view-pay-rates', 'edit-pay-rates']));
    const res = await t.app.inject({ method: 'GET', url: '/api/icon-users/holidays?year=2026', headers: icon });
    expect(res.statusCode).toBe(404);
    const viaSuper = await t.app.inject({ method: 'GET', url: `${base}?year=2026`, headers: icon });
    expect(viaSuper.statusCode).toBe(403);
    const provider = bearer(await t.providerToken());
    const asProvider = await t.post(base, provider, { day: '2026-12-26', name: 'Boxing Day' });
    expect(asProvider.statusCode).toBe(403);
  });
});
