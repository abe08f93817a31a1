import { BULK_APPROVAL_CODES, first, TIMESHEET_MESSAGES } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  facilityApprovalTokens,
  notifications,
  timesheets,
  transitionRunItems,
  transitionRuns,
} from '../../db/schema/index.ts';
import { processRunBatch } from '../../platform/transition-runs.ts';
import { BULK_APPROVAL_RUN, runBulkApproval } from './bulk-approval.service.ts';
import {
  admin,
  createAs,
  deps,
  providerWithAssignment,
  setUpTimesheetSuite,
  smtp,
  t,
} from './timesheets-suite.fixtures.ts';

setUpTimesheetSuite();

describe('facility approval link', () => {
  async function submitted() {
    const p = await providerWithAssignment();
    const id = (await createAs(p)).json().data._id as string;
    await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
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
    const view = await t.post('/api/verify-facility-access-timesheet', {}, { id, token });
    expect(view.json().data).toMatchObject({
      approverName: 'Pia Primary',
      timesheet: { _id: id, status: 'approval-pending' },
    });
    // Verifying (what opening the link does) approves nothing.
    expect(
      (await t.post('/api/verify-facility-access-timesheet', {}, { id, token })).json().data.timesheet.status,
    ).toBe('approval-pending');
    const done = await t.post(
      '/api/facility-approve-timesheet',
      {},
      { id, token, decision: 'approve', signatureName: 'Pia Primary' },
    );
    expect(done.json().data).toMatchObject({ status: 'approved', approvedByName: 'Pia Primary' });
    const reused = await t.post(
      '/api/facility-approve-timesheet',
      {},
      { id, token, decision: 'approve', signatureName: 'Pia Primary' },
    );
    // Used up: the link now says who decided and when.
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(
      /^This time sheet was already approved by Pia Primary \(pia@approval.example\) on \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M C[SD]T\.$/,
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
    const forged = await t.post('/api/verify-facility-access-timesheet', {}, { id: a.id, token: 'x'.repeat(43) });
    expect(forged.json().message).toBe(TIMESHEET_MESSAGES.linkInvalid);
    const crossed = await t.post(
      '/api/facility-approve-timesheet',
      {},
      { id: b.id, token: a.token, decision: 'approve', signatureName: 'Pia' },
    );
    expect([crossed.statusCode, crossed.json().message]).toEqual([400, TIMESHEET_MESSAGES.linkInvalid]);
    const noReason = await t.post(
      '/api/facility-approve-timesheet',
      {},
      { id: b.id, token: b.token, decision: 'reject', signatureName: 'Pia' },
    );
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'Give a reason for the rejection' }]);
    await t.db
      .update(facilityApprovalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(facilityApprovalTokens.timesheetId, a.id));
    const expired = await t.post('/api/verify-facility-access-timesheet', {}, { id: a.id, token: a.token });
    expect(expired.json().message).toBe(TIMESHEET_MESSAGES.linkExpired);
    const rejected = await t.post(
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
      await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
      ids.push(id);
    }
    return ids;
  }

  it('counts approved and not approved in a mixed set', async () => {
    const pending = await pendingSheets(3);
    const p = await providerWithAssignment();
    const draft = (await createAs(p)).json().data._id;
    const count = await t.post('/api/super-admin/time-sheet/bulk-approve-count', admin, { ids: [...pending, draft] });
    expect(count.json().data).toEqual({ count: 3, selected: 4 });
    const started = await t.post('/api/super-admin/time-sheet/bulk-approve', admin, { ids: [...pending, draft] });
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
    const { runId } = (await t.post('/api/super-admin/time-sheet/bulk-approve', admin, { ids })).json().data;
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
    // The end of the run tells every provider once, those of the first batch too (their moves are read back).
    const told = await t.db
      .select({ sheet: timesheets.id, link: notifications.link, title: notifications.title, id: notifications.id })
      .from(timesheets)
      .innerJoin(notifications, eq(notifications.userId, timesheets.providerId))
      .where(
        and(sql`${timesheets.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`, eq(notifications.type, 'timesheet-approved')),
      );
    expect(told).toHaveLength(5);
    for (const n of told) expect([n.title, n.link?.endsWith(n.sheet)]).toEqual(['Time sheet approved', true]);
    // Written by the thousand, they take time-ordered ids (UUIDv7).
    for (const n of told) expect(n.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);
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
    const blocked = await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, TIMESHEET_MESSAGES.bulkInProcess]);
    await t.db.update(transitionRuns).set({ status: 'completed' }).where(eq(transitionRuns.id, run.id));
    expect((await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers)).statusCode).toBe(200);
  });
});
