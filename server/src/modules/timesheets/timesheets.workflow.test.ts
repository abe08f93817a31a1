import { displayDay, displaySpan, first, itemAt, TIMESHEET_MESSAGES } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { ADMIN, bearer } from '../../test/buildTestApp.ts';
import { runBulkApproval } from './bulk-approval.service.ts';
import { type Headers, type TimesheetWorld, timesheetWorld } from './timesheets.fixtures.ts';

let w: TimesheetWorld;
beforeAll(async () => {
  w = await timesheetWorld();
});
afterAll(() => w.close());

const get = (url: string, headers: Headers) => w.t.app.inject({ url, headers });
const notificationsOf = async (headers: Headers) =>
  (await w.post('/api/notifications/all', headers, {})).json().data as {
    data: { type: string; title: string; body: string; link: string | null }[];
    unread: number;
  };
/** Waits until the fan-out's e-mail jobs have all run, so an e-mail that was not sent can be asserted absent. */
async function emailJobsDone() {
  for (;;) {
    const res = await w.t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'notification-emails' and state <> 'completed'`,
    );
    if (first((res as unknown as { rows: { n: number }[] }).rows).n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const mailJobsTo = async (email: string) =>
  first(
    (
      (await w.t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = ${email}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows,
  ).n;

describe('a rejected time sheet is corrected and resubmitted', () => {
  it('shows the reason, accepts the correction, resubmits through the table and audits it', async () => {
    const p = await w.providerWithAssignment();
    const id = await w.draft(p);
    await w.submit(p, id);
    await w.staff(id, 'reject', { reason: 'The Monday is missing' });
    const seen = (await get(`/api/providers/time-sheet/${id}`, p.headers)).json().data;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'The Monday is missing' });

    const corrected = await w.edit(p, id, 10);
    expect(corrected.statusCode).toBe(200);
    // The reason stays in sight until the sheet is resubmitted.
    expect(corrected.json().data).toMatchObject({
      status: 'rejected',
      totalMinutes: 600,
      rejectionReason: 'The Monday is missing',
    });

    const resubmitted = await w.submit(p, id);
    expect([resubmitted.statusCode, resubmitted.json().message]).toEqual([200, TIMESHEET_MESSAGES.submitted]);
    expect(resubmitted.json().data).toMatchObject({ status: 'approval-pending', rejectionReason: null });
    const event = first(
      await w.t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'resubmit'))),
    );
    expect(event.changes).toEqual(
      expect.arrayContaining([{ field: 'status', old: 'rejected', new: 'approval-pending' }]),
    );
    // Pending again: locked, and resubmitting twice is refused by the table.
    expect((await w.edit(p, id, 9)).json().message).toBe(TIMESHEET_MESSAGES.locked);
    const twice = await w.submit(p, id);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      TIMESHEET_MESSAGES.transition('submit-for-approval', 'approval-pending'),
    ]);
  });

  it('another provider cannot correct or resubmit it (404)', async () => {
    const owner = await w.providerWithAssignment();
    const other = await w.providerWithAssignment();
    const id = await w.draft(owner);
    await w.submit(owner, id);
    await w.staff(id, 'reject', { reason: 'No' });
    const edit = await w.t.app.inject({
      method: 'PUT',
      url: `/api/providers/time-sheet/${id}`,
      headers: other.headers,
      payload: {
        assignmentId: other.assignmentId,
        payPeriodId: w.period.id,
        entries: [{ date: w.period.startDate, hours: 1 }],
      },
    });
    expect(edit.statusCode).toBe(404);
    expect((await w.submit(other, id)).statusCode).toBe(404);
  });
});

describe('notifications from time sheet events', () => {
  it('tells the provider, in the app and by e-mail, when a sheet is approved or rejected', async () => {
    const p = await w.providerWithAssignment();
    const a = await w.draft(p);
    await w.submit(p, a);
    await w.staff(a, 'reject', { reason: 'Wrong hours' });
    const rejectedMail = await w.smtp.next(p.email, 'Time sheet rejected');
    expect(rejectedMail.text).toContain('was rejected by Admin. Reason: Wrong hours');
    expect(rejectedMail.link).toBe(`http://portal.test/provider-view-timesheet/${a}`);
    await w.submit(p, a);
    await w.staff(a, 'approve-timesheet');
    await w.smtp.next(p.email, 'Time sheet approved');
    const mine = await notificationsOf(p.headers);
    expect(mine.unread).toBe(2);
    expect(mine.data.map((n) => [n.type, n.title, n.link])).toEqual([
      ['timesheet-approved', 'Time sheet approved', `/provider-view-timesheet/${a}`],
      ['timesheet-rejected', 'Time sheet rejected', `/provider-view-timesheet/${a}`],
    ]);
    expect(itemAt(mine.data, 1).body).toContain('Reason: Wrong hours');
  });

  it('tells the provider about facility-link and bulk approvals too', async () => {
    const p = await w.providerWithAssignment();
    const byLink = await w.draft(p);
    await w.submit(p, byLink);
    const link = await w.linkFor('pia@approval.example', byLink);
    await w.post(
      '/api/facility-approve-timesheet',
      {},
      { ...link, url: undefined, decision: 'reject', signatureName: 'Pia Primary', reason: 'Unsigned' },
    );
    expect((await w.smtp.next(p.email, 'Time sheet rejected')).text).toContain('rejected by Pia Primary');

    const q = await w.providerWithAssignment();
    const bulk = await w.draft(q);
    await w.submit(q, bulk);
    const { runId } = (await w.post('/api/super-admin/time-sheet/bulk-approve', w.admin, { ids: [bulk] })).json().data;
    await runBulkApproval({ db: w.t.db, realtime: w.t.app.realtime, jobs: w.t.app.jobs, log: w.t.app.log }, runId);
    await w.smtp.next(q.email, 'Time sheet approved');
    expect((await notificationsOf(q.headers)).data.map((n) => n.type)).toEqual(['timesheet-approved']);
  });

  it('a bulk run tells each provider once, listing the sheets it approved for them', async () => {
    const p = await w.providerWithAssignment();
    const older = await w.draft(p);
    const newer = (
      await w.post('/api/providers/time-sheet', p.headers, {
        assignmentId: p.assignmentId,
        payPeriodId: w.nextPeriod.id,
        entries: [{ date: w.nextPeriod.startDate, hours: 6 }],
      })
    ).json().data._id as string;
    const q = await w.providerWithAssignment();
    const single = await w.draft(q);
    for (const [who, id] of [
      [p, older],
      [p, newer],
      [q, single],
    ] as const)
      await w.submit(who, id);
    const { runId } = (
      await w.post('/api/super-admin/time-sheet/bulk-approve', w.admin, { ids: [older, newer, single] })
    ).json().data;
    await runBulkApproval({ db: w.t.db, realtime: w.t.app.realtime, jobs: w.t.app.jobs, log: w.t.app.log }, runId);
    const mine = (await notificationsOf(p.headers)).data.filter((n) => n.type === 'timesheet-approved');
    expect(mine.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Time sheets approved',
        `2 of your time sheets were approved by Admin: ${w.facilityName}, ${displaySpan(w.period.startDate, w.period.endDate)}; ` +
          `${w.facilityName}, ${displaySpan(w.nextPeriod.startDate, w.nextPeriod.endDate)}.`,
        '/provider-timesheet-listing',
      ],
    ]);
    expect((await w.smtp.next(p.email, 'Time sheets approved')).text).toContain('2 of your time sheets were approved');
    const theirs = (await notificationsOf(q.headers)).data.filter((n) => n.type === 'timesheet-approved');
    expect(theirs.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Time sheet approved',
        `Your time sheet for ${w.facilityName}, ${displaySpan(w.period.startDate, w.period.endDate)} was approved by Admin.`,
        `/provider-view-timesheet/${single}`,
      ],
    ]);
    // Finishing the run again tells nobody twice.
    await runBulkApproval({ db: w.t.db, realtime: w.t.app.realtime, jobs: w.t.app.jobs, log: w.t.app.log }, runId);
    expect((await notificationsOf(p.headers)).data.filter((n) => n.type === 'timesheet-approved')).toHaveLength(1);
  });

  it('tells staff who may approve that a sheet waits for approval; not staff without the permission', async () => {
    const approver = await w.t.createUser({
      role: 'iconUser',
      status: 'confirmed',
      roleId: await w.t.createRole(['view-timesheets', 'approve-timesheets'], 'Approvers'),
    });
    const viewer = await w.t.createUser({
      role: 'iconUser',
      status: 'confirmed',
      roleId: await w.t.createRole(['view-timesheets'], 'Viewers'),
    });
    const p = await w.providerWithAssignment();
    const id = await w.draft(p);
    await w.submit(p, id);
    for (const email of [approver.email, ADMIN.email]) {
      const mail = await w.mailAbout(email, 'Time sheet waiting for approval', id);
      expect(mail.link).toBe(`http://portal.test/admin-view-timesheet/${id}`);
      expect(mail.text).toContain(`submitted the time sheet for Approval General, ${displayDay(w.period.startDate)}`);
    }
    const approverNotes = await notificationsOf(bearer(await w.t.login(approver.email)));
    expect(approverNotes.data.map((n) => [n.type, n.link])).toEqual([
      ['timesheet-awaiting-approval', `/admin-view-timesheet/${id}`],
    ]);
    expect((await notificationsOf(bearer(await w.t.login(viewer.email)))).data).toEqual([]);
  });

  it('sends no e-mail to a user who turned e-mail off, while the in-app notification still arrives', async () => {
    const p = await w.providerWithAssignment();
    expect((await get('/api/notifications/settings', p.headers)).json().data).toEqual({ email: true });
    const off = await w.t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: p.headers,
      payload: { email: false },
    });
    expect([off.statusCode, off.json().data]).toEqual([200, { email: false }]);
    expect((await get('/api/notifications/settings', p.headers)).json().data).toEqual({ email: false });
    const id = await w.draft(p);
    await w.submit(p, id);
    await w.staff(id, 'approve-timesheet');
    await emailJobsDone();
    expect(await mailJobsTo(p.email)).toBe(0);
    expect((await notificationsOf(p.headers)).data.map((n) => n.type)).toEqual(['timesheet-approved']);
    const bad = await w.t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: p.headers,
      payload: { email: 'no' },
    });
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'email']);
  });
});

