import { ACCOUNT_MESSAGES, ADDRESS2_MESSAGE, PROFILE_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildMailingApp, PASSWORD } from '../../test/buildTestApp.ts';
import { workbookOf } from '../../test/workbook.ts';

const { t, smtp, admin } = await buildMailingApp();
afterAll(() => t.close());

const put = (url: string, payload: object, headers = admin) => t.app.inject({ method: 'PUT', url, headers, payload });
const staffUrl = (id: string, part: string) => `/api/super-admin/providers/${id}/${part}`;

describe('provider profile parts (staff)', () => {
  it('saves each part on its own and reads the profile back', async () => {
    const { id } = await t.createUser({ role: 'provider', firstName: 'Pam', lastName: 'Parts' });
    const basic = await put(staffUrl(id, 'basic-info'), {
      firstName: 'Pamela',
      lastName: 'Parts',
      npi: '1245319599',
      specialty: 'crna',
      dateOfBirth: '1985-04-12',
    });
    expect(basic.statusCode).toBe(200);
    expect(basic.json().message).toBe(PROFILE_MESSAGES.saved);
    expect(basic.json().data.basicInfo).toMatchObject({ firstName: 'Pamela', npi: '1245319599', specialty: 'crna' });

    const address = await put(staffUrl(id, 'address-and-timezone'), {
      address1: '10 Elm St',
      address2: 'Apt 2',
      city: 'Austin',
      state: 'TX',
      postalCode: '73301',
      country: 'US',
      timezone: 'America/Chicago',
    });
    expect(address.json().data.addressAndTimezone).toMatchObject({ address2: 'Apt 2', timezone: 'America/Chicago' });

    const icon = await put(staffUrl(id, 'icon-information'), {
      organisation: 'icon-anesthesia',
      startDate: '2024-01-01',
      endDate: '2025-01-01',
    });
    expect(icon.json().data.iconInformation.organisation).toBe('icon-anesthesia');
    const got = await t.app.inject({ url: `/api/super-admin/providers/${id}`, headers: admin });
    expect(got.json().data.basicInfo.firstName).toBe('Pamela');
    expect(got.json().data.iconInformation.endDate).toBe('2025-01-01');
  });

  it('validates each part with its own rules', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const npi = await put(staffUrl(id, 'basic-info'), { firstName: 'A', lastName: 'B', npi: '1245319598' });
    expect(npi.statusCode).toBe(400);
    expect(npi.json().errors).toEqual([
      { field: 'npi', message: 'Enter a valid 10-digit NPI (its check digit does not match)' },
    ]);
    const a2 = await put(staffUrl(id, 'address-and-timezone'), { address1: 'x', address2: 'Suite 9' });
    expect(a2.json().errors).toEqual([{ field: 'address2', message: ADDRESS2_MESSAGE }]);
    const email = await put(staffUrl(id, 'contact-information'), { email: 'no at sign' });
    expect(email.json().errors[0].field).toBe('email');
    const dates = await put(staffUrl(id, 'icon-information'), {
      organisation: 'none',
      startDate: '2025-05-01',
      endDate: '2025-04-01',
    });
    expect(dates.json().errors).toEqual([{ field: 'endDate', message: 'End date must be on or after the start date' }]);
    const inc = await put(staffUrl(id, 'incorporated-status'), { incorporated: true });
    expect(inc.json().errors).toEqual([
      { field: 'companyName', message: 'Company name is required when incorporated' },
    ]);
    const unchanged = await t.app.inject({ url: `/api/super-admin/providers/${id}`, headers: admin });
    expect(unchanged.json().data.iconInformation.startDate).toBeNull();
  });

  it('writes profile history rows for an edit: who, which field, from what to what', async () => {
    const { id } = await t.createUser({ role: 'provider', firstName: 'Hal', lastName: 'History' });
    await put(staffUrl(id, 'contact-information'), { email: `hal.${id.slice(-4)}@example.com`, phone: '555-0100' });
    await put(staffUrl(id, 'contact-information'), { email: `hal.${id.slice(-4)}@example.com`, phone: '555-0199' });
    const res = await t.app.inject({ url: `/api/super-admin/providers/${id}/history`, headers: admin });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().data.data;
    expect(latest).toMatchObject({
      actorName: 'Admin',
      action: 'update-contact-information',
      field: 'phone',
      old: '555-0100',
      new: '555-0199',
    });
  });

  it('archives and reinstates; archived providers are listed apart and cannot sign in', async () => {
    const { id, email } = await t.createUser({ role: 'provider', lastName: 'Archivable' });
    const arch = await t.app.inject({
      method: 'POST',
      url: `/api/super-admin/providers/${id}/archive`,
      headers: admin,
    });
    expect(arch.json().data.archived).toBe(true);
    const list = (archived: boolean) =>
      t.post('/api/super-admin/providers/all', admin, { search: 'Archivable', filters: { archived } });
    expect((await list(false)).json().data.total).toBe(0);
    expect((await list(true)).json().data.total).toBe(1);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: `/api/super-admin/providers/${id}/reinstate`, headers: admin });
    expect((await list(false)).json().data.total).toBe(1);
  });

  it('finds a provider by NPI and filters by specialty', async () => {
    const { id } = await t.createUser({ role: 'provider', lastName: 'Npi' });
    await put(staffUrl(id, 'basic-info'), {
      firstName: 'N',
      lastName: 'Npi',
      npi: '1234567893',
      specialty: 'anesthesiologist',
    });
    const find = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/super-admin/providers/all', headers: admin, payload });
    expect((await find({ search: '1234567893' })).json().data.data.map((p: { _id: string }) => p._id)).toEqual([id]);
    const crna = (await find({ filters: { specialty: 'crna' } })).json().data.data.map((p: { _id: string }) => p._id);
    expect(crna).not.toContain(id);
  });
});

