import { marginOf, PAY_RATE_MESSAGES, pickRateSet, type RatesCents, toCents } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, malpracticeStateRates, providerProfiles, referenceItems } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { downloadedWorkbook } from '../../test/workbook.ts';

let t: TestApp;
let admin: Record<string, string>;
let facilityId: string;
const base = '/api/super-admin/pay-rate';

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  facilityId = await t.addFacility({ name: 'Lakeside Medical Center', state: 'TX' });
});
afterAll(() => t.close());

/** A provider (specialty crna) assigned to the facility for 2026; returns ids. */
async function assigned(over: { firstName?: string; lastName?: string } = {}) {
  const provider = await t.createUser({ role: 'provider', ...over });
  await t.db.update(providerProfiles).set({ specialty: 'crna' }).where(eq(providerProfiles.userId, provider.id));
  return { provider, assignmentId: await t.assignProvider({ providerId: provider.id, facilityId }) };
}

const rateBody = (assignmentId: string, over: object = {}) => ({
  assignmentId,
  effectiveFrom: '2026-01-01',
  effectiveTo: '2026-06-30',
  regularRates: {
    worked: { PayRate: '120.00', BillRate: '165.50' },
    'in-house-call': { PayRate: 20, BillRate: '30' },
  },
  ...over,
});
const create = (payload: object) => t.app.inject({ method: 'POST', url: base, headers: admin, payload });
const approve = (id: string) => t.app.inject({ method: 'POST', url: `${base}/${id}/approve`, headers: admin });

describe('money and the pick rule (contracts)', () => {
  it('reads amounts exactly, truncating to two decimals', () => {
    expect(toCents('125.509')).toBe(12550);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('1,234.5')).toBe(123450);
    expect(toCents('')).toBe(0);
    expect(toCents('12.3.4')).toBeNull();
    expect(toCents('-5')).toBeNull();
  });

  const zero = { PayRate: 0, BillRate: 0 };
  const set = (worked = zero) => ({
    worked,
    'evening-on-call-pager': zero,
    '24-hour-pager-call': zero,
    'in-house-call': zero,
  });
  const rates = (r: number, w: number, h: number): RatesCents => ({
    regularRates: set({ PayRate: r, BillRate: 0 }),
    weekendRates: set({ PayRate: w, BillRate: 0 }),
    holidayRates: set({ PayRate: h, BillRate: 0 }),
  });
  it('picks holiday if any holiday rate > 0, else weekend, else regular, else none', () => {
    expect(pickRateSet(rates(100, 200, 300))).toBe('holidayRates');
    expect(pickRateSet(rates(100, 200, 0))).toBe('weekendRates');
    expect(pickRateSet(rates(100, 0, 0))).toBe('regularRates');
    expect(pickRateSet(rates(0, 0, 0))).toBeNull();
    expect(pickRateSet(null)).toBeNull();
  });

  it('computes the margin in cents: bill - pay - malpractice, percent of the bill', () => {
    expect(marginOf(16550, 12000, 1275)).toEqual({ margin: 3275, percent: 19.8 });
    expect(marginOf(10000, 9500, 1000)).toEqual({ margin: -500, percent: -5 });
    expect(marginOf(0, 0, 1000)).toEqual({ margin: -1000, percent: null });
  });
});

