import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { workbookOf } from '../../test/workbook.ts';
import { reportRows } from './dynamic-reports.repo.ts';
import { planOf } from './dynamic-reports.service.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
let facilityId: string;
const base = '/api/super-admin/dynamic-report';
const staffBase = '/api/icon-users/dynamic-report';

const assignmentsReport = {
  subject: 'assignments',
  columns: ['providerName', 'facilityName', 'startDate', 'endDate'],
  filters: [{ field: 'facilityName', operator: 'eq', value: 'Lakeside Clinic' }],
  sortBy: 'startDate',
  sortDirection: 1,
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  const fac = await t.post('/api/super-admin/facilities', admin, { name: 'Lakeside Clinic', state: 'TX' });
  facilityId = fac.json().data._id;
  // 25 providers, one assignment each, in different months (so a sort has something to do).
  for (let i = 0; i < 25; i++) {
    const p = await t.createUser({
      role: 'provider',
      firstName: `Prov${String(i).padStart(2, '0')}`,
      lastName: 'Report',
    });
    const month = String((i % 12) + 1).padStart(2, '0');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/provider-facility-assignments',
      headers: admin,
      payload: {
        providerId: p.id,
        facilityId,
        startDate: `2025-${month}-01`,
        endDate: `2025-${month}-20`,
        payPeriodType: 'bi_weekly',
      },
    });
    expect(res.statusCode).toBe(201);
  }
}, 60_000);
afterAll(() => t.close());

