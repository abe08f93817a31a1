import { readFileSync } from 'node:fs';
import { addDays, todayIn } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { pdfText } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { workbookOf } from '../../test/workbook.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';
import { calculatedPayment, importScreened } from './compliance.fixtures.ts';
import { monthLabel } from './compliance.record.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let facilityId: string;
const S = '/api/super-admin';
const post = (url: string, payload: object = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
  await generatePayPeriods(t.db);
  facilityId = await t.addFacility({ name: 'Compliance General', state: 'TX' });
});
afterAll(() => t.close());

const paymentStatus = async (id: string) =>
  (await t.app.inject({ url: `${S}/payments/${id}`, headers: admin })).json().data;

const C = `${S}/compliance`;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function importFile(source: string, bytes: Buffer, headers = admin) {
  const { payload, headers: h } = multipart({}, bytes, `${source}.csv`, 'text/csv');
  return t.app.inject({ method: 'POST', url: `${C}/lists/${source}/import`, headers: { ...headers, ...h }, payload });
}

/** A list imported and screened (the job done), as staff read the version. */
async function imported(source: string, bytes: Buffer) {
  const version = await importScreened(t, admin, source, bytes);
  expect(version).toMatchObject({ status: 'screened', error: null });
  return version;
}

/** A provider whose basic information (and state) staff saved through the profile API. */
async function provider(
  firstName: string,
  lastName: string,
  extra: { dateOfBirth?: string; npi?: string; state?: string },
) {
  const { id } = await t.createUser({ role: 'provider', firstName, lastName });
  const { state, ...basic } = extra;
  const put = (part: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `${S}/providers/${id}/${part}`, headers: admin, payload: body });
  expect((await put('basic-info', { firstName, lastName, ...basic })).statusCode).toBe(200);
  if (state) expect((await put('address-and-timezone', { state })).statusCode).toBe(200);
  return id;
}

async function matches(filters: object = {}) {
  const res = await post(`${C}/matches/all?page=1&pageSize=50`, { filters });
  expect(res.statusCode).toBe(200);
  return res.json().data.data as { _id: string; providerId: string; kind: string; status: string; source: string }[];
}

