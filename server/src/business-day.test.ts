import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerProfiles } from './db/schema/index.ts';
import { generatePayPeriods } from './modules/pay-periods/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from './test/buildTestApp.ts';
import { testConfig } from './test/testConfig.ts';

/**
 * What "today" means on a US evening, through the API. 20:00 on 9 February in Los Angeles and 00:30 on 10 February in
 * New York are both already the 10th in UTC, but still the 9th for the company (America/Chicago by default). Only
 * Date is faked, so the database's timers run.
 */
const LA_EVENING = new Date('2026-02-10T04:00:00Z');
const NY_AFTER_MIDNIGHT = new Date('2026-02-10T05:30:00Z');
const TODAY = '2026-02-09';
const UTC_DAY = '2026-02-10';
const CLOCKS = [
  ['20:00 in Los Angeles', LA_EVENING],
  ['00:30 in New York', NY_AFTER_MIDNIGHT],
] as const;

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let insurerId: string;
const S = '/api/super-admin';

const post = (url: string, payload: object = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `${S}${url}`, headers, payload });
const get = (url: string, headers: Headers = admin) => t.app.inject({ url, headers });
/** Moves the clock and signs the admin in again: an hour's jump would otherwise end the session as idle. */
async function at(clock: Date) {
  vi.setSystemTime(clock);
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
}

async function facility(name: string, timezone?: string) {
  const res = await post('/facilities', { name, timezone });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function assignment(providerId: string, facilityId: string, startDate: string, endDate: string, daily = false) {
  const res = await post('/provider-facility-assignments', {
    providerId,
    facilityId,
    startDate,
    endDate,
    payPeriodType: daily ? 'daily' : 'bi_weekly',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; active: boolean };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LA_EVENING);
  t = await buildTestApp();
  await at(LA_EVENING);
  await generatePayPeriods(t.db);
  const insurers = (await get(`${S}/malpractice-insurance-provider/all`)).json().data;
  insurerId = insurers.find((i: { name: string }) => i.name === 'MedPro Group')._id;
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe("the company's business day on a US evening", () => {
  it('is configuration, and the session tells the web', async () => {
    expect(testConfig('/tmp/unused').COMPANY_TIME_ZONE).toBe('America/Chicago');
    expect(() => testConfig('/tmp/unused', { COMPANY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/COMPANY_TIME_ZONE/);
    const me = await get('/api/me');
    expect(me.json().data.companyTimeZone).toBe('America/Chicago');
  });

  it.each(CLOCKS)('at %s a malpractice cover expiring today still covers today', async (_, clock) => {
    await at(clock);
    const p = await t.createUser({ role: 'provider', firstName: 'Cover', lastName: `Today ${clock.getTime()}` });
    await t.db.update(providerProfiles).set({ specialty: 'crna' }).where(eq(providerProfiles.userId, p.id));
    const created = await post('/malpractice-rates/info', {
      providerId: p.id,
      insuranceProviderId: insurerId,
      policyNumber: `POL-${clock.getTime()}`,
      effectiveDate: '2025-02-10',
      expiryDate: TODAY,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.daysLeft).toBe(0);
    const listed = async (within: string) =>
      (await post('/malpractice-rates/expired-malpractice/all', { filters: { within, providerId: p.id } })).json().data
        .data as { daysLeft: number }[];
    expect(await listed('expired')).toEqual([]);
    expect((await listed('30')).map((r) => r.daysLeft)).toEqual([0]);
  });

  it.each(CLOCKS)('at %s an assignment ending today is active, one starting tomorrow is not', async (_, clock) => {
    await at(clock);
    const facilityId = await facility(`Active Clinic ${clock.getTime()}`);
    const { id } = await t.createUser({ role: 'provider' });
    const ending = await assignment(id, facilityId, '2026-01-01', TODAY);
    const starting = await assignment(id, facilityId, UTC_DAY, '2026-06-30');
    expect([ending.active, starting.active]).toEqual([true, false]);
    const active = await post('/provider-facility-assignments/active', { filters: { providerId: id } });
    expect(active.json().data.data.map((a: { _id: string }) => a._id)).toEqual([ending._id]);
    const people = await post('/provider-facility-assignments/assigned-providers', { facilityId, activeOnly: true });
    expect(people.json().data.map((p: { _id: string }) => p._id)).toEqual([id]);
  });

  it.each(CLOCKS)("at %s the current pay period holds the company's today", async (_, clock) => {
    await at(clock);
    const [daily] = (await get('/api/list-pay-periods?limit=1&type=daily')).json().data;
    expect(daily).toMatchObject({ startDate: TODAY, endDate: TODAY });
  });

  it.each(CLOCKS)(
    'at %s a reappointment due today is due in 0 days, and the risk calendar starts today',
    async (_, clock) => {
      await at(clock);
      const { id } = await t.createUser({ role: 'provider', firstName: 'Due', lastName: `Today ${clock.getTime()}` });
      const facilityId = await facility(`Due Clinic ${clock.getTime()}`);
      const record = await t.app.inject({
        method: 'POST',
        url: `${S}/credentialing-payor-enrollment`,
        headers: admin,
        payload: { kind: 'credentialing', providerId: id, facilityId, applicationType: 'reappointment', dueOn: TODAY },
      });
      expect(record.statusCode, record.body).toBe(201);
      const due = await post('/upcoming-reappointments/all', { filters: { days: 30, providerId: id } });
      expect(due.json().data.data.map((r: { dueOn: string; daysLeft: number }) => [r.dueOn, r.daysLeft])).toEqual([
        [TODAY, 0],
      ]);
      const calendar = (await get(`${S}/risk-calendar?days=30`)).json().data;
      expect([calendar.from, calendar.to]).toEqual([TODAY, '2026-03-11']);
    },
  );
});

describe("a facility's work on a US evening", () => {
  it("uses the facility's zone: at 00:30 New York's day has begun, Los Angeles' has not", async () => {
    await at(NY_AFTER_MIDNIGHT);
    const newYork = await facility('Hudson Surgical', 'America/New_York');
    const losAngeles = await facility('Pacific Surgical', 'America/Los_Angeles');
    const user = await t.createUser({ role: 'provider' });
    const provider = bearer(await t.login(user.email));
    for (const [facilityId, newest, accepted] of [
      [newYork, UTC_DAY, true],
      [losAngeles, TODAY, false],
    ] as const) {
      const a = await assignment(user.id, facilityId, '2026-01-01', '2026-06-30', true);
      const options = await get(`/api/providers/time-sheet/pay-period-options?assignmentId=${a._id}&limit=1`, provider);
      expect(options.json().data.map((p: { startDate: string }) => p.startDate)).toEqual([newest]);
      const [period] = (
        await post('/pay-periods/all', { filters: { type: 'daily', from: UTC_DAY, to: UTC_DAY } })
      ).json().data.data;
      const sheet = await t.app.inject({
        method: 'POST',
        url: '/api/providers/time-sheet',
        headers: provider,
        payload: { assignmentId: a._id, payPeriodId: period._id, entries: [{ date: UTC_DAY, hours: 8 }] },
      });
      if (accepted) expect(sheet.statusCode, sheet.body).toBe(201);
      else expect(sheet.json().errors).toEqual([{ field: 'entries.0.date', message: TIMESHEET_MESSAGES.futureDay }]);
    }
  });
});