describe('facility links: primary and backup approver, bound to the revision', () => {
  it('sends the link to both approvers; the first to act decides and the other link says who and when', async () => {
    const p = await w.providerWithAssignment();
    const id = await w.draft(p);
    await w.submit(p, id);
    const primary = await w.linkFor('pia@approval.example', id);
    const backup = await w.linkFor('bea@approval.example', id);
    const decided = await w.post(
      '/api/facility-approve-timesheet',
      {},
      { id, token: backup.token, decision: 'approve', signatureName: 'Bea Backup' },
    );
    expect(decided.json().data).toMatchObject({ status: 'approved', approvedByName: 'Bea Backup' });
    const view = (await w.post('/api/verify-facility-access-timesheet', {}, { id, token: primary.token })).json().data;
    expect(view.timesheet.status).toBe('approved');
    expect(view.decision).toMatchObject({ outcome: 'approved', by: 'Bea Backup (bea@approval.example)' });
    expect(Date.parse(view.decision.at)).not.toBeNaN();
    const late = await w.post(
      '/api/facility-approve-timesheet',
      {},
      { id, token: primary.token, decision: 'reject', signatureName: 'Pia Primary', reason: 'Too late?' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^This time sheet was already approved by Bea Backup \(bea@approval\.example\) on /,
    );
  });

  it('voids a link when the sheet changes (reset, correction, resubmission) and sends a new one on resubmission', async () => {
    const p = await w.providerWithAssignment();
    const id = await w.draft(p);
    await w.submit(p, id);
    const first = await w.linkFor('pia@approval.example', id);
    const verify = (token: string) => w.post('/api/verify-facility-access-timesheet', {}, { id, token });
    const decide = (token: string) =>
      w.post('/api/facility-approve-timesheet', {}, { id, token, decision: 'approve', signatureName: 'Pia Primary' });

    // Staff reject it; the provider corrects it: the link sent for the old content no longer works.
    await w.staff(id, 'reject', { reason: 'Fix the hours' });
    expect((await verify(first.token)).json().data.decision).toMatchObject({ outcome: 'rejected', by: 'Admin' });
    await w.edit(p, id, 6);
    for (const res of [await verify(first.token), await decide(first.token)]) {
      expect([res.statusCode, res.json().message]).toEqual([400, TIMESHEET_MESSAGES.linkReplaced]);
    }
    // Resubmission sends fresh links; the old one stays void.
    await w.submit(p, id);
    const second = await w.linkFor('pia@approval.example', id);
    expect((await decide(first.token)).json().message).toBe(TIMESHEET_MESSAGES.linkReplaced);
    expect((await verify(second.token)).json().data.timesheet.totalMinutes).toBe(360);

    // Approved, then reset by staff and resubmitted unchanged: the approved-era link is void too.
    expect((await decide(second.token)).json().data.status).toBe('approved');
    await w.staff(id, 'reset-time-sheet');
    expect((await verify(second.token)).json().message).toBe(TIMESHEET_MESSAGES.linkReplaced);
    await w.submit(p, id);
    const third = await w.linkFor('pia@approval.example', id);
    expect((await decide(second.token)).json().message).toBe(TIMESHEET_MESSAGES.linkReplaced);
    expect((await decide(third.token)).json().data.status).toBe('approved');
  });
});
