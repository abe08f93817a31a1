import { addDays, displaySpan, TIMESHEET_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { workbookOf } from '../../test/workbook.ts';
import { sendDueReminders } from './reminders.service.ts';
import {
  admin,
  createAs,
  dailyPeriodId,
  nextPeriod,
  period,
  providerWithAssignment,
  setUpTimesheetSuite,
  smtp,
  t,
} from './timesheets-suite.fixtures.ts';

setUpTimesheetSuite();

describe('time sheet documents', () => {
  it('renders a PDF, zips selected PDFs, exports XLSX and sends a reminder', async () => {
    const p = await providerWithAssignment();
    const id = (await createAs(p)).json().data._id as string;
    const pdf = await t.app.inject({ url: `/api/providers/time-sheet/${id}/pdf`, headers: p.headers });
    expect(pdf.headers['content-type'], pdf.body.slice(0, 300)).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const none = await t.post('/api/super-admin/time-sheet/bulk-download', admin, {});
    expect([none.statusCode, none.json().message]).toEqual([400, 'Payload or Id is required']);
    const zip = await t.post('/api/super-admin/time-sheet/bulk-download', admin, { ids: [id] });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const xlsx = await t.post('/api/super-admin/time-sheet/export', admin, { filters: { providerId: p.id } });
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
      (await t.post('/api/super-admin/time-sheet/all', admin, { filters: { providerId: p.id } })).json().data.data[0]
        .totalMinutes,
      6,
    );

    const reminder = await t.post(`/api/super-admin/time-sheet/${id}/send-reminder`, admin);
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
    const none = await t.post('/api/super-admin/time-sheet/all', admin, { filters: { providerId: p.id } });
    expect(none.json().data.total).toBe(0);

    const good = [
      header,
      `${p.email},Approval General,${d1},07:00,15:00,30,,,,`,
      `${p.email},approval general,${d2},,,0,7.5,in-house-call,2,`,
    ].join('\n');
    const ok = await upload('sheets.csv', good);
    expect(ok.json().data).toEqual({ imported: 1, rows: 2 });
    const list = await t.post('/api/super-admin/time-sheet/all', admin, { filters: { providerId: p.id } });
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
    const res = await t.post('/api/super-admin/timesheet-remainders', admin, {
      assignmentId: p.assignmentId,
      payPeriodId: period.id,
      sendAt: past,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ periodStart: period.startDate, sentAt: null });
    const wrong = await t.post('/api/super-admin/timesheet-remainders', admin, {
      assignmentId: p.assignmentId,
      payPeriodId: dailyPeriodId,
      sendAt: past,
    });
    expect(wrong.json().errors).toEqual([{ field: 'payPeriodId', message: 'Choose a pay period of this assignment' }]);

    expect(await sendDueReminders(t.db, t.app.mail, t.config)).toBe(1);
    const mail = await smtp.next(p.email, 'Time sheet reminder');
    expect(mail.text).toContain(`Approval General, ${displaySpan(period.startDate, period.endDate)}`);
    expect(await sendDueReminders(t.db, t.app.mail, t.config)).toBe(0);

    // Submitted already: the reminder is consumed without an e-mail.
    const id = (
      await createAs(p, { payPeriodId: nextPeriod.id, entries: [{ date: nextPeriod.startDate, hours: 8 }] })
    ).json().data._id;
    await t.post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
    await t.post('/api/super-admin/timesheet-remainders', admin, {
      assignmentId: p.assignmentId,
      payPeriodId: nextPeriod.id,
      sendAt: past,
    });
    expect(await sendDueReminders(t.db, t.app.mail, t.config)).toBe(0);
    const list = await t.post('/api/super-admin/timesheet-remainders/all', admin, {
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
      t.post('/api/super-admin/timesheet-remainders/all', admin, { filters: { assignmentId: p.assignmentId } });
    expect((await list()).json().data.total).toBe(0);
    const good = await send([head, `${p.email},Approval General,${period.startDate},2030-01-01T09:00:00Z`].join('\n'));
    expect(good.json().data).toEqual({ imported: 1, rows: 1 });
    expect((await list()).json().data.data[0]).toMatchObject({ periodStart: period.startDate, sentAt: null });
  });
});