describe('providers export', () => {
  it('streams the current filter as an XLSX workbook', async () => {
    const { id } = await t.createUser({ role: 'provider', firstName: 'Exa', lastName: 'Exportable' });
    await put(staffUrl(id, 'basic-info'), {
      firstName: 'Exa',
      lastName: 'Exportable',
      npi: '1245319599',
      specialty: 'crna',
    });
    // Microseconds the API's instants drop (as Date.toISOString does): the list and the export show the same one.
    await t.db.execute(sql`update users set created_at = '2026-03-04 05:06:07.891999+00' where id = ${id}`);
    const listed = await t.post('/api/super-admin/providers/all', admin, { search: 'Exportable' });
    expect(listed.json().data.data).toEqual([
      expect.objectContaining({ _id: id, createdAt: '2026-03-04T05:06:07.891Z' }),
    ]);
    const res = await t.post('/api/super-admin/providers/export', admin, { search: 'Exportable' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="providers.xlsx"');
    const wb = await workbookOf(res.rawPayload);
    const sheet = wb.getWorksheet('Providers');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).values).toEqual(expect.arrayContaining(['Exa', 'Exportable', '1245319599', 'CRNA']));
    expect(sheet?.getRow(1).getCell(13).value).toBe('Created');
    expect(sheet?.getRow(2).getCell(13).value).toEqual(new Date('2026-03-04T05:06:07.891Z'));
    const staffWithout = bearer(await t.iconUserToken(['view-providers']));
    const denied = await t.post('/api/icon-users/providers/export', staffWithout, {});
    expect(denied.statusCode).toBe(403);
  });
});

describe('invited provider', () => {
  it('sets a password and signs the agreement from the e-mailed link, then signs in', async () => {
    const res = await t.post('/api/super-admin/providers', admin, {
      firstName: 'Ina',
      lastName: 'Invitee',
      email: 'ina@example.com',
      specialty: 'crna',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', agreementStatus: 'not-signed' });
    const before = await t.post('/api/login', {}, { email: 'ina@example.com', password: 'x' });
    expect(before.statusCode).toBe(401);

    const link = new URL((await smtp.next('ina@example.com', 'Welcome')).link);
    expect(link.searchParams.get('invite')).toBe('provider');
    const token = link.pathname.split('/')[2];
    // The page shows the name to type; asking changes nothing, and a made-up token learns nothing.
    const named = await t.post('/api/invitation', {}, { token });
    expect(named.json().data).toEqual({ firstName: 'Ina', lastName: 'Invitee' });
    expect((await t.post('/api/invitation', {}, { token: 'x'.repeat(40) })).statusCode).toBe(400);
    const unsigned = await t.post('/api/reset-password', {}, { token, password: 'Ina-chooses-a-password' });
    expect(unsigned.json().errors).toEqual([{ field: 'signature', message: ACCOUNT_MESSAGES.signatureRequired }]);
    const signed = await t.post(
      '/api/reset-password',
      {},
      { token, password: 'Ina-chooses-a-password', signature: 'Ina Invitee' },
    );
    expect(signed.statusCode).toBe(200);
    const login = await t.post('/api/login', {}, { email: 'ina@example.com', password: 'Ina-chooses-a-password' });
    expect(login.json().data.profile).toMatchObject({
      status: 'confirmed',
      agreementStatus: 'signed',
      emailStatus: 'verified',
    });
  });
});

describe('own profile (provider family)', () => {
  it('a provider reads and edits only their own profile, never their ICON information', async () => {
    const me = await t.createUser({ role: 'provider', firstName: 'Olive', lastName: 'Own' });
    const other = await t.createUser({ role: 'provider' });
    const h = bearer(await t.login(me.email));
    const mine = await t.app.inject({ url: '/api/providers/profile', headers: h });
    expect(mine.json().data._id).toBe(me.id);
    expect((await t.app.inject({ url: `/api/providers/profile/${other.id}`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/providers/profile/${me.id}`, headers: h })).statusCode).toBe(200);

    const saved = await put('/api/providers/profile/contact-information', { email: me.email, phone: '555-0142' }, h);
    expect(saved.json().data.contactInformation.phone).toBe('555-0142');
    const icon = await put('/api/providers/profile/icon-information', { organisation: 'icon-exchange' }, h);
    expect(icon.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/super-admin/providers/${me.id}`, headers: h })).statusCode).toBe(403);

    // Their own e-mail changes only after the new address is verified.
    const moved = await put('/api/providers/profile/contact-information', { email: 'olive.new@example.com' }, h);
    expect(moved.json().message).toContain(ACCOUNT_MESSAGES.emailChangeSent);
    expect(moved.json().data.contactInformation.email).toBe(me.email);
    await smtp.next('olive.new@example.com', 'Confirm your new e-mail address');
  });
});
