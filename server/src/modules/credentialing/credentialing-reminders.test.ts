import { addDays } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  documentAnswers,
  documentCategories,
  documentTypes,
  notifications,
  payPeriods,
} from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';
import {
  admin,
  facilityId,
  fixToday,
  otherFacilityId,
  setUpCredentialingWorld,
  smtp,
  TODAY,
  t,
} from './credentialing.fixtures.ts';
import { create, minutesOf, post, providerDocument, record, workbookSheet } from './credentialing.requests.fixtures.ts';
import { runExpiryReminders } from './reports.service.ts';

setUpCredentialingWorld();

describe('reports', () => {
  it('lists assignments ending soon and expired documents; a provider sees only their own (404 for others)', async () => {
    fixToday();
    const mine = await t.createUser({ role: 'provider', firstName: 'Olive', lastName: 'Own' });
    const other = await t.createUser({ role: 'provider', firstName: 'Otto', lastName: 'Other' });
    const assign = (providerId: string, startDate: string, endDate: string) =>
      post('/api/super-admin/provider-facility-assignments', {
        providerId,
        facilityId,
        startDate,
        endDate,
        payPeriodType: 'bi_weekly',
      });
    const ending = (await assign(mine.id, '2026-01-01', addDays(TODAY, 25))).json().data._id;
    await assign(mine.id, addDays(TODAY, 30), addDays(TODAY, 200));
    const expiring = await post('/api/super-admin/upcoming-expiring/all?page=1&pageSize=50', {
      filters: { days: 30, providerId: mine.id },
    });
    expect(expiring.json().data.data.map((r: { _id: string }) => r._id)).toEqual([ending]);

    const expired = await providerDocument(mine.id, 'BLS card', addDays(TODAY, -10));
    const soon = await providerDocument(mine.id, 'DEA registration', addDays(TODAY, 50));
    const theirs = await providerDocument(other.id, 'ACLS card', addDays(TODAY, -5));
    // A general document (a form): only its latest answers count.
    const formCategory = uuidv7();
    const formType = uuidv7();
    await t.db
      .insert(documentCategories)
      .values({ id: formCategory, name: `Forms ${formCategory}`, ownerKind: 'provider' });
    await t.db.insert(documentTypes).values({
      id: formType,
      name: 'Health attestation',
      ownerKind: 'provider',
      categoryId: formCategory,
      general: true,
    });
    const answer = (version: number, expiresOn: string) => ({
      id: uuidv7(),
      ownerKind: 'provider' as const,
      ownerId: mine.id,
      typeId: formType,
      version,
      values: {},
      expiresOn,
    });
    const v1 = answer(1, addDays(TODAY, -40));
    const v2 = answer(2, addDays(TODAY, 10));
    await t.db.insert(documentAnswers).values([v1, v2]);
    const token = bearer(await t.login(mine.email));
    const own = await post('/api/providers/expired-documents/all?page=1&pageSize=50', { filters: { days: 30 } }, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.data.map((r: { _id: string; title: string }) => r.title)).toEqual([
      'BLS card',
      'Health attestation',
    ]);
    expect(own.json().data.data[1]).toMatchObject({ _id: v2.id, detail: 'General document, version 2', daysLeft: 10 });
    const own90 = await post(
      '/api/providers/expired-documents/all?page=1&pageSize=50',
      { filters: { days: 90 } },
      token,
    );
    expect(own90.json().data.data.map((r: { _id: string }) => r._id)).toEqual([expired, v2.id, soon]);
    // The first screen's quick query (window, provider, due-date order) answers as the general one does, page by
    // page in both directions (a status filter every item meets takes the general query).
    for (const sortDirection of [-1, 1]) {
      for (const pageNo of [1, 2, 3]) {
        const url = `/api/providers/expired-documents/all?page=${pageNo}&pageSize=1`;
        const quick = (await post(url, { sortDirection, filters: { days: 90 } }, token)).json().data;
        const general = (await post(url, { sortDirection, filters: { days: 90, status: 'pending' } }, token)).json()
          .data;
        expect(quick.data).toHaveLength(1);
        expect(quick.data).toEqual(general.data);
        expect([quick.total, general.total]).toEqual([3, 3]);
      }
    }
    expect(
      (await t.app.inject({ url: `/api/providers/expired-documents/${expired}`, headers: token })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/api/providers/expired-documents/${theirs}`, headers: token })).statusCode).toBe(
      404,
    );
    // A provider cannot read the staff report, nor set a status.
    expect((await post('/api/super-admin/expired-documents/all', {}, token)).statusCode).toBe(403);
    const staffView = await post('/api/super-admin/expired-documents/all?page=1&pageSize=50', {
      filters: { days: 30 },
    });
    expect(staffView.json().data.data.map((r: { _id: string }) => r._id)).toEqual(
      expect.arrayContaining([expired, theirs]),
    );

    const otherRecord = (await create(record(other.id))).json().data._id;
    expect(
      (await t.app.inject({ url: `/api/providers/upcoming-reappointments/${otherRecord}`, headers: token })).statusCode,
    ).toBe(404);
    const ownReappointments = await post(
      '/api/providers/upcoming-reappointments/all?page=1&pageSize=50',
      { filters: { days: 90 } },
      token,
    );
    expect(ownReappointments.json().data.total).toBe(0);
  });

  it('gives a provider work history with approved hours per assignment', async () => {
    const provider = await t.createUser({ role: 'provider' });
    const a = await post('/api/super-admin/provider-facility-assignments', {
      providerId: provider.id,
      facilityId: otherFacilityId,
      startDate: '2025-01-01',
      endDate: '2025-06-30',
      payPeriodType: 'bi_weekly',
    });
    const assignmentId = a.json().data._id;
    await generatePayPeriods(t.db);
    const periods = await t.db.select({ id: payPeriods.id }).from(payPeriods).limit(2);
    const insertSheet = (periodId: string, status: string, entries: object[]) =>
      t.db.execute(sql`INSERT INTO timesheets
          (id, provider_id, facility_id, assignment_id, pay_period_id, period_start, status, entries)
        VALUES (${uuidv7()}::uuid, ${provider.id}::uuid, ${otherFacilityId}::uuid, ${assignmentId}::uuid,
          ${periodId}::uuid, '2025-01-01', ${status}, ${JSON.stringify(entries)}::jsonb)`);
    await insertSheet(periods[0]?.id as string, 'approved', [
      { date: '2025-01-02', minutes: 480 },
      { date: '2025-01-03', minutes: 450 },
    ]);
    // Not approved yet: not counted.
    await insertSheet(periods[1]?.id as string, 'approval-pending', [{ date: '2025-01-20', minutes: 600 }]);
    const res = await t.app.inject({ url: `/api/super-admin/work-history/${provider.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toHaveLength(1);
    expect(res.json().data.rows[0]).toMatchObject({
      assignmentId,
      facility: { name: 'Lakeside Clinic' },
      approvedMinutes: 930,
    });
    expect(res.json().data.totalMinutes).toBe(930);
    expect((await t.app.inject({ url: `/api/super-admin/work-history/${uuidv7()}`, headers: admin })).statusCode).toBe(
      404,
    );

    // The XLSX: dates as dates, hours as numbers (a fraction of a day) shown [h]:mm, then the total.
    const file = await t.app.inject({ url: `/api/super-admin/work-history/${provider.id}/download`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const sheet = await workbookSheet(file.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Facility',
      'From',
      'To',
      'Hours worked (approved)',
      'Hours (decimal)',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Lakeside Clinic');
    expect(row.getCell(2).value).toEqual(new Date('2025-01-01T00:00:00Z'));
    // exceljs reads a [h]:mm number back as a day since 1899-12-30: the cell holds a number, not text.
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(minutesOf(row.getCell(4).value)).toBe(930);
    expect(row.getCell(4).numFmt).toBe('[h]:mm');
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(5).value).toBe(15.5);
    expect(sheet.getRow(3).getCell(1).value).toBe('Total');
    expect(minutesOf(sheet.getRow(3).getCell(4).value)).toBe(930);

    // The provider: their own history (by id or not) and its download; another provider's is not found.
    const own = bearer(await t.login(provider.email));
    expect((await t.app.inject({ url: '/api/providers/work-history', headers: own })).json().data.totalMinutes).toBe(
      930,
    );
    const byId = await t.app.inject({ url: `/api/providers/work-history/${provider.id}`, headers: own });
    expect(byId.json().data.rows[0]).toMatchObject({ assignmentId, approvedMinutes: 930 });
    const ownFile = await t.app.inject({ url: '/api/providers/work-history/download', headers: own });
    expect((await workbookSheet(ownFile.rawPayload)).getRow(2).getCell(5).value).toBe(15.5);
    const other = await t.createUser({ role: 'provider' });
    for (const url of [`/api/providers/work-history/${other.id}`, `/api/providers/work-history/${other.id}/download`])
      expect((await t.app.inject({ url, headers: own })).statusCode).toBe(404);
  });
});

describe('the daily reminder job', () => {
  it('reminds the provider and the assigned staff at 90, 60, 30 and 7 days, each threshold once', async () => {
    const provider = await t.createUser({ role: 'provider', firstName: 'Remi', lastName: 'Minder' });
    const staffUser = await t.createUser({ role: 'superAdmin', firstName: 'Stan', lastName: 'Staff' });
    const due = '2026-09-30';
    await create(record(provider.id, { dueOn: due, assignedStaffId: staffUser.id }));
    const deps = { db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log };
    const reminders = async () =>
      (
        await t.db
          .select({ userId: notifications.userId, title: notifications.title })
          .from(notifications)
          .where(eq(notifications.type, 'expiry-reminder'))
      ).filter((n) => n.userId === provider.id || n.userId === staffUser.id);

    await runExpiryReminders(deps, addDays(due, -91));
    expect(await reminders()).toHaveLength(0);
    await runExpiryReminders(deps, addDays(due, -90));
    expect((await reminders()).map((n) => n.title)).toEqual([
      'Reappointment due in 90 days',
      'Reappointment due in 90 days',
    ]);
    // The same day again, and the days after, until the next threshold: nothing more.
    await runExpiryReminders(deps, addDays(due, -90));
    await runExpiryReminders(deps, addDays(due, -75));
    expect(await reminders()).toHaveLength(2);
    for (const days of [60, 59, 30, 30, 7, 6, 1]) await runExpiryReminders(deps, addDays(due, -days));
    const titles = (await reminders()).filter((n) => n.userId === provider.id).map((n) => n.title);
    expect(titles).toEqual([
      'Reappointment due in 90 days',
      'Reappointment due in 60 days',
      'Reappointment due in 30 days',
      'Reappointment due in 7 days',
    ]);
    expect((await reminders()).filter((n) => n.userId === staffUser.id)).toHaveLength(4);
    // And by e-mail (the provider's setting allows it).
    const mail = await smtp.next(provider.email, 'Reappointment due in 90 days');
    expect(mail.text).toContain('Credentialing at Harbor Regional Hospital is due in 90 days (09/30/2026)');
  });
});
