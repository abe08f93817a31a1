import { addDays, BULK_APPROVAL_CODES, first, TIMESHEET_MESSAGES, todayIn } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  facilityApprovalTokens,
  payPeriods,
  timesheets,
  transitionRunItems,
  transitionRuns,
} from '../../db/schema/index.ts';
import { processRunBatch } from '../../platform/transition-runs.ts';
import { bearer, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { workbookOf } from '../../test/workbook.ts';
import { BULK_APPROVAL_RUN, runBulkApproval } from './bulk-approval.service.ts';
import { sendDueReminders } from './reminders.service.ts';
import { type Period, type TimesheetWorld, timesheetWorld } from './timesheets.fixtures.ts';

let w: TimesheetWorld;
let t: TestApp;
let smtp: TimesheetWorld['smtp'];
let admin: Record<string, string>;
let period: Period;
let nextPeriod: Period;
let dailyPeriodId: string;
let providerWithAssignment: TimesheetWorld['providerWithAssignment'];

beforeAll(async () => {
  w = await timesheetWorld();
  ({ t, smtp, admin, period, nextPeriod, providerWithAssignment } = w);
  dailyPeriodId = first(await t.db.select().from(payPeriods).where(eq(payPeriods.type, 'daily')).limit(1)).id;
});
afterAll(() => w.close());

const deps = () => ({ db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log });

const entries = (start = period.startDate) => [
  { date: start, startTime: '07:00', endTime: '15:30', breakMinutes: 30 },
  {
    date: addDays(start, 1),
    hours: 7.25,
    onCallType: 'in-house-call',
    onCallHours: 2,
  },
];
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const createAs = (p: { headers: Record<string, string>; assignmentId: string }, over: object = {}) =>
  post('/api/providers/time-sheet', p.headers, {
    assignmentId: p.assignmentId,
    payPeriodId: period.id,
    entries: entries(),
    ...over,
  });

describe('time sheets', () => {
  it('stores hours exactly and totals them in minutes', async () => {
    const p = await providerWithAssignment();
    const res = await createAs(p);
    expect(res.statusCode).toBe(201);
    const ts = res.json().data;
    expect(ts.status).toBe('not-submitted');
    expect(ts.entries.map((e: { minutes: number }) => e.minutes)).toEqual([480, 435]);
    expect(ts.totalMinutes).toBe(915);
    expect(ts.onCallMinutes).toBe(120);
    const dup = await createAs(p);
    expect([dup.statusCode, dup.json().message]).toEqual([409, TIMESHEET_MESSAGES.duplicate]);
  });

  it('refuses days outside the assignment or period, and a period of the wrong type', async () => {
    const p = await providerWithAssignment();
    const outside = await createAs(p, { entries: [{ date: nextPeriod.endDate, hours: 8 }] });
    expect(outside.json().errors).toEqual([{ field: 'entries.0.date', message: TIMESHEET_MESSAGES.entryOutside }]);
    const daily = await createAs(p, { payPeriodId: dailyPeriodId });
    expect(daily.json().errors).toEqual([{ field: 'payPeriodId', message: TIMESHEET_MESSAGES.periodType }]);
    const bad = await createAs(p, { entries: [{ date: period.startDate, startTime: '07:00' }] });
    expect(bad.statusCode).toBe(400);
  });

  it('answers human messages naming the field: 30 hours is "Hours must be at most 24"', async () => {
    const p = await providerWithAssignment();
    const res = await createAs(p, { entries: [{ date: period.startDate, hours: 30 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Hours must be at most 24',
      errors: [{ field: 'entries.0.hours', message: 'Hours must be at most 24' }],
    });
    const negative = await createAs(p, { entries: [{ date: period.startDate, hours: 8, breakMinutes: -5 }] });
    expect(negative.json().errors).toEqual([
      { field: 'entries.0.breakMinutes', message: 'Break minutes must be at least 0' },
    ]);
    const missing = await post('/api/providers/time-sheet', p.headers, { payPeriodId: period.id, entries: entries() });
    expect(missing.json().errors).toEqual([{ field: 'assignmentId', message: 'Choose an assignment' }]);
  });

  it("refuses hours on a day that has not begun in the facility's time zone", async () => {
    // Kiritimati (UTC+14) is always a calendar day or two ahead of Pago Pago (UTC-11): the day that is today at a
    // Kiritimati facility is still in the future at a Pago Pago one.
    const day = todayIn('Pacific/Kiritimati');
    const dayPeriod = first(
      await t.db
        .select()
        .from(payPeriods)
        .where(
          and(
            eq(payPeriods.type, 'bi_weekly'),
            sql`${payPeriods.startDate} <= ${day}`,
            sql`${payPeriods.endDate} >= ${day}`,
          ),
        ),
    );
    const sheetAt = async (timezone: string) => {
      const facility = await post('/api/super-admin/facilities', admin, { name: `Clock ${timezone}`, timezone });
      expect(facility.statusCode, facility.body).toBe(201);
      const user = await t.createUser({ role: 'provider' });
      const assignment = await post('/api/super-admin/provider-facility-assignments', admin, {
        providerId: user.id,
        facilityId: facility.json().data._id,
        startDate: period.startDate,
        endDate: dayPeriod.endDate,
        payPeriodType: 'bi_weekly',
      });
      expect(assignment.statusCode, assignment.body).toBe(201);
      return post('/api/providers/time-sheet', bearer(await t.login(user.email)), {
        assignmentId: assignment.json().data._id,
        payPeriodId: dayPeriod.id,
        entries: [{ date: day, hours: 8 }],
      });
    };
    const ahead = await sheetAt('Pacific/Kiritimati');
    expect(ahead.statusCode, ahead.body).toBe(201);
    const behind = await sheetAt('Pacific/Pago_Pago');
    expect(behind.statusCode).toBe(400);
    expect(behind.json()).toMatchObject({
      message: TIMESHEET_MESSAGES.futureDay,
      errors: [{ field: 'entries.0.date', message: TIMESHEET_MESSAGES.futureDay }],
    });
  });

  it('allows exactly the transitions of the table and refuses the others with 409', async () => {
    const p = await providerWithAssignment();
    const id = (await createAs(p)).json().data._id;
    const staff = (action: string, payload?: object) =>
      post(`/api/super-admin/time-sheet/${id}/${action}`, admin, payload);
    // not-submitted: approve, reject and reset are refused.
    for (const [action, payload] of [
      ['approve-timesheet'],
      ['reject', { reason: 'x' }],
      ['reset-time-sheet'],
    ] as const) {
      const res = await staff(action, payload);
      expect(res.statusCode, action).toBe(409);
    }
    expect((await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers)).json().data.status).toBe(
      'approval-pending',
    );
    // approval-pending: submitting again and resetting are refused; editing is locked.
    const again = await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      TIMESHEET_MESSAGES.transition('submit-for-approval', 'approval-pending'),
    ]);
    expect((await staff('reset-time-sheet')).statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/time-sheet/${id}`,
      headers: p.headers,
      payload: { assignmentId: p.assignmentId, payPeriodId: period.id, entries: entries() },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, TIMESHEET_MESSAGES.locked]);
    const noReason = await staff('reject', {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await staff('reject', { reason: 'Missing the Tuesday' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Missing the Tuesday' });
    expect((await staff('approve-timesheet')).statusCode).toBe(409);
    expect((await staff('reset-time-sheet')).json().data.status).toBe('not-submitted');
    await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    const approved = await staff('approve-timesheet');
    expect(approved.json().data).toMatchObject({ status: 'approved', approvedByName: 'Admin' });
    expect((await staff('approve-timesheet')).statusCode).toBe(409);
    expect((await staff('reset-time-sheet')).json().data.status).toBe('not-submitted');
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['create', 'submit-for-approval', 'reject', 'reset', 'approve']),
    );
  });

  it("a provider cannot see, edit or submit another provider's time sheet (404)", async () => {
    const owner = await providerWithAssignment();
    const other = await providerWithAssignment();
    const id = (await createAs(owner)).json().data._id;
    expect((await t.app.inject({ url: `/api/providers/time-sheet/${id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/time-sheet/${id}`,
      headers: other.headers,
      payload: { assignmentId: other.assignmentId, payPeriodId: period.id, entries: entries() },
    });
    expect(edit.statusCode).toBe(404);
    expect((await post(`/api/providers/time-sheet/${id}/submit-for-approval`, other.headers)).statusCode).toBe(404);
    const list = await post('/api/providers/time-sheet/all', other.headers, { filters: { providerId: owner.id } });
    expect(list.json().data.total).toBe(0);
    // Nor use someone else's assignment.
    const theirs = await createAs({ headers: other.headers, assignmentId: owner.assignmentId });
    expect(theirs.json().errors).toEqual([{ field: 'assignmentId', message: 'Assignment not found' }]);
  });
});

describe('facility approval link', () => {
  async function submitted() {
    const p = await providerWithAssignment();
    const id = (await createAs(p)).json().data._id as string;
    await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    // Earlier tests submitted time sheets too: take this one's e-mail.
    let url: URL;
    do url = new URL((await smtp.next('pia@approval.example', 'Time sheet to approve')).link);
    while (url.searchParams.get('id') !== id);
    return { id, token: url.searchParams.get('token') ?? '', url, p };
  }

  it('e-mails the primary approver a link; opening it changes nothing; approving signs with the typed name, once', async () => {
    const { id, token, url } = await submitted();
    expect(url.pathname).toBe('/facility-view-timesheet');
    expect(url.searchParams.get('id')).toBe(id);
    const view = await post('/api/verify-facility-access-timesheet', {}, { id, token });
    expect(view.json().data).toMatchObject({
      approverName: 'Pia Primary',
      timesheet: { _id: id, status: 'approval-pending' },
    });
    // Verifying (what opening the link does) approves nothing.
    expect((await post('/api/verify-facility-access-timesheet', {}, { id, token })).json().data.timesheet.status).toBe(
      'approval-pending',
    );
    const done = await post(
      '/api/facility-approve-timesheet',
      {},
      { id, token, decision: 'approve', signatureName: 'Pia Primary' },
    );
    expect(done.json().data).toMatchObject({ status: 'approved', approvedByName: 'Pia Primary' });
    const reused = await post(
      '/api/facility-approve-timesheet',
      {},
      { id, token, decision: 'approve', signatureName: 'Pia Primary' },
    );
    // Used up: the link now says who decided and when.
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(
      /^This time sheet was already approved by Pia Primary \(pia@approval.example\) on /,
    );
    const event = first(
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'facility-approve'))),
    );
    expect(event.actorName).toBe('Pia Primary (pia@approval.example)');
  });

  it('refuses expired, forged and other-timesheet tokens; a rejection needs a reason', async () => {
    const a = await submitted();
    const b = await submitted();
    const forged = await post('/api/verify-facility-access-timesheet', {}, { id: a.id, token: 'x'.repeat(43) });
    expect(forged.json().message).toBe(TIMESHEET_MESSAGES.linkInvalid);
    const crossed = await post(
      '/api/facility-approve-timesheet',
      {},
      { id: b.id, token: a.token, decision: 'approve', signatureName: 'Pia' },
    );
    expect([crossed.statusCode, crossed.json().message]).toEqual([400, TIMESHEET_MESSAGES.linkInvalid]);
    const noReason = await post(
      '/api/facility-approve-timesheet',
      {},
      { id: b.id, token: b.token, decision: 'reject', signatureName: 'Pia' },
    );
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'Give a reason for the rejection' }]);
    await t.db
      .update(facilityApprovalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(facilityApprovalTokens.timesheetId, a.id));
    const expired = await post('/api/verify-facility-access-timesheet', {}, { id: a.id, token: a.token });
    expect(expired.json().message).toBe(TIMESHEET_MESSAGES.linkExpired);
    const rejected = await post(
      '/api/facility-approve-timesheet',
      {},
      { id: b.id, token: b.token, decision: 'reject', signatureName: 'Pia', reason: 'Hours do not match' },
    );
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'Hours do not match' });
  });
});

describe('bulk approval', () => {
  async function pendingSheets(n: number) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const p = await providerWithAssignment();
      const id = (await createAs(p)).json().data._id as string;
      await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
      ids.push(id);
    }
    return ids;
  }

  it('counts approved and not approved in a mixed set', async () => {
    const pending = await pendingSheets(3);
    const p = await providerWithAssignment();
    const draft = (await createAs(p)).json().data._id;
    const count = await post('/api/super-admin/time-sheet/bulk-approve-count', admin, { ids: [...pending, draft] });
    expect(count.json().data).toEqual({ count: 3, selected: 4 });
    const started = await post('/api/super-admin/time-sheet/bulk-approve', admin, { ids: [...pending, draft] });
    expect(started.statusCode).toBe(202);
    const { runId } = started.json().data;
    const done = await runBulkApproval(deps(), runId);
    expect(done).toEqual({
      message: 'Timesheet approval completed',
      code: BULK_APPROVAL_CODES.completed,
      totalCount: 4,
      successfulApproved: 3,
      notApproved: 1,
    });
    const item = first(
      await t.db
        .select()
        .from(transitionRunItems)
        .where(and(eq(transitionRunItems.runId, runId), eq(transitionRunItems.entityId, draft))),
    );
    expect(item.reason).toBe('Not awaiting approval (not-submitted)');
    const statuses = await t.db
      .select({ status: timesheets.status })
      .from(timesheets)
      .where(sql`${timesheets.id} = ANY(${`{${pending.join(',')}}`}::uuid[])`);
    expect(statuses.every((s) => s.status === 'approved')).toBe(true);
  });

  it('an interrupted run restarted approves each time sheet exactly once', async () => {
    const ids = await pendingSheets(5);
    const { runId } = (await post('/api/super-admin/time-sheet/bulk-approve', admin, { ids })).json().data;
    // The first batch commits, then the process "dies"; the restarted job finishes the rest.
    expect(await processRunBatch(deps(), BULK_APPROVAL_RUN, runId, 2)).toBe(2);
    const done = await runBulkApproval(deps(), runId);
    expect(done.successfulApproved).toBe(5);
    const audits = await t.db
      .select({ id: auditEvents.entityId, n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'bulk-approve'),
          sql`${auditEvents.entityId} = ANY(${`{${ids.join(',')}}`}::text[])`,
        ),
      )
      .groupBy(auditEvents.entityId);
    expect(audits).toHaveLength(5);
    expect(audits.every((a) => a.n === 1)).toBe(true);
    // Running it yet again changes nothing.
    expect((await runBulkApproval(deps(), runId)).successfulApproved).toBe(5);
  });

  it("blocks providers' time sheet actions while a run is in progress", async () => {
    const p = await providerWithAssignment();
    const id = (await createAs(p)).json().data._id;
    const run = first(
      await t.db
        .insert(transitionRuns)
        .values({ id: '01900000-0000-7000-8000-00000000b01c', kind: BULK_APPROVAL_RUN.kind, totalCount: 0 })
        .returning(),
    );
    const blocked = await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, TIMESHEET_MESSAGES.bulkInProcess]);
    await t.db.update(transitionRuns).set({ status: 'completed' }).where(eq(transitionRuns.id, run.id));
    expect((await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers)).statusCode).toBe(200);
  });
});

describe('time sheet documents', () => {
  it('renders a PDF, zips selected PDFs, exports XLSX and sends a reminder', async () => {
    const p = await providerWithAssignment();
    const id = (await createAs(p)).json().data._id as string;
    const pdf = await t.app.inject({ url: `/api/providers/time-sheet/${id}/pdf`, headers: p.headers });
    expect(pdf.headers['content-type'], pdf.body.slice(0, 300)).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const none = await post('/api/super-admin/time-sheet/bulk-download', admin, {});
    expect([none.statusCode, none.json().message]).toEqual([400, 'Payload or Id is required']);
    const zip = await post('/api/super-admin/time-sheet/bulk-download', admin, { ids: [id] });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const xlsx = await post('/api/super-admin/time-sheet/export', admin, { filters: { providerId: p.id } });
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="timesheets.xlsx"');
    const wb = await workbookOf(xlsx.rawPayload);
    const sheet = wb.getWorksheet('Time sheets');
    if (!sheet) throw new Error('no Time sheets sheet');
    const cell = (header: string) => sheet.getRow(2).getCell((sheet.getRow(1).values as unknown[]).indexOf(header));
    // Excel reads typed cells: a real date, the label of the period type, hours as a [h]:mm duration that sums.
    expect(cell('Period start').value).toEqual(new Date(`${period.startDate}T00:00:00Z`));
    expect(cell('Pay period type').value).toBe('Bi-Weekly');
    expect(cell('Status').value).toBe('Not Submitted');
    expect(cell('Total hours').numFmt).toBe('[h]:mm');
    const days = ((cell('Total hours').value as Date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(days * 24 * 60).toBeCloseTo(
      (await post('/api/super-admin/time-sheet/all', admin, { filters: { providerId: p.id } })).json().data.data[0]
        .totalMinutes,
      6,
    );

    const reminder = await post(`/api/super-admin/time-sheet/${id}/send-reminder`, admin);
    expect(reminder.json().message).toBe(TIMESHEET_MESSAGES.reminderSent);
    const mail = await smtp.next(p.email, 'Time sheet reminder');
    expect(mail.text).toContain('has not been submitted yet');
    expect(mail.link).toBe(`http://portal.test/provider-view-timesheet/${id}`);
  });
});

describe('time sheet import', () => {
  const upload = (name: string, content: string | Buffer) => {
    const { payload, headers } = multipart({}, Buffer.from(content), name, 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: '/api/super-admin/time-sheet/import',
      payload,
      headers: { ...admin, ...headers },
    });
  };

  it('offers an example, imports nothing when one row is bad and names it, then imports a clean file', async () => {
    const example = await t.app.inject({ url: '/api/super-admin/time-sheet/example?format=csv', headers: admin });
    expect(example.body.split(/\r?\n/)[0]).toBe(
      'provider_email,facility_name,date,start_time,end_time,break_minutes,hours,on_call_type,on_call_hours,notes',
    );
    const xlsx = await t.app.inject({ url: '/api/super-admin/time-sheet/example?format=xlsx', headers: admin });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const p = await providerWithAssignment();
    const d1 = period.startDate;
    const d2 = addDays(d1, 1);
    const header =
      'provider_email,facility_name,date,start_time,end_time,break_minutes,hours,on_call_type,on_call_hours,notes';
    const bad = [
      header,
      `${p.email},Approval General,${d1},07:00,15:00,30,,,,`,
      `${p.email},Approval General,${d2},,,0,,,,no hours`,
    ].join('\n');
    const refused = await upload('sheets.csv', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'line 3', message: 'Line 3: hours: Give start and end times or the hours worked' },
    ]);
    const none = await post('/api/super-admin/time-sheet/all', admin, { filters: { providerId: p.id } });
    expect(none.json().data.total).toBe(0);

    const good = [
      header,
      `${p.email},Approval General,${d1},07:00,15:00,30,,,,`,
      `${p.email},approval general,${d2},,,0,7.5,in-house-call,2,`,
    ].join('\n');
    const ok = await upload('sheets.csv', good);
    expect(ok.json().data).toEqual({ imported: 1, rows: 2 });
    const list = await post('/api/super-admin/time-sheet/all', admin, { filters: { providerId: p.id } });
    expect(list.json().data.data[0]).toMatchObject({
      totalMinutes: 450 + 450,
      onCallMinutes: 120,
      status: 'not-submitted',
    });
    expect((await upload('sheets.txt', good)).statusCode).toBe(415);
  });
});