describe('pay rates', () => {
  it('adds a pending rate with exact money, lists it with the picked rate, refuses an overlap with 409', async () => {
    const { assignmentId } = await assigned({ lastName: 'Listed' });
    const res = await create(rateBody(assignmentId));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(PAY_RATE_MESSAGES.created);
    const rate = res.json().data;
    expect(rate).toMatchObject({
      status: 'pending',
      version: 1,
      regularRates: { worked: { PayRate: '120.00', BillRate: '165.50' }, 'in-house-call': { PayRate: '20.00' } },
      weekendRates: { worked: { PayRate: '0.00', BillRate: '0.00' } },
      picked: { set: 'regularRates', PayRate: '120.00', BillRate: '165.50' },
    });

    const overlap = await create(rateBody(assignmentId, { effectiveFrom: '2026-06-30', effectiveTo: null }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(PAY_RATE_MESSAGES.overlap);
    // The next day is fine.
    expect((await create(rateBody(assignmentId, { effectiveFrom: '2026-07-01', effectiveTo: null }))).statusCode).toBe(
      201,
    );

    const list = await t.post(`${base}/all`, admin, { search: 'Listed', sortBy: 'effectiveFrom', sortDirection: -1 });
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.data.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual([
      '2026-01-01',
      '2026-07-01',
    ]);
    // The search also finds the provider by e-mail, and the facility by name.
    const searched = async (search: string) =>
      (await t.app.inject({ method: 'POST', url: `${base}/all`, headers: admin, payload: { search } })).json().data
        .data as { _id: string }[];
    const byMail = (
      await t.app.inject({ method: 'POST', url: `${base}/all`, headers: admin, payload: { search: 'Listed' } })
    ).json().data.data[0] as { provider: { email: string }; facility: { name: string } };
    expect(await searched(byMail.provider.email)).toHaveLength(2);
    expect((await searched(byMail.facility.name)).length).toBeGreaterThanOrEqual(2);
    const on = await t.post(`${base}/all`, admin, { filters: { assignmentId, effectiveOn: '2026-08-15' } });
    expect(on.json().data.data.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual(['2026-07-01']);
  });

  it('the database refuses overlaps that race past the check', async () => {
    const { assignmentId } = await assigned();
    const [a, b] = await Promise.all([
      create(rateBody(assignmentId)),
      create(rateBody(assignmentId, { effectiveFrom: '2026-03-01' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('names the bad field: amounts, dates in order', async () => {
    const { assignmentId } = await assigned();
    const res = await create(
      rateBody(assignmentId, {
        effectiveTo: '2025-01-01',
        regularRates: { worked: { PayRate: 'abc', BillRate: '1' } },
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('regularRates.worked.PayRate');
  });

  it('approve locks: a second approve is 409, an edit makes a new dated version, the history shows both', async () => {
    const { assignmentId } = await assigned();
    const id = (await create(rateBody(assignmentId, { effectiveTo: null }))).json().data._id;
    const ok = await approve(id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', approvedBy: expect.any(String) });
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This pay rate is approved, so it cannot be approved');
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audited.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'approve']));

    // Editing the approved rate from a date before or on its start is refused.
    const early = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: rateBody(assignmentId, { effectiveTo: null }),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PAY_RATE_MESSAGES.versionStart);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: rateBody(assignmentId, {
        effectiveFrom: '2026-04-01',
        effectiveTo: null,
        regularRates: { worked: { PayRate: '130', BillRate: '170' } },
      }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().message).toBe(PAY_RATE_MESSAGES.versioned);
    const next = edit.json().data;
    expect(next).toMatchObject({ status: 'pending', version: 2, previousId: id, effectiveFrom: '2026-04-01' });
    expect(next._id).not.toBe(id);
    expect(next.history).toEqual([
      expect.objectContaining({ _id: id, version: 1, status: 'approved', effectiveTo: '2026-03-31' }),
      expect.objectContaining({ _id: next._id, version: 2, status: 'pending', effectiveTo: null }),
    ]);
    // The approved version's rates are untouched.
    const old = (await t.app.inject({ url: `${base}/${id}`, headers: admin })).json().data;
    expect(old.regularRates.worked).toEqual({ PayRate: '120.00', BillRate: '165.50' });
    // A pending version is edited in place.
    const inPlace = await t.app.inject({
      method: 'PUT',
      url: `${base}/${next._id}`,
      headers: admin,
      payload: rateBody(assignmentId, { effectiveFrom: '2026-04-01', effectiveTo: null }),
    });
    expect(inPlace.json()).toMatchObject({ message: PAY_RATE_MESSAGES.updated, data: { _id: next._id, version: 2 } });
  });

  it('shows the margin per key in cents with the malpractice cost of the state and specialty; negative flagged', async () => {
    const insurerId = uuidv7();
    await t.db.insert(referenceItems).values({ id: insurerId, kind: 'insurance-provider', name: 'Margin Mutual' });
    await t.db.insert(malpracticeStateRates).values({
      id: uuidv7(),
      insuranceProviderId: insurerId,
      state: 'TX',
      specialty: 'crna',
      hourlyCents: 1275,
      effectiveFrom: '2025-01-01',
    });
    const { assignmentId } = await assigned();
    const res = await create(
      rateBody(assignmentId, {
        regularRates: {
          worked: { PayRate: '120.00', BillRate: '165.50' },
          'in-house-call': { PayRate: '20', BillRate: '25' },
        },
      }),
    );
    const { margin } = res.json().data;
    expect(margin.malpracticeCost).toBe('12.75');
    expect(margin.malpracticeSource).toMatchObject({
      insuranceProvider: 'Margin Mutual',
      state: 'TX',
      specialty: 'crna',
    });
    expect(margin.sets.regularRates.worked).toEqual({
      BillRate: '165.50',
      PayRate: '120.00',
      malpractice: '12.75',
      margin: '32.75',
      percent: 19.8,
      negative: false,
    });
    expect(margin.sets.regularRates['in-house-call']).toMatchObject({ margin: '-7.75', percent: -31, negative: true });
  });

  it("a provider reads only their own approved rates, without bill rates; another provider's answers 404", async () => {
    const me = await assigned();
    const other = await assigned();
    const mine = (await create(rateBody(me.assignmentId))).json().data._id;
    const pending = (await create(rateBody(me.assignmentId, { effectiveFrom: '2026-07-01', effectiveTo: null }))).json()
      .data._id;
    const theirs = (await create(rateBody(other.assignmentId))).json().data._id;
    await approve(mine);
    await approve(theirs);
    const h = bearer(await t.login(me.provider.email));
    const list = await t.post('/api/providers/pay-rate/all', h, { filters: { providerId: other.provider.id } });
    expect(list.json().data.data.map((r: { _id: string }) => r._id)).toEqual([mine]);
    // The other provider's own list, asked right after with the same filters: it answers their rate.
    const ownIds = async (headers: Record<string, string>) =>
      (await t.post('/api/providers/pay-rate/all', headers, {})).json().data.data.map((r: { _id: string }) => r._id);
    expect(await ownIds(bearer(await t.login(other.provider.email)))).toEqual([theirs]);
    expect(await ownIds(h)).toEqual([mine]);
    const own = await t.app.inject({ url: `/api/providers/pay-rate/${mine}`, headers: h });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      regularRates: { worked: { PayRate: '120.00', BillRate: '-' } },
      margin: null,
    });
    expect((await t.app.inject({ url: `/api/providers/pay-rate/${theirs}`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/providers/pay-rate/${pending}`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${base}/all`, headers: h, payload: {} })).statusCode).toBe(403);
  });

  it('an icon user needs the permission for each call', async () => {
    const viewer = bearer(await t.iconUserToken(['view-pay-rates']));
    const { assignmentId } = await assigned();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/icon-users/pay-rate/all', headers: viewer, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect((await t.post('/api/icon-users/pay-rate', viewer, rateBody(assignmentId))).statusCode).toBe(403);
  });

  const upload = (name: string, body: string) => {
    const { payload, headers } = multipart({}, Buffer.from(body), name, 'text/csv');
    return t.post(`${base}/import`, { ...admin, ...headers }, payload);
  };

  it('imports all rows or none: one bad row imports nothing and names its line', async () => {
    const { provider } = await assigned();
    const head =
      'provider_email,facility_name,effective_from,effective_to,regular_worked_pay,regular_worked_bill,notes';
    const bad = [
      head,
      `${provider.email},Lakeside Medical Center,2026-01-01,2026-03-31,100,150,first`,
      `${provider.email},Lakeside Medical Center,2026-04-01,,abc,150,bad amount`,
      `${provider.email},Nowhere Clinic,2026-04-01,,100,150,no assignment`,
    ].join('\n');
    const refused = await upload('rates.csv', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('2 row(s) could not be imported; nothing was imported');
    expect(refused.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Line 3: regular_worked_pay: Enter an amount such as 125.50',
      `Line 4: no assignment of ${provider.email} at Nowhere Clinic covers 2026-04-01`,
    ]);
    const none = await t.post(`${base}/all`, admin, { filters: { providerId: provider.id } });
    expect(none.json().data.total).toBe(0);

    const good = [head, `${provider.email},Lakeside Medical Center,2026-01-01,,100.559,150,ok`].join('\n');
    const done = await upload('rates.csv', good);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ imported: 1, rows: 1 });
    const one = await t.post(`${base}/all`, admin, { filters: { providerId: provider.id } });
    expect(one.json().data.data[0]).toMatchObject({
      status: 'pending',
      picked: { PayRate: '100.55', BillRate: '150.00' },
    });
  });

  it('serves the import template and downloads the filtered list as XLSX', async () => {
    const example = await t.app.inject({ url: `${base}/example?format=csv`, headers: admin });
    expect(example.statusCode).toBe(200);
    expect(example.body.split('\n')[0]).toContain('provider_email,facility_name,effective_from');
    const { provider, assignmentId } = await assigned({ firstName: 'Xlsx', lastName: 'Download' });
    await create(rateBody(assignmentId));
    const wb = await downloadedWorkbook(t, `${base}/download`, admin, { filters: { providerId: provider.id } });
    const sheet = wb.getWorksheet('Pay rates');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).values).toEqual(
      expect.arrayContaining(['Xlsx Download', 'Lakeside Medical Center', 'Pending', 'Regular', 120, 165.5]),
    );
  });
});