const run = (payload: object, headers: Headers = admin, url = `${base}/all?page=1&pageSize=10`) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('dynamic reports', () => {
  it('lists only the subjects and fields the caller may see', async () => {
    const staff = bearer(await t.iconUserToken(['view-dynamic-reports', 'view-payments']));
    const res = await t.app.inject({ url: `${staffBase}/subjects`, headers: staff });
    expect(res.statusCode).toBe(200);
    const subjects = res.json().data as { key: string; fields: { key: string }[] }[];
    expect(subjects.map((s) => s.key)).toEqual(['payments']);
    const keys = subjects[0]?.fields.map((f) => f.key);
    expect(keys).toContain('netPay');
    expect(keys).not.toContain('margin');
    const all = await t.app.inject({ url: `${base}/subjects`, headers: admin });
    expect(all.json().data.map((s: { key: string }) => s.key)).toEqual([
      'providers',
      'facilities',
      'assignments',
      'timesheets',
      'expenses',
      'bonuses',
      'payments',
      'documents',
      'credentialing',
      'payorEnrollment',
    ]);
  });

  it('answers a page in the chosen order with the list protocol total', async () => {
    const res = await run(assignmentsReport);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(25);
    expect(page.totalCapped).toBe(false);
    expect(page.columns.map((c: { key: string }) => c.key)).toEqual(assignmentsReport.columns);
    expect(page.data).toHaveLength(10);
    const starts = page.data.map((r: { startDate: string }) => r.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(starts[0]).toBe('2025-12-01');
    expect(page.data[0].facilityName).toBe('Lakeside Clinic');
    const second = await run(assignmentsReport, admin, `${base}/all?page=3&pageSize=10`);
    expect(second.json().data.data).toHaveLength(5);
  });

  it('filters by value with typed operators', async () => {
    const res = await run({
      subject: 'assignments',
      columns: ['providerName', 'startDate'],
      filters: [{ field: 'startDate', operator: 'between', value: '2025-03-01', valueTo: '2025-04-30' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(4); // months 3 and 4: i = 2, 3, 14, 15
    const names = await run({
      subject: 'assignments',
      columns: ['providerName'],
      filters: [{ field: 'providerName', operator: 'startsWith', value: 'Prov1' }],
    });
    expect(names.json().data.total).toBe(10);
  });

  it('refuses an unknown subject, column, field or operator with 400 naming the field', async () => {
    const subject = await run({ ...assignmentsReport, subject: 'salaries' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().errors[0].field).toBe('subject');
    const column = await run({ ...assignmentsReport, columns: ['providerName', 'password_hash'] });
    expect(column.statusCode).toBe(400);
    expect(column.json().errors[0]).toEqual({ field: 'columns.1', message: 'Unknown column password_hash' });
    const field = await run({
      ...assignmentsReport,
      filters: [{ field: 'id; drop table users', operator: 'eq', value: 1 }],
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().errors[0].field).toBe('filters.0.field');
    const op = await run({
      ...assignmentsReport,
      filters: [{ field: 'startDate', operator: 'contains', value: '2025' }],
    });
    expect(op.statusCode).toBe(400);
    expect(op.json().errors[0].field).toBe('filters.0.operator');
    const unknownOp = await run({
      ...assignmentsReport,
      filters: [{ field: 'startDate', operator: 'like', value: '%' }],
    });
    expect(unknownOp.statusCode).toBe(400);
    expect(unknownOp.json().errors[0].field).toBe('filters.0.operator');
    const value = await run({ ...assignmentsReport, filters: [{ field: 'startDate', operator: 'gt', value: 'soon' }] });
    expect(value.statusCode).toBe(400);
    expect(value.json().errors[0]).toEqual({ field: 'filters.0.value', message: 'Enter a valid date (YYYY-MM-DD)' });
    const impossible = await run({
      ...assignmentsReport,
      filters: [{ field: 'startDate', operator: 'eq', value: '2025-02-30' }],
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors[0].field).toBe('filters.0.value');
    const sort = await run({ ...assignmentsReport, sortBy: 'nope' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors[0].field).toBe('sortBy');
  });

  it('refuses a column, filter or sort the caller may not see with 403, and a subject without its permission', async () => {
    const staff = bearer(await t.iconUserToken(['view-dynamic-reports', 'view-payments']));
    const url = `${staffBase}/all?page=1&pageSize=10`;
    const ok = await run({ subject: 'payments', columns: ['providerName', 'netPay'] }, staff, url);
    expect(ok.statusCode).toBe(200);
    const column = await run({ subject: 'payments', columns: ['providerName', 'margin'] }, staff, url);
    expect(column.statusCode).toBe(403);
    expect(column.json().errors[0]).toEqual({
      field: 'columns.1',
      message: 'You do not have permission to see Margin',
    });
    const filter = await run(
      { subject: 'payments', columns: ['providerName'], filters: [{ field: 'billed', operator: 'gt', value: 0 }] },
      staff,
      url,
    );
    expect(filter.statusCode).toBe(403);
    expect(filter.json().errors[0].field).toBe('filters.0.field');
    const sort = await run({ subject: 'payments', columns: ['providerName'], sortBy: 'margin' }, staff, url);
    expect(sort.statusCode).toBe(403);
    const subject = await run(assignmentsReport, staff, url);
    expect(subject.statusCode).toBe(403);
    const download = await t.post(`${staffBase}/download`, staff, { subject: 'payments', columns: ['margin'] });
    expect(download.statusCode).toBe(403);
    const none = bearer(await t.iconUserToken(['view-payments']));
    expect((await run({ subject: 'payments', columns: ['netPay'] }, none, url)).statusCode).toBe(403);
  });

  it('downloads the same rows as the list, in its order, with typed cells', async () => {
    const listed = await run(assignmentsReport, admin, `${base}/all?page=1&pageSize=100`);
    const rows = listed.json().data.data as Record<string, string>[];
    const xlsx = await t.post(`${base}/download`, admin, assignmentsReport);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('assignments-report.xlsx');
    const wb = await workbookOf(xlsx.rawPayload);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Provider', 'Facility', 'Start date', 'End date']);
    const fromFile: string[][] = [];
    sheet?.eachRow((row, n) => {
      if (n === 1) return;
      const v = row.values as unknown[];
      expect(v[3]).toBeInstanceOf(Date);
      fromFile.push([
        String(v[1]),
        String(v[2]),
        (v[3] as Date).toISOString().slice(0, 10),
        (v[4] as Date).toISOString().slice(0, 10),
      ]);
    });
    expect(fromFile).toEqual(rows.map((r) => [r.providerName, r.facilityName, r.startDate, r.endDate]));
    // CSV with a batch smaller than the rows would need the keyset to cross batches: same rows again.
    const csv = await t.post(`${base}/download`, admin, { ...assignmentsReport, format: 'csv' });
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines.slice(1).map((l) => l.split(','))).toEqual(
      rows.map((r) => [r.providerName, r.facilityName, r.startDate, r.endDate]),
    );
  });

  it('walks the keyset across batches in the list order, nulls included', async () => {
    const admin_ = { role: 'superAdmin', permissions: [] } as unknown as Parameters<typeof planOf>[0];
    for (const [sortBy, sortDirection] of [
      ['endDate', -1],
      ['endDate', 1],
      ['procedureType', 1],
      ['procedureType', -1],
      [null, 1],
      [null, -1],
    ] as const) {
      const query = {
        subject: 'assignments',
        columns: ['providerName', 'endDate'],
        filters: [],
        sortBy,
        sortDirection,
      };
      const listed = (await run(query, admin, `${base}/all?page=1&pageSize=100`)).json().data.data;
      const walked = [];
      for await (const row of reportRows(t.db, planOf(admin_, query), 4)) walked.push(row);
      expect(walked).toEqual(listed);
      expect(walked).toHaveLength(25);
    }
  });

  it('saves filter sets per user, shares them with a role, and refuses others their changes', async () => {
    const roleId = await t.createRole(['view-dynamic-reports', 'manage-dynamic-report-filters', 'view-assignments']);
    const make = async () => {
      const u = await t.createUser({ role: 'iconUser', roleId });
      return bearer(await t.login(u.email));
    };
    const alice = await make();
    const bob = await make();
    const other = bearer(
      await t.iconUserToken(['view-dynamic-reports', 'manage-dynamic-report-filters', 'view-assignments']),
    );
    const filters = `${staffBase}/filters`;
    const saved = await t.post(filters, alice, { name: 'Lakeside by start', query: assignmentsReport });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id;
    expect(saved.json().data.query.columns).toEqual(assignmentsReport.columns);
    const dup = await t.post(filters, alice, { name: 'Lakeside by start', query: assignmentsReport });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors[0].field).toBe('name');
    // Bob may save the same name: names are per user.
    const bobs = await t.post(filters, bob, { name: 'Lakeside by start', query: assignmentsReport });
    expect(bobs.statusCode).toBe(201);
    const names = async (h: Headers) =>
      ((await t.app.inject({ url: filters, headers: h })).json().data as { id: string; mine: boolean }[]).map((s) => [
        s.id,
        s.mine,
      ]);
    expect(await names(alice)).toEqual([[id, true]]);
    expect(await names(bob)).toEqual([[bobs.json().data.id, true]]);
    // Bob cannot change or delete Alice's set.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${filters}/${id}`,
          headers: bob,
          payload: { name: 'x', query: assignmentsReport },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${filters}/${id}`, headers: bob })).statusCode).toBe(404);
    // Shared with the role, Bob sees it (not his); the user of another role does not.
    const shared = await t.app.inject({
      method: 'PUT',
      url: `${filters}/${id}`,
      headers: alice,
      payload: { name: 'Lakeside by start', query: assignmentsReport, sharedRoleId: roleId },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data.sharedRoleId).toBe(roleId);
    expect(await names(bob)).toContainEqual([id, false]);
    expect(await names(other)).toEqual([]);
    // A saved set is checked like a run: an unknown column is 400 under query.
    const badSave = await t.post(filters, alice, { name: 'Bad', query: { ...assignmentsReport, columns: ['nope'] } });
    expect(badSave.statusCode).toBe(400);
    expect(badSave.json().errors[0].field).toBe('query.columns.0');
    expect((await t.app.inject({ method: 'DELETE', url: `${filters}/${id}`, headers: alice })).statusCode).toBe(200);
    expect(await names(alice)).toEqual([]);
    // Viewing without the manage permission: may list, may not save.
    const viewer = bearer(await t.iconUserToken(['view-dynamic-reports', 'view-assignments']));
    expect((await t.post(filters, viewer, { name: 'V', query: assignmentsReport })).statusCode).toBe(403);
  });

  it('lists who created records of a module for the "created by" filter, and filters by it', async () => {
    const res = await t.app.inject({
      url: '/api/super-admin/list-created-by-users?module=assignments',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { id: string; name: string }[];
    expect(users).toHaveLength(1);
    const byCreator = await run({
      subject: 'assignments',
      columns: ['providerName', 'createdBy'],
      filters: [{ field: 'createdBy', operator: 'eq', value: users[0]?.id }],
    });
    expect(byCreator.json().data.total).toBe(25);
    expect(byCreator.json().data.data[0].createdBy).toBe(users[0]?.name);
    const unknown = await t.app.inject({
      url: '/api/super-admin/list-created-by-users?module=salaries',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('module');
  });

  it('is closed to providers', async () => {
    const provider = bearer(await t.providerToken());
    for (const [method, url] of [
      ['GET', `${staffBase}/subjects`],
      ['POST', `${staffBase}/all`],
      ['POST', `${staffBase}/download`],
      ['GET', `${staffBase}/filters`],
      ['GET', '/api/icon-users/list-created-by-users?module=assignments'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: provider,
        payload: method === 'POST' ? assignmentsReport : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.post('/api/providers/dynamic-report/all', provider, assignmentsReport)).statusCode).toBe(404);
  });
});
