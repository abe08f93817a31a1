import { first, TIMESHEET_MESSAGES, todayIn } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, payPeriods } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import {
  admin,
  createAs,
  dailyPeriodId,
  entries,
  nextPeriod,
  period,
  providerWithAssignment,
  setUpTimesheetSuite,
  t,
} from './timesheets-suite.fixtures.ts';

setUpTimesheetSuite();

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
    const missing = await t.post('/api/providers/time-sheet', p.headers, {
      payPeriodId: period.id,
      entries: entries(),
    });
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
      const facility = await t.post('/api/super-admin/facilities', admin, { name: `Clock ${timezone}`, timezone });
      expect(facility.statusCode, facility.body).toBe(201);
      const user = await t.createUser({ role: 'provider' });
      const assignment = await t.post('/api/super-admin/provider-facility-assignments', admin, {
        providerId: user.id,
        facilityId: facility.json().data._id,
        startDate: period.startDate,
        endDate: dayPeriod.endDate,
        payPeriodType: 'bi_weekly',
      });
      expect(assignment.statusCode, assignment.body).toBe(201);
      return t.post('/api/providers/time-sheet', bearer(await t.login(user.email)), {
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
      t.post(`/api/super-admin/time-sheet/${id}/${action}`, admin, payload);
    // not-submitted: approve, reject and reset are refused.
    for (const [action, payload] of [
      ['approve-timesheet'],
      ['reject', { reason: 'x' }],
      ['reset-time-sheet'],
    ] as const) {
      const res = await staff(action, payload);
      expect(res.statusCode, action).toBe(409);
    }
    expect((await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers)).json().data.status).toBe(
      'approval-pending',
    );
    // approval-pending: submitting again and resetting are refused; editing is locked.
    const again = await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
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
    await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
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
    expect((await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, other.headers)).statusCode).toBe(404);
    const list = await t.post('/api/providers/time-sheet/all', other.headers, { filters: { providerId: owner.id } });
    expect(list.json().data.total).toBe(0);
    // Nor use someone else's assignment.
    const theirs = await createAs({ headers: other.headers, assignmentId: owner.assignmentId });
    expect(theirs.json().errors).toEqual([{ field: 'assignmentId', message: 'Assignment not found' }]);
  });
});
