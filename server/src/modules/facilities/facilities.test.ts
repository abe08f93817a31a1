import { ADDRESS2_MESSAGE, FACILITY_MESSAGES, itemAt } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

let t: TestApp;
let admin: Record<string, string>;
let clientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  clientId = (await t.app.inject({ url: '/api/list-clients?search=HCA', headers: admin })).json().data[0]._id;
});
afterAll(() => t.close());

const base = '/api/super-admin/facilities';
const contacts = [
  { type: 'primary_timesheet_approver', name: 'Tara Approver', email: 'TARA@hospital.org', phone: '+1 555 0100' },
  { type: 'backup_timesheet_approver', name: 'Ben Backup', email: 'ben@hospital.org' },
  { type: 'primary_credentialing_contact', name: 'Cara Cred', email: 'cara@hospital.org' },
  { type: 'primary_pe_contact', name: 'Pete Enroll', email: 'pete@hospital.org' },
];
const body = (over: object = {}) => ({
  name: `St. Mary ${Math.random().toString(36).slice(2, 8)}`,
  address1: '1 Main St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202',
  country: 'US',
  timezone: 'America/Denver',
  clientId,
  contacts,
  ...over,
});
const create = (payload: object) => t.app.inject({ method: 'POST', url: base, headers: admin, payload });

describe('facilities', () => {
  it('adds a facility with its four contacts and ICON staff contact, and reads it back', async () => {
    const staff = await t.createUser({ role: 'iconUser', firstName: 'Sue', lastName: 'Staff' });
    const options = (
      await t.app.inject({ url: '/api/super-admin/facility-icon-users/contacts', headers: admin })
    ).json();
    expect(options.data.map((u: { _id: string }) => u._id)).toContain(staff.id);

    const res = await create(body({ iconContactIds: [staff.id] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(FACILITY_MESSAGES.created);
    const f = res.json().data;
    expect(f.client.name).toBe('HCA Healthcare');
    expect(f.contacts).toHaveLength(4);
    expect(f.contacts.find((c: { type: string }) => c.type === 'primary_timesheet_approver')).toEqual({
      type: 'primary_timesheet_approver',
      name: 'Tara Approver',
      email: 'tara@hospital.org',
      phone: '+1 555 0100',
    });
    expect(f.iconContacts).toEqual([{ _id: staff.id, firstName: 'Sue', lastName: 'Staff', email: staff.email }]);
    const got = await t.app.inject({ url: `${base}/${f._id}`, headers: admin });
    expect(got.json().data).toEqual(f);
  });

  it('validates: address 2 needs country and postal code, time zone, e-mails, duplicate contact types', async () => {
    const a2 = await create(body({ address2: 'Suite 4', country: null, postalCode: null }));
    expect(a2.statusCode).toBe(400);
    expect(a2.json().errors).toContainEqual({ field: 'address2', message: ADDRESS2_MESSAGE });
    const tz = await create(body({ timezone: 'Mars/Olympus' }));
    expect(tz.json().errors).toContainEqual({ field: 'timezone', message: 'Choose a valid time zone' });
    const email = await create(body({ contacts: [{ ...contacts[0], email: 'not-an-email' }] }));
    expect(email.json().errors).toContainEqual({ field: 'contacts.0.email', message: 'Enter a valid e-mail address' });
    const twice = await create(body({ contacts: [contacts[0], contacts[0]] }));
    expect(twice.json().errors[0]).toEqual({ field: 'contacts', message: 'Each contact type can be given once' });
    const unknownClient = await create(body({ clientId: '01900000-0000-7000-8000-000000000000' }));
    expect(unknownClient.json().errors).toEqual([{ field: 'clientId', message: FACILITY_MESSAGES.unknownClient }]);
  });

  it('refuses a duplicate name', async () => {
    const first = (await create(body())).json().data;
    const dup = await create(body({ name: first.name.toUpperCase() }));
    expect(dup.json().errors).toEqual([{ field: 'name', message: FACILITY_MESSAGES.nameTaken }]);
  });

  it('edits contacts, archives and reinstates; archived ones have their own filter', async () => {
    const f = (await create(body({ name: 'Lakeside Medical Center' }))).json().data;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${f._id}`,
      headers: admin,
      payload: body({ name: 'Lakeside Medical Center', contacts: contacts.slice(0, 1) }),
    });
    expect(edited.json().data.contacts).toHaveLength(1);

    const archived = await t.app.inject({ method: 'POST', url: `${base}/${f._id}/archive`, headers: admin });
    expect(archived.json().data.status).toBe('archived');
    const again = await t.app.inject({ method: 'POST', url: `${base}/${f._id}/archive`, headers: admin });
    expect(again.statusCode).toBe(409);
    const list = (filters: object) =>
      t.app.inject({ method: 'POST', url: `${base}/all`, headers: admin, payload: { search: 'Lakeside', filters } });
    expect((await list({})).json().data.total).toBe(0);
    expect((await list({ status: 'archived' })).json().data.data[0].name).toBe('Lakeside Medical Center');
    const back = await t.app.inject({ method: 'POST', url: `${base}/${f._id}/reinstate`, headers: admin });
    expect(back.json().data.status).toBe('active');
    expect((await list({})).json().data.total).toBe(1);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${f._id}`)
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'archive', 'reinstate']);
    expect(itemAt(events, 1).changes.map((c) => c.field)).toEqual(['contacts']);
  });

  it('lists sorted by name both ways and filters by client', async () => {
    await create(body({ name: 'Aardvark General' }));
    await create(body({ name: 'Zephyr Regional', clientId: null }));
    const list = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${base}/all?pageSize=100`, headers: admin, payload });
    const asc = (await list({ sortBy: 'name', sortDirection: -1 }))
      .json()
      .data.data.map((f: { name: string }) => f.name);
    expect(asc[0]).toBe('Aardvark General');
    const desc = (await list({ sortBy: 'name', sortDirection: 1 }))
      .json()
      .data.data.map((f: { name: string }) => f.name);
    expect(desc[0]).toBe('Zephyr Regional');
    const byClient = (await list({ filters: { clientId } })).json().data.data.map((f: { name: string }) => f.name);
    expect(byClient).not.toContain('Zephyr Regional');
    expect(byClient).toContain('Aardvark General');
  });

  it('needs the facility permissions for icon users', async () => {
    const viewer = bearer(await t.iconUserToken(['view-facilities']));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/icon-users/facilities/all', headers: viewer, payload: {} }))
        .statusCode,
    ).toBe(200);
    const add = await t.post('/api/icon-users/facilities', viewer, body());
    expect(add.statusCode).toBe(403);
    const provider = bearer(await t.providerToken());
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/icon-users/facilities/all', headers: provider, payload: {} }))
        .statusCode,
    ).toBe(403);
  });
});
