import { addDays, CREDENTIALING_MESSAGES, REPORT_STATUSES } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditEvents,
  documentAnswers,
  documentCategories,
  documentFolders,
  documents,
  documentTypes,
  notifications,
  payPeriods,
} from '../../db/schema/index.ts';
import { bearer, buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import type { TestSmtp } from '../../test/smtp.ts';
import { workbookOf } from '../../test/workbook.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';
import { runExpiryReminders } from './reports.service.ts';

type Headers = Record<string, string>;
let t: TestApp;
let smtp: TestSmtp;
let admin: Headers;
let facilityId: string;
let otherFacilityId: string;
const TODAY = '2026-03-01';
const base = '/api/super-admin/credentialing-payor-enrollment';

beforeAll(async () => {
  ({ t, smtp, admin } = await buildMailingApp());
  const facility = async (name: string, contacts: object[]) =>
    (await t.post('/api/super-admin/facilities', admin, { name, state: 'CA', contacts })).json().data._id as string;
  facilityId = await facility('Harbor Regional Hospital', [
    { type: 'primary_credentialing_contact', name: 'Cora Cred', email: 'cora@harbor.test' },
  ]);
  otherFacilityId = await facility('Lakeside Clinic', []);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());
/** Today is TODAY (noon UTC, the same day in the company's zone); only Date is faked, so the database's timers run. */
const fixToday = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
};

const record = (providerId: string, over: object = {}) => ({
  kind: 'credentialing',
  providerId,
  facilityId,
  applicationType: 'reappointment',
  requestedOn: '2026-01-05',
  effectiveOn: '2025-03-20',
  dueOn: addDays(TODAY, 20),
  privileges: 'General anesthesia',
  notes: 'Bylaws require 30 days notice',
  ...over,
});
const create = (payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: base, headers, payload });
const post = (url: string, payload: object = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('credentialing and payor enrollment records', () => {
  it('adds, edits, moves through its statuses, archives and reinstates a record, each audited', async () => {
    const provider = await t.createUser({ role: 'provider', firstName: 'Rita', lastName: 'Reyes' });
    const res = await create(record(provider.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CREDENTIALING_MESSAGES.created);
    const id = res.json().data._id as string;
    expect(res.json().data).toMatchObject({
      kind: 'credentialing',
      status: 'not-submitted',
      facility: { _id: facilityId, name: 'Harbor Regional Hospital' },
      applicationType: 'reappointment',
      dueOn: addDays(TODAY, 20),
      archived: false,
    });
    // The facility's primary credentialing contact hears of it.
    const mail = await smtp.next('cora@harbor.test', 'Credentialing of Rita Reyes');
    expect(mail.text).toContain('Harbor Regional Hospital');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: record(provider.id, { privileges: 'General and regional anesthesia' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.privileges).toBe('General and regional anesthesia');

    expect((await post(`${base}/${id}/status`, { action: 'approve' })).statusCode).toBe(409);
    const submitted = await post(`${base}/${id}/status`, { action: 'submit' });
    expect(submitted.json().data.status).toBe('submitted');
    const approved = await post(`${base}/${id}/status`, { action: 'approve' });
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    expect(approved.json().data.approvedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const history = approved.json().data.history.map((h: { action: string }) => h.action);
    expect(history).toEqual(['approve', 'submit', 'update', 'create']);

    const archived = await post(`${base}/${id}/archive`);
    expect(archived.json()).toMatchObject({ message: CREDENTIALING_MESSAGES.archived, data: { archived: true } });
    const live = await post(`${base}/all?page=1&pageSize=50`, { filters: { providerId: provider.id } });
    expect(live.json().data.total).toBe(0);
    const archive = await post(`${base}/archive-listing?page=1&pageSize=50`, { filters: { providerId: provider.id } });
    expect(archive.json().data.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    // An archived record is locked until reinstated.
    expect((await post(`${base}/${id}/archive`)).statusCode).toBe(409);
    const locked = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: record(provider.id),
    });
    expect(locked.statusCode).toBe(409);
    const reinstated = await post(`${base}/${id}/reinstate`);
    expect(reinstated.json()).toMatchObject({ message: CREDENTIALING_MESSAGES.reinstated, data: { archived: false } });
    expect(
      (await post(`${base}/all?page=1&pageSize=50`, { filters: { providerId: provider.id } })).json().data.total,
    ).toBe(1);

    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'credentialing'), eq(auditEvents.entityId, id)));
    expect(events.map((e) => e.action).sort()).toEqual(
      ['approve', 'archive', 'create', 'reinstate', 'submit', 'update'].sort(),
    );
  });

  it('answers each call with its own filter and search values asked one after another', async () => {
    // Same shape, other values: a statement that kept the first call's values would answer the second with its rows.
    const made = [];
    for (const [lastName, privileges] of [
      ['Quenelle', 'Cardiac 50% sedation'],
      ['Tamarind', 'Cardiac 5_ sedation'],
    ] as const) {
      const provider = await t.createUser({ role: 'provider', firstName: 'Shaped', lastName });
      made.push({
        provider,
        lastName,
        privileges,
        id: (await create(record(provider.id, { privileges }))).json().data._id,
      });
    }
    const ids = async (payload: object) =>
      (await post(`${base}/all?page=1&pageSize=50`, payload)).json().data.data.map((r: { _id: string }) => r._id);
    for (let round = 0; round < 2; round++)
      for (const { provider, lastName, privileges, id } of made) {
        expect(await ids({ filters: { providerId: provider.id } })).toEqual([id]);
        expect(await ids({ search: lastName })).toEqual([id]);
        // The LIKE pattern is bound with its wildcards escaped: '50%' and '5_' each find their own record only.
        expect(await ids({ search: privileges.slice(8, 11), sortBy: 'provider' })).toEqual([id]);
      }
  });

  it('refuses bad input with 400 naming the field, and needs the permissions', async () => {
    const provider = await t.createUser({ role: 'provider' });
    const cases: [object, string][] = [
      [record(provider.id, { facilityId: null }), 'facilityId'],
      [record(provider.id, { kind: 'payor-enrollment', payorId: null }), 'payorId'],
      [record(provider.id, { dueOn: 'soon' }), 'dueOn'],
      [record(provider.id, { effectiveOn: '2026-05-01', dueOn: '2026-04-01' }), 'dueOn'],
      [record(provider.id, { applicationType: 'renewal' }), 'applicationType'],
      [record(uuidv7()), 'providerId'],
      [record(provider.id, { facilityId: uuidv7() }), 'facilityId'],
      [record(provider.id, { documentIds: [uuidv7()] }), 'documentIds'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const viewer = bearer(await t.iconUserToken(['view-credentialing']));
    expect((await create(record(provider.id), viewer)).statusCode).toBe(403);
    const viewerList = await t.post(
      '/api/icon-users/credentialing-payor-enrollment/all?page=1&pageSize=10',
      viewer,
      {},
    );
    expect(viewerList.statusCode).toBe(200);
    expect((await post(`${base}/${uuidv7()}/archive`)).statusCode).toBe(404);
  });
});

/** A provider document of a type, expiring on a day. */
async function providerDocument(ownerId: string, name: string, expiresOn: string) {
  const categoryId = uuidv7();
  const typeId = uuidv7();
  const folderId = uuidv7();
  await t.db
    .insert(documentCategories)
    .values({ id: categoryId, name: `Licences ${categoryId}`, ownerKind: 'provider' });
  await t.db
    .insert(documentTypes)
    .values({ id: typeId, name: `State licence ${typeId}`, ownerKind: 'provider', categoryId });
  await t.db.insert(documentFolders).values({ id: folderId, ownerKind: 'provider', ownerId, categoryId });
  const id = uuidv7();
  await t.db.insert(documents).values({
    id,
    ownerKind: 'provider',
    ownerId,
    folderId,
    typeId,
    name,
    storageKey: 'documents/none.pdf',
    contentType: 'application/pdf',
    format: 'pdf',
    size: 10,
    expiresOn,
  });
  return id;
}

/** The minutes of a duration cell, as exceljs reads it back (a date counted from Excel's day zero). */
const minutesOf = (v: ExcelJS.CellValue) => Math.round(((v as Date).getTime() - Date.UTC(1899, 11, 30)) / 60_000);

async function workbookSheet(bytes: Buffer) {
  const book = await workbookOf(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('No worksheet');
  return sheet;
}

describe('linked documents', () => {
  it("offers the provider's own live documents by name or type, links them and lists them on the record", async () => {
    const provider = await t.createUser({ role: 'provider' });
    const licence = await providerDocument(provider.id, 'California licence.pdf', '2027-01-01');
    const bls = await providerDocument(provider.id, 'BLS card.pdf', '2026-09-01');
    const someoneElses = await providerDocument(
      (await t.createUser({ role: 'provider' })).id,
      'Other.pdf',
      '2027-01-01',
    );
    const options = (search?: string) =>
      t.app.inject({
        url: `${base}/document-options`,
        headers: admin,
        query: { providerId: provider.id, ...(search ? { search } : {}) },
      });
    expect((await options()).json().data.map((d: { name: string }) => d.name)).toEqual([
      'BLS card.pdf',
      'California licence.pdf',
    ]);
    const found = (await options('califor')).json().data;
    expect(found).toEqual([
      expect.objectContaining({ _id: licence, name: 'California licence.pdf', format: 'pdf', expiresOn: '2027-01-01' }),
    ]);
    expect(found[0].typeName).toMatch(/^State licence/);

    expect((await create(record(provider.id, { documentIds: [someoneElses] }))).statusCode).toBe(400);
    const res = await create(record(provider.id, { documentIds: [licence, bls] }));
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({ url: `${base}/${res.json().data._id}`, headers: admin });
    expect(detail.json().data.documents.map((d: { _id: string }) => d._id)).toEqual([bls, licence]);
    const viewer = bearer(await t.providerToken());
    expect(
      (await t.app.inject({ url: `${base}/document-options`, headers: viewer, query: { providerId: provider.id } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('reports', () => {
  it('lists reappointments due within 30, 60 and 90 days of a fixed today, overdue included', async () => {
    fixToday();
    const provider = await t.createUser({ role: 'provider', firstName: 'Wendy', lastName: 'Window' });
    const ids: Record<string, string> = {};
    for (const [label, days] of [
      ['overdue', -3],
      ['d20', 20],
      ['d30', 30],
      ['d45', 45],
      ['d80', 80],
      ['d91', 91],
    ] as const)
      ids[label] = (await create(record(provider.id, { dueOn: addDays(TODAY, days) }))).json().data._id;
    const inWindow = async (days: number) =>
      (
        await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
          sortBy: 'dueOn',
          sortDirection: -1,
          filters: { days, providerId: provider.id },
        })
      ).json().data;
    const d30 = await inWindow(30);
    expect(d30.data.map((r: { _id: string }) => r._id)).toEqual([ids.overdue, ids.d20, ids.d30]);
    expect(d30.data[1]).toMatchObject({
      daysLeft: 20,
      status: 'pending',
      title: 'Credentialing at Harbor Regional Hospital',
    });
    expect(d30.data[0].daysLeft).toBe(-3);
    expect((await inWindow(60)).total).toBe(4);
    expect((await inWindow(90)).data.map((r: { _id: string }) => r._id)).toEqual([
      ids.overdue,
      ids.d20,
      ids.d30,
      ids.d45,
      ids.d80,
    ]);
    const bad = await post('/api/super-admin/upcoming-reappointments/all', { filters: { days: 45 } });
    expect(bad.statusCode).toBe(400);
    // The facility filter: nothing of this provider at the other facility.
    const elsewhere = await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
      filters: { days: 90, providerId: provider.id, facilityId: otherFacilityId },
    });
    expect(elsewhere.json().data.total).toBe(0);
  });

  it('takes notes and statuses (audited), filters by status and downloads XLSX', async () => {
    fixToday();
    const provider = await t.createUser({ role: 'provider', firstName: 'Nora', lastName: 'Notes' });
    const id = (await create(record(provider.id))).json().data._id as string;
    const url = `/api/super-admin/upcoming-reappointments/${id}`;
    const statuses = await t.app.inject({
      url: '/api/get-report-statuses?reportType=reappointment',
      headers: admin,
    });
    expect(statuses.json().data.map((s: { value: string }) => s.value)).toEqual([...REPORT_STATUSES.reappointment]);
    expect(statuses.json().data[2]).toEqual({ value: 'completed', label: 'Completed', colour: 'green' });
    expect((await t.app.inject({ url: '/api/get-report-statuses?reportType=nope', headers: admin })).statusCode).toBe(
      400,
    );

    const noted = await post(`${url}/notes`, { note: 'Called the medical staff office' });
    expect(noted.json().data.notes[0]).toMatchObject({ kind: 'report', body: 'Called the medical staff office' });
    await post(`${url}/credentialing-notes`, { note: 'Peer references received' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${url}/status`,
      headers: admin,
      payload: { status: 'submitted' },
    });
    expect(changed.json().data.status).toBe('submitted');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${url}/status`,
      headers: admin,
      payload: { status: 'lost' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('status');
    // The item is submitted already: no row of the report's table moves it to submitted.
    const again = await t.app.inject({
      method: 'PUT',
      url: `${url}/status`,
      headers: admin,
      payload: { status: 'submitted' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      message: 'This reappointment report item is submitted, so it cannot be marked submitted',
    });
    const view = (await t.app.inject({ url, headers: admin })).json().data;
    expect(view.notes.map((n: { kind: string }) => n.kind)).toEqual(['credentialing', 'report']);
    expect(view.history.map((h: { action: string }) => h.action)).toEqual([
      'change-status',
      'add-credentialing-note',
      'add-note',
    ]);
    expect(view.history[0].changes).toEqual([{ field: 'status', before: 'pending', after: 'submitted' }]);

    const filtered = await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
      filters: { days: 30, status: 'submitted', providerId: provider.id },
    });
    expect(filtered.json().data.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    const none = await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
      filters: { days: 30, status: 'pending', providerId: provider.id },
    });
    expect(none.json().data.total).toBe(0);

    const file = await post('/api/super-admin/upcoming-reappointments/download', {
      filters: { days: 30, providerId: provider.id },
    });
    expect(file.statusCode).toBe(200);
    const book = await workbookOf(file.rawPayload);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe('Nora Notes');
    expect(sheet?.getRow(2).getCell(8).value).toBe('Submitted');
  });

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
    expect(mail.text).toContain('Credentialing at Harbor Regional Hospital is due in 90 days (2026-09-30)');
  });
});