describe('time sheet reminders', () => {
  it('are scheduled per assignment and pay period and sent once by the job when due, unless already submitted', async () => {
    const p = await providerWithAssignment();
    const past = new Date(Date.now() - 60_000).toISOString();
    const res = await post('/api/super-admin/timesheet-remainders', admin, {
      assignmentId: p.assignmentId,
      payPeriodId: period.id,
      sendAt: past,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ periodStart: period.startDate, sentAt: null });
    const wrong = await post('/api/super-admin/timesheet-remainders', admin, {
      assignmentId: p.assignmentId,
      payPeriodId: dailyPeriodId,
      sendAt: past,
    });
    expect(wrong.json().errors).toEqual([{ field: 'payPeriodId', message: 'Choose a pay period of this assignment' }]);

    expect(await sendDueReminders(t.db, t.app.mail, t.config)).toBe(1);
    const mail = await smtp.next(p.email, 'Time sheet reminder');
    expect(mail.text).toContain(`Approval General, ${period.startDate} to ${period.endDate}`);
    expect(await sendDueReminders(t.db, t.app.mail, t.config)).toBe(0);

    // Submitted already: the reminder is consumed without an e-mail.
    const id = (
      await createAs(p, { payPeriodId: nextPeriod.id, entries: [{ date: nextPeriod.startDate, hours: 8 }] })
    ).json().data._id;
    await post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    await post('/api/super-admin/timesheet-remainders', admin, {
      assignmentId: p.assignmentId,
      payPeriodId: nextPeriod.id,
      sendAt: past,
    });
    expect(await sendDueReminders(t.db, t.app.mail, t.config)).toBe(0);
    const list = await post('/api/super-admin/timesheet-remainders/all', admin, {
      filters: { assignmentId: p.assignmentId },
    });
    expect(list.json().data.data.every((r: { sentAt: string | null }) => r.sentAt !== null)).toBe(true);
  });
});