describe('exclusion lists and screening', () => {
  let hale: string;
  let lopez: string;
  let whitaker: string;
  let stone: string;
  let halePayment: string;

  it('imports the LEIE and the SAM extract as versions with their row counts, screening every provider', async () => {
    // Hale is paid before the list names him.
    hale = await provider('Gregory', 'Hale', { npi: '1548213374', dateOfBirth: '1971-02-02' });
    halePayment = await calculatedPayment(t, hale);
    expect((await paymentStatus(halePayment)).status).toBe('calculated');

    lopez = await provider('Maria', 'Lopez', { dateOfBirth: '1980-05-12' });
    whitaker = await provider('Jonathon', 'Whitaker', { state: 'oh' });
    stone = await provider('Clara', 'Stone', { dateOfBirth: '1980-05-12', state: 'AZ' });

    const leie = await imported('leie', fixture('leie-sample.csv'));
    expect(leie).toMatchObject({ source: 'leie', rowCount: 4, hits: 1, possible: 1 });
    const sam = await imported('sam', fixture('sam-sample.csv'));
    expect(sam).toMatchObject({ source: 'sam', rowCount: 3, hits: 0, possible: 1 });

    const list = await post(`${C}/lists/all?page=1&pageSize=10`, { sortBy: 'source', sortDirection: -1 });
    expect(list.json().data.data.map((v: { source: string; rowCount: number }) => [v.source, v.rowCount])).toEqual([
      ['leie', 4],
      ['sam', 3],
    ]);
  });

  it('finds the same NPI as a hit, name and date of birth, and a near spelling with the same state', async () => {
    const found = await matches();
    const byProvider = Object.fromEntries(found.map((m) => [m.providerId, [m.source, m.kind, m.status]]));
    expect(byProvider[hale]).toEqual(['leie', 'npi', 'pending']);
    expect(byProvider[lopez]).toEqual(['leie', 'name-dob', 'pending']);
    expect(byProvider[whitaker]).toEqual(['sam', 'name-state', 'pending']);
    expect(byProvider[stone]).toBeUndefined();
    const searched = await post(`${C}/matches/all?page=1&pageSize=10`, { search: 'whitak' });
    expect(searched.json().data.data).toHaveLength(1);
  });

  it('refuses a file of the other format and a review without a note, naming the field', async () => {
    const wrong = await importFile('sam', fixture('leie-sample.csv'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('file');
    const [m] = await matches({ providerId: lopez });
    const res = await post(`${C}/matches/${m?._id}/dismiss`, { note: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'note', message: 'Note is required' }]);
  });

  it('dismisses a possible match with a note, audited; a second review is refused', async () => {
    const [m] = await matches({ providerId: whitaker });
    const res = await post(`${C}/matches/${m?._id}/dismiss`, { note: 'Different person: other middle name and DOB' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dismissed', note: 'Different person: other middle name and DOB' });
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'screening-match'), eq(auditEvents.entityId, String(m?._id))));
    expect(row?.action).toBe('dismiss-match');
    expect((await post(`${C}/matches/${m?._id}/confirm`, { note: 'again' })).statusCode).toBe(409);
    // A later import does not ask about the same person again.
    await imported('sam', fixture('sam-sample.csv'));
    expect((await matches({ providerId: whitaker })).map((x) => x.status)).toEqual(['dismissed']);
  });

  it('a confirmed exclusion flags the provider, refuses new assignments, holds payments and shows on the calendar', async () => {
    const [m] = await matches({ providerId: hale });
    const res = await post(`${C}/matches/${m?._id}/confirm`, { note: 'LEIE entry matches NPI and name' });
    expect(res.statusCode, res.body).toBe(200);
    const today = todayIn();
    const view = await t.app.inject({ url: `${S}/providers/${hale}`, headers: admin });
    expect(view.json().data.excludedOn).toBe(today);
    const listed = await post(`${S}/providers/all?page=1&pageSize=10`, { search: 'Gregory Hale' });
    expect(listed.json().data.data[0].excludedOn).toBe(today);

    const assign = await post(`${S}/provider-facility-assignments`, {
      providerId: hale,
      facilityId,
      startDate: addDays(today, 60),
      endDate: addDays(today, 90),
      payPeriodType: 'bi_weekly',
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().errors[0]).toEqual({
      field: 'providerId',
      message: 'This provider is on an exclusion list (confirmed); new assignments are refused',
    });

    const payment = await paymentStatus(halePayment);
    expect(payment.status).toBe('held');
    expect(payment.holdReason).toMatch(/^Provider on an exclusion list since /);

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'user'),
          eq(auditEvents.entityId, hale),
          eq(auditEvents.action, 'exclusion-confirmed'),
        ),
      );
    expect(audits).toHaveLength(1);

    const risks = await t.app.inject({ url: `${S}/risk-calendar?days=30`, headers: admin });
    expect(risks.statusCode, risks.body).toBe(200);
    const kinds = (risks.json().data.items as { kind: string; providerId: string }[]).filter(
      (i) => i.kind === 'exclusion',
    );
    expect(kinds.map((i) => i.providerId)).toEqual([hale]);
  });

  it('screens a provider again when their name changes', async () => {
    await provider('Oswald', 'Prat', { dateOfBirth: '1955-11-20' });
    const found = await matches({ kind: 'name-dob' });
    expect(found.map((m) => m.providerId)).toContain(lopez);
    expect(found).toHaveLength(2);
  });
});

