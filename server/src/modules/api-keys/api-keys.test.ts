import { API_KEY_MESSAGES, addDays, todayIn } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys, auditEvents } from '../../db/schema/index.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, admin } = await buildAdminApp({ API_KEY_RATE_LIMIT: '5' }));
});
afterAll(() => t.close());

const base = '/api/super-admin/api-keys';
const sheets = '/api/icon-users/time-sheet/all';
const create = (payload: object, headers = admin) => t.post(base, headers, payload);
const newKey = async (payload: object) => {
  const res = await create({ name: 'Payroll sync', permissions: ['view-timesheets'], ...payload });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; key: string; prefix: string };
};

describe('API keys', () => {
  it('shows the key once and keeps only its hash', async () => {
    const res = await create({ name: 'Payroll sync', permissions: ['view-timesheets'] });
    expect(res.json().message).toBe(API_KEY_MESSAGES.created);
    const { key, _id, prefix } = res.json().data;
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, _id));
    expect(JSON.stringify(row)).not.toContain(key.slice(3));
    const list = await t.post(`${base}/all`, admin, { search: 'payroll' });
    const listed = list.json().data.data.find((k: { _id: string }) => k._id === _id);
    expect(listed).toMatchObject({ name: 'Payroll sync', status: 'active', lastUsedAt: null });
    expect(listed.key).toBeUndefined();
  });

  it('refuses permissions its creator does not hold, and unknown ones, beside the field', async () => {
    const staff = bearer(await t.iconUserToken(['manage-integrations', 'view-timesheets']));
    const more = await t.post('/api/icon-users/api-keys', staff, { name: 'x', permissions: ['approve-timesheets'] });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual([{ field: 'permissions', message: API_KEY_MESSAGES.moreThanCreator }]);
    const within = await t.post('/api/icon-users/api-keys', staff, { name: 'x', permissions: ['view-timesheets'] });
    expect(within.statusCode).toBe(201);
    const unknown = await create({ name: 'x', permissions: ['fly-planes'] });
    expect(unknown.json().errors).toEqual([{ field: 'permissions.0', message: API_KEY_MESSAGES.unknownPermission }]);
    const badAddress = await create({ name: 'x', permissions: ['view-timesheets'], allowedAddresses: ['nope'] });
    expect(badAddress.json().errors).toEqual([{ field: 'allowedAddresses.0', message: API_KEY_MESSAGES.badAddress }]);
  });

  it('calls the staff API within its permissions only, audited as the key', async () => {
    const { key, _id } = await newKey({ name: 'Reader' });
    const ok = await t.post(sheets, bearer(key), { filters: { status: 'approved' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ data: [], total: 0 });
    const refused = await t.post('/api/icon-users/facilities/all', bearer(key), {});
    expect(refused.statusCode).toBe(403);
    // Never a person's own calls, nor the super-admin family.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(key) })).statusCode).toBe(403);
    expect((await t.post('/api/super-admin/time-sheet/all', bearer(key), {})).statusCode).toBe(403);
    // A call is audited once its answer has gone out, so the last row may land just after the last answer.
    const calls = await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, _id), eq(auditEvents.action, 'api-call')));
      expect(rows).toHaveLength(4);
      return rows;
    });
    expect(calls.map((c) => c.actorName)).toEqual(Array(calls.length).fill('API key Reader'));
    const statuses = calls.map((c) => Number(c.changes.find((f) => f.field === 'status')?.new));
    expect(statuses.sort()).toEqual([200, 403, 403, 403]);
    const listed = (await t.post(`${base}/all`, admin, { search: 'Reader' })).json().data.data[0];
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('cannot manage keys or webhooks with a key', async () => {
    const { key } = await newKey({ name: 'Greedy', permissions: ['manage-integrations'] });
    const res = await t.post('/api/icon-users/api-keys', bearer(key), { name: 'y', permissions: ['view-timesheets'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_MESSAGES.keysCannotManage);
  });

  it('stops working after its last day, outside its addresses, and at once when revoked', async () => {
    const tomorrow = addDays(todayIn(), 1);
    const { key, _id } = await newKey({ name: 'Expiring', expiresOn: tomorrow });
    expect((await t.post(sheets, bearer(key), {})).statusCode).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresOn: addDays(todayIn(), -1) })
      .where(eq(apiKeys.id, _id));
    const expired = await t.post(sheets, bearer(key), {});
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API key has expired');
    const past = await create({ name: 'x', permissions: ['view-timesheets'], expiresOn: todayIn() });
    expect(past.json().errors).toEqual([{ field: 'expiresOn', message: API_KEY_MESSAGES.expiryPast }]);

    const fenced = await newKey({ name: 'Fenced', allowedAddresses: ['203.0.113.0/24'] });
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: sheets, headers: bearer(fenced.key), payload: {}, remoteAddress });
    expect((await from('203.0.113.9')).statusCode).toBe(200);
    const outside = await from('198.51.100.1');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(API_KEY_MESSAGES.address);

    const live = await newKey({ name: 'Revoked soon' });
    expect((await t.post(sheets, bearer(live.key), {})).statusCode).toBe(200);
    const revoked = await t.post(`${base}/${live._id}/revoke`, admin);
    expect(revoked.json().data).toMatchObject({ status: 'revoked' });
    expect((await t.post(sheets, bearer(live.key), {})).statusCode).toBe(401);
    const again = await t.post(`${base}/${live._id}/revoke`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_KEY_MESSAGES.alreadyRevoked);
  });

  it('limits calls per key', async () => {
    const { key } = await newKey({ name: 'Busy' });
    const other = await newKey({ name: 'Quiet' });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await t.post(sheets, bearer(key), {})).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await t.post(sheets, bearer(other.key), {})).statusCode).toBe(200);
  });
});
