import { addDays, BONUS_MESSAGES, BONUS_TYPE_VALUES } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, payPeriods, type StoredEntry, timesheets } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { downloadedWorkbook } from '../../test/workbook.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let facilityId: string;
/** A bi-weekly period and a later one, both generated. */
let period: { id: string; startDate: string; endDate: string };
let nextPeriod: { id: string; startDate: string; endDate: string };
const base = '/api/super-admin/bonuses';

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  await generatePayPeriods(t.db);
  const periods = await t.db
    .select()
    .from(payPeriods)
    .where(eq(payPeriods.type, 'bi_weekly'))
    .orderBy(asc(payPeriods.startDate))
    .limit(2);
  [period, nextPeriod] = periods as unknown as [typeof period, typeof period];
  facilityId = await t.addFacility({ name: 'Harbor Regional Hospital', state: 'CA' });
});
afterAll(() => t.close());

/** A provider with an assignment covering both periods. */
async function assigned(over: { firstName?: string; lastName?: string } = {}) {
  const provider = await t.createUser({ role: 'provider', ...over });
  const assignmentId = await t.assignProvider({
    providerId: provider.id,
    facilityId,
    startDate: period.startDate,
    endDate: nextPeriod.endDate,
  });
  return { provider, assignmentId };
}

const body = (providerId: string, over: object = {}) => ({
  providerId,
  type: 'performanceBonus',
  amount: '150.00',
  payPeriodId: period.id,
  notes: 'Great quarter',
  ...over,
});
const create = (payload: object, headers: Headers = admin, url = base) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const approve = (id: string, headers: Headers = admin, url = base) =>
  t.app.inject({ method: 'POST', url: `${url}/${id}/approve`, headers });
const list = (payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `${base}/all?page=1&pageSize=50`, headers, payload });

