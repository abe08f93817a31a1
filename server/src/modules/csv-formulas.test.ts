import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { todayIn } from '@portal/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payPeriods } from '../db/schema/index.ts';
import { csvText, FORMULA_START } from '../platform/csv.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';
import { downloadedWorkbook } from '../test/workbook.ts';
import { generatePayPeriods } from './pay-periods/index.ts';

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
    const root = path.resolve(import.meta.dirname, '..');
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== path.join('platform', 'csv.ts'),
    );
    const { readFile } = await import('node:fs/promises');
    const writers: string[] = [];
    for (const f of files) if (/\bunparse\s*\(/.test(await readFile(path.join(root, f), 'utf8'))) writers.push(f);
    expect(writers).toEqual([]);
  });
});

let t: TestApp;
let admin: Record<string, string>;
let provider: Record<string, string>;
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
  const facilityId = await t.addFacility({ name: 'Formula General', state: 'TX' });
  // Each hostile name on a provider with an assignment and a time sheet, so every export has a row naming it.
  for (const firstName of HOSTILE) {
    const user = await t.createUser({ role: 'provider', firstName, lastName: '=Last' });
    const assignmentId = await t.assignProvider({
      providerId: user.id,
      facilityId,
      startDate: period.startDate,
      endDate: period.endDate,
    });
    const headers = bearer(await t.login(user.email));
    provider ??= headers;
    const sheet = await t.post('/api/providers/time-sheet', headers, {
      assignmentId,
      payPeriodId: period.id,
      entries: [{ date: period.startDate, hours: 8 }],
    });
    expect(sheet.statusCode, sheet.body).toBe(201);
  }
});
afterAll(() => t.close());

/** Every CSV cell of an answer, after checking it is a 200 CSV. */
function cellsOf(label: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(String(res.headers['content-type']), label).toMatch(/^text\/csv/);
  return Papa.parse<string[]>(res.body).data.flat();
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

describe('every CSV export neutralises formula cells', () => {
  it('writes each hostile name with a leading apostrophe, in every export and example', async () => {
    const routes = [...csvRoutes('/api/super-admin/'), ...csvRoutes('/api/providers/')];
    expect(routes.length).toBeGreaterThan(15);
    const named: string[] = [];
    const xlsxOnly: string[] = [];
    for (const { method, url } of routes) {
      const headers = url.startsWith('/api/providers/') ? provider : admin;
      // The dynamic report takes its format in the body; the others `?format=csv`.
      const payload = url.endsWith('/dynamic-report/download')
        ? { subject: 'assignments', columns: ['providerName', 'facilityName'], format: 'csv' }
        : {};
      const res = await t.app.inject({
        method,
        url: `${url}?format=csv`,
        headers,
        ...(method === 'POST' ? { payload } : {}),
      });
      if (isXlsx(res)) {
        xlsxOnly.push(url);
        continue;
      }
      const cells = cellsOf(`${method} ${url}`, res);
      for (const cell of cells) expect(FORMULA_START.test(cell), `${url}: ${JSON.stringify(cell)}`).toBe(false);
      if (HOSTILE.every((h) => cells.some((c) => c.includes(`'${h}`)))) named.push(url);
    }
    // Downloads that are XLSX whatever is asked (their text cells cannot hold a formula).
    expect(xlsxOnly).toEqual(['/api/providers/work-history/download']);
    console.log(
      `${routes.length - xlsxOnly.length} CSV downloads checked; naming every hostile name: ${named.join(', ')}`,
    );
    expect(named).toEqual(
      expect.arrayContaining([
        '/api/super-admin/providers/export',
        '/api/super-admin/provider-facility-assignments/export',
        '/api/super-admin/time-sheet/export',
        '/api/super-admin/dynamic-report/download',
      ]),
    );
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
