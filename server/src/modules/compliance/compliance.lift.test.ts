import { addDays, todayIn } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { pdfText } from '../../test/files.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';
import { calculatedPayment, importScreened } from './compliance.fixtures.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let facilityId: string;
const S = '/api/super-admin';
const C = `${S}/compliance`;
const post = (url: string, payload: object = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const LEIE_HEADER =
  'LASTNAME,FIRSTNAME,MIDNAME,BUSNAME,GENERAL,SPECIALTY,UPIN,NPI,DOB,ADDRESS,CITY,STATE,ZIP,EXCLTYPE,EXCLDATE,REINDATE,WAIVERDATE,WVRSTATE';
/** A LEIE row: name, NPI, state, exclusion day and reinstatement day (YYYYMMDD, 00000000 when none). */
const leieRow = (last: string, first: string, npi: string, state: string, excluded: string, reinstated = '00000000') =>
  `${last},${first},,,INDIVIDUAL,ANESTHESIOLOGY,,${npi},19700101,1 MAIN ST,AUSTIN,${state},78701,1128a1,${excluded},${reinstated},00000000,`;

async function importLeie(rows: string[]) {
  const version = await importScreened(t, admin, 'leie', Buffer.from([LEIE_HEADER, ...rows].join('\n')));
  expect(version).toMatchObject({ status: 'screened', error: null });
}

async function provider(firstName: string, lastName: string, npi: string) {
  const { id } = await t.createUser({ role: 'provider', firstName, lastName });
  const res = await t.app.inject({
    method: 'PUT',
    url: `${S}/providers/${id}/basic-info`,
    headers: admin,
    payload: { firstName, lastName, npi },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

const paymentOf = async (id: string) =>
  (await t.app.inject({ url: `${S}/payments/${id}`, headers: admin })).json().data;
const excludedOn = async (id: string) =>
  (await t.app.inject({ url: `${S}/providers/${id}`, headers: admin })).json().data.excludedOn;

type Match = { _id: string; status: string; liftedBy: string | null; reinstatedOn: string | null; liftNote: string };
async function matchesOf(providerId: string) {
  const res = await post(`${C}/matches/all?page=1&pageSize=50`, { filters: { providerId }, sortBy: 'createdAt' });
  expect(res.statusCode).toBe(200);
  return res.json().data.data as Match[];
}
const onlyMatch = async (providerId: string) => {
  const [m] = await matchesOf(providerId);
  if (!m) throw new Error('no match');
  return m;
};

const assign = (providerId: string, from: number) =>
  post(`${S}/provider-facility-assignments`, {
    providerId,
    facilityId,
    startDate: addDays(todayIn(), from),
    endDate: addDays(todayIn(), from + 20),
    payPeriodType: 'bi_weekly',
  });

const exclusionsOnCalendar = async () => {
  const res = await t.app.inject({ url: `${S}/risk-calendar?days=30`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { kind: string; providerId: string }[])
    .filter((i) => i.kind === 'exclusion')
    .map((i) => i.providerId);
};

let ferro: string;
let kress: string;
let ferroPayment: string;

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
  await generatePayPeriods(t.db);
  facilityId = await t.addFacility({ name: 'Lift General', state: 'TX' });
  ferro = await provider('Nadia', 'Ferro', '1649302712');
  kress = await provider('Ivan', 'Kress', '1750413829');
  ferroPayment = await calculatedPayment(t, ferro);
  await importLeie([
    leieRow('FERRO', 'NADIA', '1649302712', 'TX', '20240301'),
    leieRow('KRESS', 'IVAN', '1750413829', 'TX', '20230105', '20251101'),
  ]);
  const m = await onlyMatch(ferro);
  const confirmed = await post(`${C}/matches/${m._id}/confirm`, { note: 'NPI and name match the LEIE entry' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(() => t.close());

describe('lifting a confirmed exclusion', () => {
  it('refuses a lift without a note or, when the list gives no reinstatement date, without one, naming the field', async () => {
    const m = await onlyMatch(ferro);
    const noNote = await post(`${C}/matches/${m._id}/lift`, { note: '  ', reinstatedOn: '2026-11-01' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual([{ field: 'note', message: 'Note is required' }]);
    const noDay = await post(`${C}/matches/${m._id}/lift`, { note: 'Reinstated by the OIG' });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().errors).toEqual([
      { field: 'reinstatedOn', message: 'Enter the reinstatement date (the list gives none)' },
    ]);
    const badDay = await post(`${C}/matches/${m._id}/lift`, { note: 'Reinstated', reinstatedOn: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors[0].field).toBe('reinstatedOn');
    expect((await onlyMatch(ferro)).status).toBe('confirmed');
  });

  it('refuses to lift a match that is not confirmed (409)', async () => {
    const pending = await onlyMatch(kress);
    expect(pending.status).toBe('pending');
    const res = await post(`${C}/matches/${pending._id}/lift`, { note: 'Reinstated', reinstatedOn: '2026-11-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This screening match is pending, so it cannot be lifted');
  });

  it('refuses staff without the manage permission', async () => {
    const m = await onlyMatch(ferro);
    const viewer = { authorization: `Bearer ${await t.iconUserToken(['view-compliance'])}` };
    const url = `/api/icon-users/compliance/matches/${m._id}/lift`;
    expect((await post(url, { note: 'Reinstated', reinstatedOn: '2026-11-01' }, viewer)).statusCode).toBe(403);
    expect((await onlyMatch(ferro)).status).toBe('confirmed');
  });

  it('before the lift the provider is flagged, refused assignments, held and on the calendar', async () => {
    expect(await excludedOn(ferro)).toBe(todayIn());
    expect((await assign(ferro, 40)).statusCode).toBe(400);
    expect((await paymentOf(ferroPayment)).status).toBe('held');
    expect(await exclusionsOnCalendar()).toContain(ferro);
  });

  it('lifts with a note and the entered date, audited, and every effect of the exclusion goes', async () => {
    const m = await onlyMatch(ferro);
    const url = `/api/icon-users/compliance/matches/${m._id}/lift`;
    const manager = { authorization: `Bearer ${await t.iconUserToken(['view-compliance', 'manage-compliance'])}` };
    const res = await post(url, { note: 'OIG reinstated her; letter on file', reinstatedOn: '2026-11-01' }, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'lifted',
      liftNote: 'OIG reinstated her; letter on file',
      reinstatedOn: '2026-11-01',
      note: 'NPI and name match the LEIE entry',
    });
    expect(res.json().data.liftedBy).toBeTruthy();
    expect(res.json().data.liftedAt).toBeTruthy();

    expect(await excludedOn(ferro)).toBeNull();
    const payment = await paymentOf(ferroPayment);
    expect(payment.status).toBe('calculated');
    expect(payment.holdReason).toBeNull();
    expect(await exclusionsOnCalendar()).not.toContain(ferro);
    const assigned = await assign(ferro, 40);
    expect(assigned.statusCode, assigned.body).toBe(201);

    const audits = await t.db
      .select({ action: auditEvents.action, entityType: auditEvents.entityType })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, m._id));
    expect(audits.map((a) => a.action).sort()).toEqual(['confirm-exclusion', 'lift-exclusion']);
    const lifted = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, ferro), eq(auditEvents.action, 'exclusion-lifted')));
    expect(lifted).toHaveLength(1);

    const again = await post(`${C}/matches/${m._id}/lift`, { note: 'twice', reinstatedOn: '2026-11-01' });
    expect(again.statusCode).toBe(409);
  });

  it('takes the reinstatement date the list gives (LEIE REINDATE)', async () => {
    const m = await onlyMatch(kress);
    expect((await post(`${C}/matches/${m._id}/confirm`, { note: 'Same NPI' })).statusCode).toBe(200);
    expect(await excludedOn(kress)).toBe(todayIn());
    const res = await post(`${C}/matches/${m._id}/lift`, { note: 'The list says reinstated' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'lifted', reinstatedOn: '2025-11-01' });
    expect(await excludedOn(kress)).toBeNull();
  });

  it('shows the lifted match with who and when in the monthly record', async () => {
    const month = todayIn().slice(0, 7);
    const res = await t.app.inject({ url: `${C}/record?month=${month}&format=pdf`, headers: admin });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Nadia Ferro');
    expect(text).toMatch(/Lifted by .+ \d{2}\/\d{2}\/\d{4} \(reinstated 11\/01\/2026\)/);
  });

  it('flags a provider confirmed again later, on a new exclusion', async () => {
    await importLeie([leieRow('FERRO', 'NADIA', '1649302712', 'TX', '20261120')]);
    const found = await matchesOf(ferro);
    expect(found.map((m) => m.status).sort()).toEqual(['lifted', 'pending']);
    const fresh = found.find((m) => m.status === 'pending');
    const res = await post(`${C}/matches/${fresh?._id}/confirm`, { note: 'Excluded again' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await excludedOn(ferro)).toBe(todayIn());
    expect((await paymentOf(ferroPayment)).status).toBe('held');
    expect(await exclusionsOnCalendar()).toContain(ferro);
  });
});