describe('bonuses and deductions', () => {
  it('lists the bonus types with their labels', async () => {
    const res = await t.app.inject({ url: '/api/super-admin/bonus-types', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { value: string }) => o.value)).toEqual([...BONUS_TYPE_VALUES]);
    expect(res.json().data[0]).toEqual({ value: 'hoursCompletionBonus', label: 'Hours Completion Bonus' });
  });

  it('adds a bonus and a deduction with exact cents; a deduction reduces pay', async () => {
    const { provider, assignmentId } = await assigned();
    const bonus = await create(body(provider.id, { amount: '100.10', assignmentId }));
    expect(bonus.statusCode).toBe(201);
    expect(bonus.json().message).toBe(BONUS_MESSAGES.created);
    expect(bonus.json().data).toMatchObject({
      type: 'performanceBonus',
      amount: '100.10',
      signedAmount: '100.10',
      status: 'pending',
      assignment: { _id: assignmentId, facility: { name: 'Harbor Regional Hospital' } },
      payPeriod: { _id: period.id, startDate: period.startDate, endDate: period.endDate },
    });
    const small = await create(body(provider.id, { amount: 0.2, type: 'incentive' }));
    expect(small.json().data).toMatchObject({ amount: '0.20', signedAmount: '0.20' });
    // Truncated to two decimals, never rounded (spec section 5).
    const deduction = await create(body(provider.id, { type: 'deduction', amount: '0.309' }));
    expect(deduction.statusCode).toBe(201);
    expect(deduction.json().data).toMatchObject({ type: 'deduction', amount: '0.30', signedAmount: '-0.30' });

    const mine = await list({ filters: { providerId: provider.id } });
    const cents = mine
      .json()
      .data.data.map((b: { signedAmount: string }) => Math.round(Number(b.signedAmount.replace('.', ''))));
    // 100.10 + 0.20 - 0.30 = 100.00 exactly.
    expect(cents.reduce((a: number, b: number) => a + b, 0)).toBe(10000);
    expect(mine.json().data.total).toBe(3);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { provider } = await assigned();
    const other = await assigned();
    const cases: [object, string][] = [
      [body(provider.id, { amount: '' }), 'amount'],
      [body(provider.id, { amount: 'ten' }), 'amount'],
      [body(provider.id, { type: 'gift' }), 'type'],
      [body(provider.id, { payPeriodId: 'nope' }), 'payPeriodId'],
      [body(provider.id, { hoursThreshold: 40 }), 'hoursThreshold'],
      [body(provider.id, { type: 'hoursCompletionBonus', hoursThreshold: 'lots' }), 'hoursThreshold'],
      [body(provider.id, { assignmentId: other.assignmentId }), 'assignmentId'],
      [body(uuidv7()), 'providerId'],
      [body(provider.id, { payPeriodId: uuidv7() }), 'payPeriodId'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('approves a pending bonus once; approved is locked (edit, delete, approve again: 409); audited', async () => {
    const { provider } = await assigned();
    const id = (await create(body(provider.id))).json().data._id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: body(provider.id, { amount: '175.25' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: BONUS_MESSAGES.updated, data: { amount: '175.25' } });

    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: BONUS_MESSAGES.approved,
      data: { status: 'approved', approvedBy: expect.any(String), amount: '175.25' },
    });
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bonus is approved, so it cannot be approved');
    const locked = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: body(provider.id, { amount: '1.00' }),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(BONUS_MESSAGES.locked);
    const del = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: admin });
    expect(del.statusCode).toBe(409);
    const still = await t.app.inject({ url: `${base}/${id}`, headers: admin });
    expect(still.json().data).toMatchObject({ status: 'approved', amount: '175.25' });

    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'bonus'), eq(auditEvents.entityId, id)))
      .orderBy(asc(auditEvents.at));
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'approve']);
  });

  it('deletes a pending bonus; unknown ids are 404', async () => {
    const { provider } = await assigned();
    const id = (await create(body(provider.id))).json().data._id;
    const del = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(BONUS_MESSAGES.deleted);
    expect((await t.app.inject({ url: `${base}/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await approve(id)).statusCode).toBe(404);
  });

  it('shows the approved hours of the period against an hours threshold', async () => {
    const { provider, assignmentId } = await assigned();
    const entry = (date: string, minutes: number): StoredEntry => ({
      date,
      startTime: null,
      endTime: null,
      breakMinutes: 0,
      minutes,
      onCallType: null,
      onCallMinutes: 0,
      notes: null,
    });
    const sheet = (
      payPeriodId: string,
      periodStart: string,
      status: 'approved' | 'approval-pending',
      e: StoredEntry[],
    ) =>
      t.db.insert(timesheets).values({
        id: uuidv7(),
        assignmentId,
        providerId: provider.id,
        facilityId,
        payPeriodId,
        periodStart,
        status,
        entries: e,
        totalMinutes: e.reduce((a, x) => a + x.minutes, 0),
      });
    // Approved in the period: 8h + 10h30. Pending in the next period, not counted.
    await sheet(period.id, period.startDate, 'approved', [
      entry(period.startDate, 480),
      entry(addDays(period.startDate, 3), 630),
    ]);
    await sheet(nextPeriod.id, nextPeriod.startDate, 'approval-pending', [entry(nextPeriod.startDate, 600)]);

    const met = await create(
      body(provider.id, { type: 'hoursCompletionBonus', hoursThreshold: '18.5', amount: '500' }),
    );
    expect(met.statusCode).toBe(201);
    expect(met.json().data).toMatchObject({ thresholdMinutes: 1110, approvedMinutes: 1110, thresholdMet: true });
    const short = await create(body(provider.id, { type: 'hoursCompletionBonus', hoursThreshold: 20, assignmentId }));
    expect(short.json().data).toMatchObject({ thresholdMinutes: 1200, approvedMinutes: 1110, thresholdMet: false });
    const later = await create(
      body(provider.id, { type: 'hoursCompletionBonus', hoursThreshold: 1, payPeriodId: nextPeriod.id }),
    );
    expect(later.json().data).toMatchObject({ approvedMinutes: 0, thresholdMet: false });
    const none = await create(body(provider.id));
    expect(none.json().data).toMatchObject({ thresholdMinutes: null, approvedMinutes: null, thresholdMet: null });
  });

  it('lists with filters, search, sort and paging', async () => {
    const { provider } = await assigned({ firstName: 'Zelda', lastName: 'Quillfeather' });
    await create(body(provider.id, { amount: '30' }));
    const ded = (await create(body(provider.id, { type: 'deduction', amount: '40' }))).json().data._id;
    await create(body(provider.id, { type: 'referralBonus', amount: '20', payPeriodId: nextPeriod.id }));
    await approve(ded);

    const byType = await list({ filters: { providerId: provider.id, type: 'deduction' } });
    expect(byType.json().data.data.map((b: { _id: string }) => b._id)).toEqual([ded]);
    const byStatus = await list({ filters: { providerId: provider.id, status: 'pending' } });
    expect(byStatus.json().data.total).toBe(2);
    const byPeriod = await list({ filters: { providerId: provider.id, payPeriodId: nextPeriod.id } });
    expect(byPeriod.json().data.data.map((b: { type: string }) => b.type)).toEqual(['referralBonus']);
    const search = await list({ search: 'quillfeather' });
    expect(search.json().data.total).toBe(3);
    // sortDirection -1 is ascending: the deduction (-40) first.
    const sorted = await list({ search: 'quillfeather', sortBy: 'amount', sortDirection: -1 });
    expect(sorted.json().data.data.map((b: { signedAmount: string }) => b.signedAmount)).toEqual([
      '-40.00',
      '20.00',
      '30.00',
    ]);
    const paged = await t.post(`${base}/all?page=2&pageSize=2`, admin, {
      search: 'quillfeather',
      sortBy: 'amount',
      sortDirection: -1,
    });
    expect(paged.json().data).toMatchObject({ total: 3, page: 2, data: [{ signedAmount: '30.00' }] });
    const empty = await list({ search: 'nobody-by-this-name' });
    expect(empty.json().data).toMatchObject({ total: 0, data: [] });
  });

  it('answers each call with its own filter and search values asked one after another', async () => {
    // Same shape (a provider filter; a search; a search sorted by provider), other values: a statement that kept
    // the first call's values would answer the second call with the first one's bonuses.
    const made = [];
    for (const lastName of ['Ombrelle', 'Pavonine']) {
      const { provider } = await assigned({ firstName: 'Shaped', lastName });
      made.push({ provider, lastName, id: (await create(body(provider.id))).json().data._id as string });
    }
    const ids = (res: { json(): { data: { data: { _id: string }[] } } }) => res.json().data.data.map((b) => b._id);
    for (let round = 0; round < 2; round++)
      for (const { provider, lastName, id } of made) {
        expect(ids(await list({ filters: { providerId: provider.id } }))).toEqual([id]);
        expect(ids(await list({ search: lastName }))).toEqual([id]);
        expect(ids(await list({ search: lastName, sortBy: 'provider' }))).toEqual([id]);
      }
  });

  it('downloads the filtered list as XLSX with signed amounts in currency format', async () => {
    const { provider } = await assigned({ firstName: 'Xena', lastName: 'Export' });
    await create(body(provider.id, { amount: '1234.56' }));
    await create(body(provider.id, { type: 'deduction', amount: '99.99' }));
    const wb = await downloadedWorkbook(t, `${base}/download`, admin, { filters: { providerId: provider.id } });
    const sheet = wb.getWorksheet('Bonuses');
    expect(sheet?.rowCount).toBe(3);
    const amounts = [2, 3].map((r) => sheet?.getRow(r).getCell(4));
    expect(amounts.map((c) => c?.value).sort()).toEqual([-99.99, 1234.56]);
    expect(amounts[0]?.numFmt).toBe('"$"#,##0.00');
    expect(sheet?.getRow(2).values).toEqual(expect.arrayContaining(['Xena Export', 'Pending']));
  });

  it('needs the permission for each call; providers never reach staff routes', async () => {
    const { provider } = await assigned();
    const id = (await create(body(provider.id))).json().data._id;
    const icon = '/api/icon-users/bonuses';
    const viewer = bearer(await t.iconUserToken(['view-bonuses']));
    expect((await t.app.inject({ method: 'POST', url: `${icon}/all`, headers: viewer, payload: {} })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `${icon}/${id}`, headers: viewer })).statusCode).toBe(200);
    expect((await create(body(provider.id), viewer, icon)).statusCode).toBe(403);
    expect((await approve(id, viewer, icon)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${icon}/${id}`, headers: viewer })).statusCode).toBe(403);

    const nobody = bearer(await t.iconUserToken(['view-pay-rates']));
    expect((await t.app.inject({ method: 'POST', url: `${icon}/all`, headers: nobody, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/icon-users/bonus-types', headers: nobody })).statusCode).toBe(403);

    const granter = bearer(await t.iconUserToken(['view-bonuses', 'add-bonuses', 'approve-bonuses']));
    const added = await create(body(provider.id, { type: 'deduction', amount: '12.34' }), granter, icon);
    expect(added.statusCode).toBe(201);
    expect((await approve(added.json().data._id, granter, icon)).statusCode).toBe(200);

    const own = bearer(await t.login(provider.email));
    expect((await t.app.inject({ method: 'POST', url: `${base}/all`, headers: own, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `${base}/${id}`, headers: own })).statusCode).toBe(403);
    expect((await approve(id, own)).statusCode).toBe(403);
    expect((await approve(id, own, icon)).statusCode).toBe(403);
    expect((await create(body(provider.id), own)).statusCode).toBe(403);
    // The spec gives providers no bonus route at all.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/providers/bonuses/all', headers: own, payload: {} })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${base}/all`, payload: {} })).statusCode).toBe(401);
  });
});
