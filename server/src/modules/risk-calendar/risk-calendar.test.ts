import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { malpracticeInfo, referenceItems } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let lakeside: string;
let harbor: string;
let ann: { id: string };
let ben: { id: string };
let soonId: string;

// A fixed clock (only Date is faked, so the database's timers run): today is 2026-03-01.
const TODAY = '2026-03-01';

async function facility(name: string) {
  const res = await t.post('/api/super-admin/facilities', admin, { name });
  return res.json().data._id as string;
}
async function assign(providerId: string, facilityId: string, startDate: string, endDate: string) {
  const res = await t.post('/api/super-admin/provider-facility-assignments', admin, {
    providerId,
    facilityId,
    startDate,
    endDate,
    payPeriodType: 'bi_weekly',
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  lakeside = await facility('Lakeside Clinic');
  harbor = await facility('Harbor Hospital');
  ann = await t.createUser({ role: 'provider', firstName: 'Ann', lastName: 'Arbor' });
  ben = await t.createUser({ role: 'provider', firstName: 'Ben', lastName: 'Bay' });
  soonId = await assign(ann.id, lakeside, '2026-01-01', '2026-03-21'); // ends in 20 days
  await assign(ben.id, harbor, '2026-01-01', '2026-04-20'); // in 50 days
  await assign(ann.id, harbor, '2026-04-01', '2026-05-25'); // in 85 days
  await assign(ben.id, lakeside, '2025-01-01', '2025-12-31'); // ended: never listed
  const insurer = uuidv7();
  await t.db.insert(referenceItems).values({ id: insurer, kind: 'insurance-provider', name: 'Test Mutual' });
  await t.db.insert(malpracticeInfo).values({
    id: uuidv7(),
    providerId: ben.id,
    insuranceProviderId: insurer,
    policyNumber: 'POL-77',
    effectiveDate: '2025-05-01',
    expiryDate: '2026-04-10', // in 40 days
  });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const calendar = (query: string, headers: Headers = admin, family = 'super-admin') =>
  t.app.inject({ url: `/api/${family}/risk-calendar${query}`, headers });
const summary = (res: { json(): { data: { items: { date: string; kind: string }[] } } }) =>
  res.json().data.items.map((i) => `${i.date} ${i.kind}`);

describe('risk calendar', () => {
  it('lists what falls within the next 30, 60 or 90 days, by date', async () => {
    const d30 = await calendar('?days=30');
    expect(d30.statusCode).toBe(200);
    expect(d30.json().data.from).toBe(TODAY);
    expect(d30.json().data.to).toBe('2026-03-31');
    expect(summary(d30)).toEqual(['2026-03-21 assignment-end']);
    const first = d30.json().data.items[0];
    expect(first).toMatchObject({
      providerId: ann.id,
      providerName: 'Ann Arbor',
      facilityId: lakeside,
      facilityName: 'Lakeside Clinic',
      title: 'Assignment at Lakeside Clinic ends',
      link: `/view-provider-assign-facility/${soonId}`,
    });
    expect(summary(await calendar('?days=60'))).toEqual([
      '2026-03-21 assignment-end',
      '2026-04-10 malpractice-expiry',
      '2026-04-20 assignment-end',
    ]);
    expect(summary(await calendar('?days=90'))).toEqual([
      '2026-03-21 assignment-end',
      '2026-04-10 malpractice-expiry',
      '2026-04-20 assignment-end',
      '2026-05-25 assignment-end',
    ]);
    expect(summary(await calendar(''))).toEqual(['2026-03-21 assignment-end']);
  });

  it('answers a month, and narrows by facility and provider', async () => {
    expect(summary(await calendar('?from=2026-04-01&to=2026-04-30'))).toEqual([
      '2026-04-10 malpractice-expiry',
      '2026-04-20 assignment-end',
    ]);
    expect(summary(await calendar(`?days=90&facilityId=${harbor}`))).toEqual([
      '2026-04-10 malpractice-expiry', // Ben is at Harbor until 2026-04-20
      '2026-04-20 assignment-end',
      '2026-05-25 assignment-end',
    ]);
    expect(summary(await calendar(`?days=90&providerId=${ann.id}`))).toEqual([
      '2026-03-21 assignment-end',
      '2026-05-25 assignment-end',
    ]);
  });

  it('refuses a bad window with 400 naming the field', async () => {
    const days = await calendar('?days=45');
    expect(days.statusCode).toBe(400);
    expect(days.json().errors[0].field).toBe('days');
    const order = await calendar('?from=2026-04-30&to=2026-04-01');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].field).toBe('to');
  });

  it('shows each staff user only the kinds their permissions allow', async () => {
    const assignmentsOnly = bearer(await t.iconUserToken(['view-assignments']));
    const res = await calendar('?days=90', assignmentsOnly, 'icon-users');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kinds).toEqual(['assignment-end']);
    expect(summary(res).every((s) => s.endsWith('assignment-end'))).toBe(true);
    const nothing = bearer(await t.iconUserToken([]));
    const empty = await calendar('?days=90', nothing, 'icon-users');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.items).toEqual([]);
  });

  it('is closed to providers', async () => {
    const provider = bearer(await t.providerToken());
    expect((await calendar('?days=30', provider, 'icon-users')).statusCode).toBe(403);
    expect((await calendar('?days=30', provider, 'super-admin')).statusCode).toBe(403);
    expect((await calendar('?days=30', provider, 'providers')).statusCode).toBe(404);
  });

  it('lists what already expired first, as overdue, unless a later cover replaced it', async () => {
    const [insurer] = await t.db.select().from(referenceItems).limit(1);
    const cover = (policyNumber: string, expiryDate: string) => ({
      id: uuidv7(),
      providerId: ann.id,
      insuranceProviderId: insurer?.id ?? '',
      policyNumber,
      effectiveDate: '2024-01-01',
      expiryDate,
    });
    await t.db.insert(malpracticeInfo).values([cover('OLD-1', '2025-06-30'), cover('LAPSED-2', '2026-02-10')]);
    const d30 = await calendar('?days=30');
    expect(summary(d30)).toEqual(['2026-02-10 malpractice-expiry', '2026-03-21 assignment-end']);
    const [lapsed, soon] = d30.json().data.items;
    expect(lapsed).toMatchObject({ overdue: true, title: 'Malpractice cover LAPSED-2 expires' });
    expect(soon.overdue).toBe(false);
    // A month in the past lists its items as overdue too; the replaced cover stays out.
    const feb = await calendar('?from=2026-02-01&to=2026-02-28');
    expect(feb.json().data.items.map((i: { overdue: boolean }) => i.overdue)).toEqual([true]);
    expect(summary(await calendar('?from=2025-06-01&to=2025-06-30'))).toEqual([]);
  });
});
