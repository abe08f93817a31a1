import { itemAt, TIMESHEET_MESSAGES, todayIn } from '@portal/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payPeriods } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let facilityId: string;
/** The three latest started bi-weekly periods, newest first. */
let periods: { id: string; startDate: string; endDate: string }[];
const periodAt = (i: number) => itemAt(periods, i, 'a pay period');

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  await generatePayPeriods(t.db);
  periods = await t.db
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lte(payPeriods.startDate, todayIn())))
    .orderBy(sql`${payPeriods.startDate} desc`)
    .limit(3);
  const facility = await post('/api/super-admin/facilities', admin, {
    name: 'Lookup General',
    contacts: [
      { type: 'backup_timesheet_approver', name: 'Bea Backup', email: 'bea@lookup.example' },
      { type: 'primary_timesheet_approver', name: 'Pia Primary', email: 'pia@lookup.example', phone: '555-0100' },
      { type: 'primary_pe_contact', name: 'Pete Pe', email: 'pete@lookup.example' },
    ],
  });
  facilityId = facility.json().data._id;
});
afterAll(() => t.close());

/** A signed-in provider with a bi-weekly assignment over the three latest periods. */
let seq = 0;
async function provider() {
  seq += 1;
  const names = { firstName: 'Lena', lastName: `Lookup ${seq}` };
  const user = { ...(await t.createUser({ role: 'provider', ...names })), ...names };
  const res = await post('/api/super-admin/provider-facility-assignments', admin, {
    providerId: user.id,
    facilityId,
    startDate: periodAt(2).startDate,
    endDate: periodAt(0).endDate,
    payPeriodType: 'bi_weekly',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...user, assignmentId: res.json().data._id as string, headers: bearer(await t.login(user.email)) };
}

async function sheet(p: Awaited<ReturnType<typeof provider>>, period = periodAt(1)) {
  const res = await post('/api/providers/time-sheet', p.headers, {
    assignmentId: p.assignmentId,
    payPeriodId: period.id,
    entries: [{ date: period.startDate, hours: 8 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

describe('pay-period-options (the add form offers only open periods)', () => {
  it('lists the assignment’s started periods newest first with the sheet each one already has', async () => {
    const p = await provider();
    const id = await sheet(p, periodAt(1));
    const url = `/api/providers/time-sheet/pay-period-options?assignmentId=${p.assignmentId}`;
    const all = (await get(url, p.headers)).json().data;
    expect(all.map((o: { _id: string }) => o._id)).toEqual(periods.map((x) => x.id));
    expect(all[1].timesheet).toEqual({ _id: id, status: 'not-submitted' });
    expect(all[0].timesheet).toBeNull();

    const open = (await get(`${url}&open=true`, p.headers)).json().data;
    expect(open.map((o: { _id: string }) => o._id)).toEqual([periodAt(0).id, periodAt(2).id]);
    // Staff see the same for any assignment.
    const staff = await get(
      `/api/super-admin/time-sheet/pay-period-options?assignmentId=${p.assignmentId}&open=true`,
      admin,
    );
    expect(staff.json().data).toEqual(open);
  });

  it('answers 404 for another provider’s assignment, 400 naming a bad id, 403 without add permission', async () => {
    const p = await provider();
    const other = await provider();
    const theirs = await get(
      `/api/providers/time-sheet/pay-period-options?assignmentId=${other.assignmentId}`,
      p.headers,
    );
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Assignment not found']);
    const bad = await get('/api/providers/time-sheet/pay-period-options?assignmentId=nope', p.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('assignmentId');
    const viewer = bearer(await t.iconUserToken(['view-timesheets']));
    const refused = await get(`/api/icon-users/time-sheet/pay-period-options?assignmentId=${p.assignmentId}`, viewer);
    expect(refused.statusCode).toBe(403);
  });
});

describe('review-time-logs', () => {
  it('gives every change of entries and status with who, when, before and after, newest first, paged', async () => {
    const p = await provider();
    const id = await sheet(p);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/time-sheet/${id}`,
      headers: p.headers,
      payload: {
        assignmentId: p.assignmentId,
        payPeriodId: periodAt(1).id,
        entries: [
          { date: periodAt(1).startDate, hours: 9 },
          { date: periodAt(1).endDate, startTime: '07:00', endTime: '15:00', breakMinutes: 30 },
        ],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers)).statusCode).toBe(200);
    expect((await post(`/api/super-admin/time-sheet/${id}/reject`, admin, { reason: 'Wrong day' })).statusCode).toBe(
      200,
    );

    const res = await post(`/api/providers/time-sheet/${id}/review-time-logs?page=1&pageSize=10`, p.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(4);
    expect(page.data.map((l: { action: string }) => l.action)).toEqual([
      'reject',
      'submit-for-approval',
      'update',
      'create',
    ]);
    const [reject, submit, update, create] = page.data;
    expect(reject.actionLabel).toBe('Rejected');
    expect(reject.actorName).toBe('Admin');
    expect(reject.changes).toEqual([
      { field: 'status', old: 'approval-pending', new: 'rejected' },
      { field: 'rejectionReason', old: null, new: 'Wrong day' },
    ]);
    expect(submit.changes).toEqual([{ field: 'status', old: 'not-submitted', new: 'approval-pending' }]);
    expect(submit.actorName).toBe(`${p.firstName} ${p.lastName}`);
    // The edit: one day changed 8:00 -> 9:00, one day added; totals before and after.
    expect(update.days.map((d: { date: string }) => d.date)).toEqual([periodAt(1).startDate, periodAt(1).endDate]);
    expect(update.days[0].before.minutes).toBe(480);
    expect(update.days[0].after.minutes).toBe(540);
    expect(update.days[1].before).toBeNull();
    expect(update.days[1].after).toMatchObject({ startTime: '07:00', endTime: '15:00', minutes: 450 });
    expect(update.changes).toEqual([{ field: 'totalMinutes', old: 480, new: 990 }]);
    expect(create.days).toHaveLength(1);
    expect(new Date(create.at).getTime()).toBeLessThanOrEqual(new Date(reject.at).getTime());

    // Paging, ascending order and the action filter follow the list protocol.
    const second = await post(`/api/super-admin/time-sheet/${id}/review-time-logs?page=2&pageSize=3`, admin, {});
    expect(second.json().data.data.map((l: { action: string }) => l.action)).toEqual(['create']);
    const asc = await post(`/api/super-admin/time-sheet/${id}/review-time-logs?page=1&pageSize=2`, admin, {
      sortBy: 'at',
      sortDirection: -1,
    });
    expect(asc.json().data.data.map((l: { action: string }) => l.action)).toEqual(['create', 'update']);
    const only = await post(`/api/super-admin/time-sheet/${id}/review-time-logs`, admin, {
      filters: { action: 'submit-for-approval' },
    });
    expect(only.json().data.total).toBe(1);
  });

  it('keeps providers to their own sheets (404) and staff to view-timesheets (403)', async () => {
    const p = await provider();
    const other = await provider();
    const id = await sheet(other);
    const theirs = await post(`/api/providers/time-sheet/${id}/review-time-logs`, p.headers, {});
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, TIMESHEET_MESSAGES.notFound]);
    const contacts = await get(`/api/providers/time-sheet/${id}/list-facility-contacts`, p.headers);
    expect(contacts.statusCode).toBe(404);
    const noPermission = bearer(await t.iconUserToken(['view-providers']));
    expect((await post(`/api/icon-users/time-sheet/${id}/review-time-logs`, noPermission, {})).statusCode).toBe(403);
    const viewer = bearer(await t.iconUserToken(['view-timesheets']));
    expect((await post(`/api/icon-users/time-sheet/${id}/review-time-logs`, viewer, {})).json().data.total).toBe(1);
    const badSort = await post(`/api/icon-users/time-sheet/${id}/review-time-logs`, viewer, { sortBy: 'name' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors[0].field).toBe('sortBy');
  });
});

describe('list-facility-contacts', () => {
  it('lists only the facility’s time sheet approvers, primary first', async () => {
    const p = await provider();
    const id = await sheet(p);
    const res = await get(
      `/api/icon-users/time-sheet/${id}/list-facility-contacts`,
      bearer(await t.iconUserToken(['view-timesheets'])),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((c: { type: string; name: string; email: string; phone: string | null }) => [
          c.type,
          c.name,
          c.email,
          c.phone,
        ]),
    ).toEqual([
      ['primary_timesheet_approver', 'Pia Primary', 'pia@lookup.example', '555-0100'],
      ['backup_timesheet_approver', 'Bea Backup', 'bea@lookup.example', null],
    ]);
    const own = await get(`/api/providers/time-sheet/${id}/list-facility-contacts`, p.headers);
    expect(own.json().data).toHaveLength(2);
  });
});

describe('bulk-download preview', () => {
  it('answers JSON listing the files the ZIP would hold when Accept does not ask for a ZIP', async () => {
    const p = await provider();
    const a = await sheet(p, periodAt(1));
    const b = await sheet(p, periodAt(2));
    const url = '/api/super-admin/time-sheet/bulk-download';
    const preview = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, accept: '*/*' },
      payload: { ids: [b, a] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^application\/json/);
    const data = preview.json().data;
    expect(data.count).toBe(2);
    expect(data.files.map((f: { timesheetId: string }) => f.timesheetId)).toEqual([b, a]);
    expect(data.files[0].name).toBe(
      `${p.lastName}-${p.firstName}-${periodAt(2).startDate}-${b.slice(-6)}.pdf`.replace(/[^\w.-]/g, '_'),
    );
    expect(data.files[1]).toMatchObject({ status: 'not-submitted', facility: { name: 'Lookup General' } });

    const byFilter = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, accept: 'application/json' },
      payload: { payload: { filters: { providerId: p.id } } },
    });
    expect(byFilter.json().data.count).toBe(2);

    const zip = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, accept: 'application/zip' },
      payload: { ids: [a] },
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const none = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, accept: '*/*' },
      payload: { payload: { filters: { providerId: '00000000-0000-7000-8000-000000000000' } } },
    });
    expect([none.statusCode, none.json().errors[0].field]).toEqual([400, 'ids']);
    const missing = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, accept: '*/*' },
      payload: { ids: [a, '00000000-0000-7000-8000-000000000000'] },
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, TIMESHEET_MESSAGES.notFound]);
  });
});
