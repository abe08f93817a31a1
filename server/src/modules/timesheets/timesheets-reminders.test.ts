import { describe, expect, it } from 'vitest';
import { sendDueReminders } from './reminders.service.ts';
import {
  admin,
  createAs,
  dailyPeriodId,
  nextPeriod,
  period,
  post,
  providerWithAssignment,
  setUpTimesheetSuite,
  smtp,
  t,
} from './timesheets-suite.fixtures.ts';

setUpTimesheetSuite();

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
