import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { todayIn } from '@portal/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHostileRows } from './csv-formulas.fixtures.ts';
import { payPeriods } from './db/schema/index.ts';
import { generatePayPeriods } from './modules/pay-periods/index.ts';
import { csvText, FORMULA_START } from './platform/csv.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from './test/buildTestApp.ts';
import { downloadedWorkbook } from './test/workbook.ts';

/**
 * Every CSV the portal writes opens as text in a spreadsheet: a cell a spreadsheet would read as a formula
 * (OWASP: starting with =, +, -, @, tab or carriage return) is written with a leading apostrophe.
 */

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3+cmd', '@SUM(A1)', '\tTab', '\rReturn'];

describe('csvText', () => {
  it('prefixes formula cells with an apostrophe and leaves plain numbers and other text alone', () => {
    const text = csvText([['-12.50', '+5', '-3', '.5', 'Ann', ...HOSTILE]], { newline: '\r\n' });
    const [cells] = Papa.parse<string[]>(text).data;
    expect(cells).toEqual(['-12.50', '+5', '-3', '.5', 'Ann', ...HOSTILE.map((h) => `'${h}`)]);
    expect(FORMULA_START.test('-12.5e3')).toBe(false);
    expect(FORMULA_START.test('-1-2')).toBe(true);
  });

  it('is the only place that writes CSV', async () => {
    const root = import.meta.dirname;
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== path.join('platform', 'csv.ts'),
    );
    const { readFile } = await import('node:fs/promises');
    const writers: string[] = [];
    for (const f of files) if (/\bunparse\s*\(/.test(await readFile(path.join(root, f), 'utf8'))) writers.push(f);
    expect(writers).toEqual([]);
  });
});

/**
 * Where each CSV download names the hostile texts: the columns whose cells must start with the neutralised text.
 * Providers' names are first names; free-text columns (notes, descriptions, reasons, insurer, document names)
 * carry the same texts, seeded by `seedHostileRows`. A download missing from this table fails the test.
 */
const NAMING: Record<string, string[]> = {
  '/api/super-admin/providers/export': ['First name'],
  '/api/super-admin/provider-facility-assignments/export': ['Provider'],
  '/api/super-admin/time-sheet/export': ['Provider'],
  '/api/super-admin/pay-rate/download': ['Provider', 'Notes'],
  '/api/super-admin/malpractice-rates/export': ['Insurance provider'],
  '/api/super-admin/malpractice-rates/expired-malpractice/download': [
    'Provider',
    'Insurance provider',
    'Policy number',
    'Latest note',
  ],
  '/api/super-admin/bonuses/download': ['Provider', 'Notes'],
  '/api/super-admin/expenses/report/download': ['Provider', 'Description'],
  '/api/super-admin/payments/day-wise-export': ['Provider'],
  '/api/super-admin/payments/bi-weekly-export': ['Provider', 'Hold reason'],
  '/api/super-admin/credentialing-payor-enrollment/download': ['Provider', 'Privileges', 'Notes'],
  '/api/super-admin/upcoming-reappointments/download': ['Provider'],
  '/api/super-admin/upcoming-expiring/download': ['Provider'],
  '/api/super-admin/expired-documents/download': ['Provider', 'Item', 'Detail'],
  '/api/super-admin/dynamic-report/download': ['Provider'],
  // A provider's own downloads name only that provider: each hostile provider downloads them in turn.
  '/api/providers/expenses/report/download': ['Provider', 'Description'],
  '/api/providers/upcoming-reappointments/download': ['Provider'],
  '/api/providers/upcoming-expiring/download': ['Provider'],
  '/api/providers/expired-documents/download': ['Provider', 'Item', 'Detail'],
};

/** The facility's name is staff's text: the column naming it, where a download has one. */
const FACILITY = '@Formula General';
const FACILITY_COLUMN: Record<string, string> = {
  '/api/super-admin/provider-facility-assignments/export': 'Facility',
  '/api/super-admin/time-sheet/export': 'Facility',
  '/api/super-admin/pay-rate/download': 'Facility',
  '/api/super-admin/bonuses/download': 'Facility',
  '/api/super-admin/expenses/report/download': 'Facility',
  '/api/super-admin/payments/day-wise-export': 'Facilities',
  '/api/super-admin/credentialing-payor-enrollment/download': 'Facility',
  '/api/super-admin/upcoming-reappointments/download': 'Facility',
  '/api/super-admin/upcoming-expiring/download': 'Facility',
  '/api/super-admin/dynamic-report/download': 'Facility',
  '/api/providers/expenses/report/download': 'Facility',
  '/api/providers/upcoming-reappointments/download': 'Facility',
  '/api/providers/upcoming-expiring/download': 'Facility',
};

/** CSV downloads with no text a user controls, and why. They are still checked for formula cells. */
const NO_USER_TEXT: Record<string, string> = {
  '/api/super-admin/time-sheet/example': 'import template: fixed sample rows written by the portal',
  '/api/super-admin/timesheet-remainders/example': 'import template: fixed sample rows written by the portal',
  '/api/super-admin/pay-rate/example': 'import template: fixed sample rows written by the portal',
  '/api/super-admin/malpractice-rates/example': 'import template: fixed sample rows written by the portal',
};