describe('states compare by their two-letter code', () => {
  it('matches a list row "TX" with a facility "Texas", a row "Texas" with a facility "TX", and a profile in any case', async () => {
    const texas = await t.addFacility({ name: 'Lone Star Surgical', state: 'Texas' });
    const assignAt = async (providerId: string, at: string) => {
      const res = await post(`${S}/provider-facility-assignments`, {
        providerId,
        facilityId: at,
        startDate: addDays(todayIn(), 10),
        endDate: addDays(todayIn(), 30),
        payPeriodType: 'bi_weekly',
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const reyes = await provider('Tomas', 'Reyes', { dateOfBirth: '1969-03-03' });
    await assignAt(reyes, texas);
    const quill = await provider('Ada', 'Quill', { dateOfBirth: '1972-07-07' });
    await assignAt(quill, facilityId);
    const lind = await provider('Bo', 'Lindqvist', { dateOfBirth: '1975-05-05', state: ' texas ' });
    const soren = await provider('Pia', 'Sorensen', { dateOfBirth: '1977-04-04', state: 'Oklahoma' });
    const row = (last: string, first: string, state: string) =>
      `${last},${first},,,INDIVIDUAL,NURSE ANESTHETIST,,0000000000,19500101,1 MAIN ST,AUSTIN,${state},78701,1128b4,20230901,00000000,00000000,`;
    const csv = [
      readFileSync(new URL('./fixtures/leie-sample.csv', import.meta.url), 'utf8').split('\n')[0],
      row('REYES', 'TOMAS', 'TX'),
      row('QUILL', 'ADA', 'Texas'),
      row('LINDQVIST', 'BO', 'TX'),
      row('SORENSEN', 'PIA', 'TX'),
    ].join('\n');
    await imported('leie', Buffer.from(csv));
    for (const id of [reyes, quill, lind])
      expect((await matches({ providerId: id })).map((m) => m.kind)).toEqual(['name-state']);
    expect(await matches({ providerId: soren })).toEqual([]);
  });
});

describe('the monthly screening record', () => {
  const month = () => todayIn().slice(0, 7);

  it('lists each run with its list version and the providers not clear (PDF)', async () => {
    const res = await t.app.inject({ url: `${C}/record?month=${month()}&format=pdf`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Exclusion screening record: ${monthLabel(month())}`);
    expect(text).toContain('leie.csv');
    expect(text).toContain('Gregory Hale');
    expect(text).toContain('Hit (same NPI)');
    const runs = await t.db.execute(
      `select count(*)::int as runs, sum(screened)::int as screened, sum(hits)::int as hits from screening_runs`,
    );
    const totals = (runs as unknown as { rows: { runs: number; screened: number; hits: number }[] }).rows[0];
    expect(text).toMatch(new RegExp(`Screening runs:\\s+${totals?.runs}\\s`));
    expect(text).toMatch(new RegExp(`Provider screenings:\\s+${totals?.screened}\\s`));
    expect(text).toMatch(new RegExp(`Hits \\(same NPI\\):\\s+${totals?.hits}\\s`));
  });

  it('lists every provider and run as rows with numbers as numbers (XLSX)', async () => {
    const res = await t.app.inject({ url: `${C}/record?month=${month()}&format=xlsx`, headers: admin });
    expect(res.statusCode).toBe(200);
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0];
    const checks = await t.db.execute(`select count(*)::int as n from screening_checks`);
    const n = (checks as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(sheet?.rowCount).toBe(Number(n) + 1);
    expect(typeof sheet?.getRow(2).getCell(9).value).toBe('number');
    // When the run screened, as a date cell (the company's time), like every moment the exports write.
    expect(sheet?.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet?.getRow(2).getCell(4).value).toBeInstanceOf(Date);
    const bad = await t.app.inject({ url: `${C}/record?month=2026-13`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('month');
  });
});

describe('who may call', () => {
  it('refuses providers and staff without the permission', async () => {
    const providerToken = await t.providerToken();
    const asProvider = { authorization: `Bearer ${providerToken}` };
    expect((await post(`/api/providers/compliance/matches/all?page=1&pageSize=10`, {}, asProvider)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/icon-users/compliance/matches/all?page=1&pageSize=10`, {}, asProvider)).statusCode).toBe(
      403,
    );
    const viewer = { authorization: `Bearer ${await t.iconUserToken(['view-compliance'])}` };
    expect((await post(`/api/icon-users/compliance/matches/all?page=1&pageSize=10`, {}, viewer)).statusCode).toBe(200);
    expect((await importFile('leie', fixture('leie-sample.csv'), viewer)).statusCode).toBe(403);
    const other = { authorization: `Bearer ${await t.iconUserToken(['view-providers'])}` };
    expect((await post(`/api/icon-users/compliance/lists/all?page=1&pageSize=10`, {}, other)).statusCode).toBe(403);
  });
});