describe('reminder import', () => {
  it('imports reminders from a file, all rows or none', async () => {
    const p = await providerWithAssignment();
    const example = await t.app.inject({
      url: '/api/super-admin/timesheet-remainders/example?format=csv',
      headers: admin,
    });
    expect(example.body.split(/\r?\n/)[0]).toBe('provider_email,facility_name,period_start,send_at');
    const boundary = '----reminders';
    const send = (csv: string) =>
      t.post(
        '/api/super-admin/timesheet-remainders/import',
        { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      );
    const head = 'provider_email,facility_name,period_start,send_at';
    const bad = await send(
      [
        head,
        `${p.email},Approval General,${period.startDate},2030-01-01T09:00:00Z`,
        `${p.email},Approval General,1999-01-01,2030-01-01T09:00:00Z`,
      ].join('\n'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('line 3');
    const list = () =>
      post('/api/super-admin/timesheet-remainders/all', admin, { filters: { assignmentId: p.assignmentId } });
    expect((await list()).json().data.total).toBe(0);
    const good = await send([head, `${p.email},Approval General,${period.startDate},2030-01-01T09:00:00Z`].join('\n'));
    expect(good.json().data).toEqual({ imported: 1, rows: 1 });
    expect((await list()).json().data.data[0]).toMatchObject({ periodStart: period.startDate, sentAt: null });
  });
});
