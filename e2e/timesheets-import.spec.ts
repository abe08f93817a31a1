import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays } from '../contracts/src/businessDay.ts';
import { ACCOUNTS, day, signIn } from './fixtures.ts';

const STAMP = Date.now();
const CLINIC = `Import Clinic ${STAMP}`;
const PROVIDER_EMAIL = ACCOUNTS.provider.email;
const HEADER =
  'provider_email,facility_name,date,start_time,end_time,break_minutes,hours,on_call_type,on_call_hours,notes';

async function call(request: APIRequestContext, method: 'GET' | 'POST', url: string, token?: string, data?: unknown) {
  const res = await request.fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const body = await res.json();
  return { status: res.status(), body };
}

const csv = (rows: string[]) => Buffer.from(`${[HEADER, ...rows].join('\n')}\n`, 'utf8');

/** The number of time sheets the admin sees. */
async function timesheetCount(request: APIRequestContext, token: string): Promise<number> {
  const { status, body } = await call(request, 'POST', '/api/super-admin/time-sheet/all?page=1&pageSize=10', token, {
    filters: {},
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.total as number;
}

let adminToken = '';
/** A past bi-weekly pay period: both import files use days inside it. */
let periodStart = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const login = await call(request, 'POST', '/api/login', undefined, ACCOUNTS.admin);
  expect(login.status).toBe(200);
  adminToken = login.body.data.token;
  const first = async (path: string, search: string) => {
    const { body } = await call(request, 'POST', `/api/super-admin/${path}/all?page=1&pageSize=10`, adminToken, {
      search,
      filters: {},
    });
    return body.data.data[0]._id as string;
  };
  const providerId = await first('providers', 'Pat Provider');
  const mercyId = await first('facilities', 'Mercy');
  const assignment = (facilityId: string) =>
    call(request, 'POST', '/api/super-admin/provider-facility-assignments', adminToken, {
      providerId,
      facilityId,
      startDate: day(-40),
      endDate: day(40),
      payPeriodType: 'bi_weekly',
    });
  expect([201, 409]).toContain((await assignment(mercyId)).status);
  // The clean import goes to a clinic of its own, so no other test's time sheet is in its way.
  const clinic = await call(request, 'POST', '/api/super-admin/facilities', adminToken, { name: CLINIC });
  expect(clinic.status, JSON.stringify(clinic.body)).toBe(201);
  expect((await assignment(clinic.body.data._id)).status).toBe(201);
  // Pay periods are generated a few seconds after the server starts; take the last one that has ended.
  await expect
    .poll(
      async () => {
        const { body } = await call(request, 'GET', '/api/list-pay-periods?type=bi_weekly&limit=3', adminToken);
        const periods = (body.data ?? []) as { startDate: string; endDate: string }[];
        periodStart = periods.find((p) => p.endDate < day(0))?.startDate ?? '';
        return periodStart;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
});

test('an admin downloads the template, sees the bad line of a file, and nothing is imported', async ({
  page,
  request,
}) => {
  const before = await timesheetCount(request, adminToken);
  await signIn(page, 'admin');
  await page.goto('/admin-add-timesheet-import');
  await expect(page.getByRole('heading', { name: 'Import Time Sheets' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV example' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('timesheet-import-example.csv');

  await page.setInputFiles('input[type="file"]', {
    name: 'timesheets.csv',
    mimeType: 'text/csv',
    buffer: csv([
      `${PROVIDER_EMAIL},Mercy General Hospital,${periodStart},08:00,16:00,30,,,,Day shift`,
      `${PROVIDER_EMAIL},Mercy General Hospital,${addDays(periodStart, 1)},,,,,,,Forgot the hours`,
    ]),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Import failed' });
  await expect(alert).toContainText('could not be imported; nothing was imported');
  const table = alert.getByRole('table', { name: 'Rows that could not be imported' });
  await expect(table.getByRole('row').first()).toHaveText(/^\s*Line\s*Problem\s*$/);
  const bad = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  await expect(bad).toContainText('Give start and end times or the hours worked');
  expect(await timesheetCount(request, adminToken)).toBe(before);
});

test('an admin imports two valid rows and is told how many time sheets were made', async ({ page, request }) => {
  const before = await timesheetCount(request, adminToken);
  await signIn(page, 'admin');
  await page.goto('/admin-add-timesheet-import');

  await page.setInputFiles('input[type="file"]', {
    name: 'timesheets.csv',
    mimeType: 'text/csv',
    buffer: csv([
      `${PROVIDER_EMAIL},${CLINIC},${periodStart},08:00,16:00,30,,,,Day shift`,
      `${PROVIDER_EMAIL},${CLINIC},${addDays(periodStart, 1)},,,,7.5,,,`,
    ]),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Import complete' });
  await expect(alert).toContainText('1 time sheet(s) imported from 2 row(s)');
  expect(await timesheetCount(request, adminToken)).toBe(before + 1);
  await alert.getByRole('link', { name: 'Go to the time sheets' }).click();
  await expect(page).toHaveURL(/\/admin-timesheet-listing/);
});
