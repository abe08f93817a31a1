import { addDays, LICENCE_MESSAGES, todayIn } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

/** Licences through the API: add, edit, verify, revoke; lists; validation; who may call; a provider's own. */

let t: TestApp;
let admin: Record<string, string>;
let pat: { id: string; email: string };
let other: { id: string; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  pat = await t.createUser({ role: 'provider', firstName: 'Pat', lastName: 'Quinn' });
  other = await t.createUser({ role: 'provider', firstName: 'Olive', lastName: 'Other' });
}, 120_000);
afterAll(() => t.close());

const base = '/api/super-admin/licences';
const today = todayIn();
const create = (payload: object) => t.post(base, admin, payload);
const licence = (extra: object = {}) => ({
  providerId: pat.id,
  state: 'TX',
  type: 'state-licence',
  number: 'tx-1001',
  issuedOn: addDays(today, -300),
  expiresOn: addDays(today, 200),
  ...extra,
});
const list = (payload: object, headers = admin, url = base) => t.post(`${url}/all?pageSize=100`, headers, payload);
const numbers = async (payload: object, headers = admin, url = base) =>
  (await list(payload, headers, url)).json().data.data.map((r: { number: string }) => r.number);

describe('licences', () => {
  it('adds a licence (pending, number upper-cased) and reads it back', async () => {
    const res = await create(licence());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(LICENCE_MESSAGES.created);
    const made = res.json().data;
    expect(made).toMatchObject({
      provider: { _id: pat.id, firstName: 'Pat', lastName: 'Quinn' },
      state: 'TX',
      number: 'TX-1001',
      status: 'pending',
      daysLeft: 200,
      verifiedBy: null,
      documentId: null,
      renewalPath: null,
    });
    const got = await t.app.inject({ url: `${base}/${made._id}`, headers: admin });
    expect(got.json().data).toEqual(made);
  });

  it('answers 400 naming the field for bad input, and for a taken key', async () => {
    const cases: [object, string][] = [
      [{ state: 'Texas' }, 'state'],
      [{ state: 'XX' }, 'state'],
      [{ type: 'fishing' }, 'type'],
      [{ number: ' ' }, 'number'],
      [{ number: 'A\u0000B' }, 'number'],
      [{ number: 'bad;number' }, 'number'],
      [{ expiresOn: '2026-02-31' }, 'expiresOn'],
      [{ issuedOn: addDays(today, 10), expiresOn: addDays(today, 5) }, 'expiresOn'],
      [{ providerId: ADMIN_ID }, 'providerId'],
    ];
    for (const [extra, field] of cases) {
      const res = await create(licence({ number: 'TX-2002', ...extra }));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors?.[0]?.field ?? res.json().message, JSON.stringify(extra)).toContain(field);
    }
    const dup = await create(licence({ number: 'TX-1001' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([{ field: 'number', message: LICENCE_MESSAGES.taken }]);
  });

  it('edits, verifies (who, when, source), renews on a new expiry, revokes; each step audited', async () => {
    const { _id: id } = (await create(licence({ number: 'TX-3003' }))).json().data;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: { state: 'TX', type: 'state-licence', number: 'TX-3004', expiresOn: addDays(today, 210) },
    });
    expect(edited.json()).toMatchObject({ message: LICENCE_MESSAGES.updated, data: { number: 'TX-3004' } });
    const bad = await t.post(`${base}/${id}/verify`, admin, { source: 'a hunch' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('source');
    const verified = await t.post(`${base}/${id}/verify`, admin, { source: 'state-board-website' });
    expect(verified.json()).toMatchObject({
      message: LICENCE_MESSAGES.verified,
      data: {
        status: 'active',
        verificationSource: 'state-board-website',
        verifiedBy: { name: expect.stringContaining('Admin') },
      },
    });
    expect(verified.json().data.verifiedAt).toBeTruthy();
    const renewed = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: { state: 'TX', type: 'state-licence', number: 'TX-3004', expiresOn: addDays(today, 900) },
    });
    expect(renewed.json().data).toMatchObject({ status: 'pending', verifiedBy: null, verificationSource: null });
    const revoked = await t.post(`${base}/${id}/revoke`, admin, { reason: 'Board action' });
    expect(revoked.json()).toMatchObject({ message: LICENCE_MESSAGES.revoked, data: { status: 'revoked' } });
    const again = await t.post(`${base}/${id}/verify`, admin, { source: 'nppes' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This licence is revoked, so it cannot be verified');

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${id}`)
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'verify', 'renew', 'revoke']);
  });

  it('lists with search, filters (state, status, expiring within N days), sort and pages; empty when none', async () => {
    await create(licence({ state: 'ID', number: 'ID-11', expiresOn: addDays(today, 20) }));
    await create(licence({ state: 'NM', number: 'NM-22', expiresOn: addDays(today, 50), providerId: other.id }));
    expect(await numbers({ filters: { state: 'ID' } })).toEqual(['ID-11']);
    expect(await numbers({ filters: { expiringWithin: 30 } })).toEqual(['ID-11']);
    expect(await numbers({ filters: { expiringWithin: 60 }, sortBy: 'expiresOn', sortDirection: -1 })).toEqual([
      'ID-11',
      'NM-22',
    ]);
    expect(await numbers({ filters: { status: 'revoked' } })).toEqual(['TX-3004']);
    expect(await numbers({ search: 'olive' })).toEqual(['NM-22']);
    expect(await numbers({ search: 'nothing like it' })).toEqual([]);
    const bad = await list({ filters: { state: 'Nowhere' } });
    expect(bad.statusCode).toBe(400);
    const page = await t.post(`${base}/all?pageSize=1&page=2`, admin, { sortBy: 'number', sortDirection: -1 });
    expect(page.json().data).toMatchObject({ page: 2, pageSize: 1, total: 4 });
    expect(page.json().data.data.map((r: { number: string }) => r.number)).toEqual(['NM-22']);
  });

  it('needs the licences permissions for staff', async () => {
    const viewer = bearer(await t.iconUserToken(['view-licences']));
    const staff = '/api/icon-users/licences';
    expect((await t.post(`${staff}/all`, viewer)).statusCode).toBe(200);
    expect((await t.post(staff, viewer, licence({ number: 'NO-1' }))).statusCode).toBe(403);
    const [first] = (await list({})).json().data.data;
    expect((await t.post(`${staff}/${first._id}/verify`, viewer, { source: 'nppes' })).statusCode).toBe(403);
    const verifier = bearer(await t.iconUserToken(['view-licences', 'verify-licences']));
    expect((await t.post(`${staff}/${first._id}/verify`, verifier, { source: 'nppes' })).statusCode).toBe(200);
    expect((await t.post(`${staff}/all`, bearer(await t.iconUserToken(['view-providers'])))).statusCode).toBe(403);
  });

  it("lets a provider read only their own licences; another's is 404", async () => {
    const own = bearer(await t.login(other.email));
    const mine = '/api/providers/licences';
    expect(await numbers({ filters: { providerId: pat.id } }, own, mine)).toEqual(['NM-22']);
    const [patLicence] = (await list({ filters: { providerId: pat.id } })).json().data.data;
    const foreign = await t.app.inject({ url: `${mine}/${patLicence._id}`, headers: own });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(LICENCE_MESSAGES.notFound);
    expect((await t.post(mine, own, licence({ providerId: other.id }))).statusCode).toBe(404);
    expect((await t.post(`${base}/all`, own)).statusCode).toBe(403);
  });
});

const ADMIN_ID = '01900000-0000-7000-8000-000000000000';