let t: TestApp;
let admin: Record<string, string>;
/** One signed-in provider per hostile text, in HOSTILE's order. */
const providers: Record<string, string>[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  await generatePayPeriods(t.db);
  const [period] = await t.db
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lte(payPeriods.startDate, todayIn())))
    .orderBy(sql`${payPeriods.startDate} desc`)
    .limit(1);
  if (!period) throw new Error('no pay period');
  const facilityId = await t.addFacility({ name: FACILITY, state: 'TX' });
  // Each hostile name on a provider with an assignment, a time sheet and a row in every table an export reads.
  for (const [index, firstName] of HOSTILE.entries()) {
    const user = await t.createUser({ role: 'provider', firstName, lastName: '=Last' });
    const assignmentId = await t.assignProvider({
      providerId: user.id,
      facilityId,
      startDate: period.startDate,
      endDate: period.endDate,
    });
    const headers = bearer(await t.login(user.email));
    providers.push(headers);
    const sheet = await t.post('/api/providers/time-sheet', headers, {
      assignmentId,
      payPeriodId: period.id,
      entries: [{ date: period.startDate, hours: 8 }],
    });
    expect(sheet.statusCode, sheet.body).toBe(201);
    await seedHostileRows(t, { text: firstName, providerId: user.id, assignmentId, facilityId, period }, index);
  }
});
afterAll(() => t.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The rows of a CSV answer (header first), after checking it is a 200 CSV. */
function rowsOf(label: string, res: Answer) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(String(res.headers['content-type']), label).toMatch(/^text\/csv/);
  return Papa.parse<string[]>(res.body).data;
}
const cellsOf = (label: string, res: Answer) => rowsOf(label, res).flat();

/** The cells of a named column, without its header. */
function column(rows: string[][], name: string) {
  const at = rows[0]?.indexOf(name) ?? -1;
  expect(at, `column ${name} in ${rows[0]?.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[at] ?? '');
}

const isXlsx = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-type']).startsWith('application/vnd.openxmlformats');

/** The file routes that offer CSV, from the OpenAPI document, so an export added later is checked too. */
function csvRoutes(prefix: string) {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods)
      .filter(() => url.startsWith(prefix) && !url.includes('{') && /\/(export|download|example)$|-export$/.test(url))
      .map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', url })),
  );
}

function download(method: 'GET' | 'POST', url: string, headers: Record<string, string>) {
  // The dynamic report takes its format in the body; the others `?format=csv`.
  const payload = url.endsWith('/dynamic-report/download')
    ? { subject: 'assignments', columns: ['providerName', 'facilityName'], format: 'csv' }
    : url.endsWith('/invoice-reports/margin/export')
      ? { from: '2026-01-01', to: '2026-12-31' }
      : {};
  return t.app.inject({ method, url: `${url}?format=csv`, headers, ...(method === 'POST' ? { payload } : {}) });
}

describe('every CSV export neutralises formula cells', () => {
  it('writes each hostile name with a leading apostrophe, in every export and example', async () => {
    const routes = [...csvRoutes('/api/super-admin/'), ...csvRoutes('/api/providers/')];
    expect(routes.length).toBeGreaterThan(15);
    const xlsxOnly: string[] = [];
    const checked: string[] = [];
    for (const { method, url } of routes) {
      const own = url.startsWith('/api/providers/');
      // A provider's download is read by each hostile provider, naming their own text; staff's names them all.
      const readers = own ? providers.map((headers, i) => ({ headers, texts: [HOSTILE[i] as string] })) : [];
      if (!own) readers.push({ headers: admin, texts: HOSTILE });
      for (const { headers, texts } of readers) {
        const res = await download(method, url, headers);
        if (isXlsx(res)) {
          xlsxOnly.push(url);
          break;
        }
        const rows = rowsOf(`${method} ${url}`, res);
        for (const cell of rows.flat()) expect(FORMULA_START.test(cell), `${url}: ${JSON.stringify(cell)}`).toBe(false);
        if (url in NO_USER_TEXT) continue;
        const columns = NAMING[url];
        expect(columns, `${url} is in NAMING or NO_USER_TEXT`).toBeDefined();
        for (const name of columns ?? []) {
          const cells = column(rows, name);
          for (const h of texts)
            expect(
              cells.some((c) => c.startsWith(`'${h}`)),
              `${url} ${name}: '${h}`,
            ).toBe(true);
        }
        const facility = FACILITY_COLUMN[url];
        if (facility) expect(column(rows, facility), `${url} ${facility}`).toContain(`'${FACILITY}`);
      }
      if (!xlsxOnly.includes(url)) checked.push(url);
    }
    // Downloads that are XLSX whatever is asked (their text cells cannot hold a formula).
    expect(xlsxOnly.sort()).toEqual([
      '/api/providers/work-history/download',
      '/api/super-admin/invoice-reports/aging/export',
      '/api/super-admin/invoice-reports/margin/export',
    ]);
    // Every download in the tables was found in the OpenAPI document: none of them went stale.
    expect(checked.sort()).toEqual([...Object.keys(NAMING), ...Object.keys(NO_USER_TEXT)].sort());
  });

  it('the dynamic report of providers names them neutralised, and XLSX keeps them as text cells', async () => {
    const res = await t.post('/api/super-admin/dynamic-report/download', admin, {
      subject: 'providers',
      columns: ['firstName', 'lastName'],
      format: 'csv',
    });
    const cells = cellsOf('providers report', res);
    for (const h of HOSTILE) expect(cells).toContain(`'${h}`);
    expect(cells).toContain("'=Last");

    const wb = await downloadedWorkbook(t, '/api/super-admin/providers/export', admin);
    const values: unknown[] = [];
    wb.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => {
        values.push(cell.value);
      });
    });
    // Plain strings, not formula cells ({ formula }) and not apostrophe-prefixed.
    for (const h of HOSTILE.filter((x) => !/^[\t\r]/.test(x)))
      expect(values.some((v) => String(v).includes(h))).toBe(true);
    expect(values.every((v) => v === null || typeof v !== 'object' || v instanceof Date)).toBe(true);
  });
});
