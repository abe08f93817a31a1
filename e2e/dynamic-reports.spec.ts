import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, apiLogin, chooseOption, day, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();

test.describe.configure({ mode: 'serial' });

test('the risk calendar is the staff home and shows an assignment ending in 20 days, linking to it', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const provider = await apiLogin(request, 'provider');
  const facility = await apiCall(request, 'POST', '/api/super-admin/facilities', admin.token, {
    name: `Risk Clinic ${STAMP}`,
  });
  const assignment = await apiCall(request, 'POST', '/api/super-admin/provider-facility-assignments', admin.token, {
    providerId: provider.profile._id,
    facilityId: facility._id,
    startDate: day(-10),
    endDate: day(20),
    payPeriodType: 'bi_weekly',
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/risk-calendar$/);
  await expect(page.getByRole('heading', { name: 'Risk Calendar', exact: true })).toBeVisible();
  const link = page.getByRole('link', { name: `Assignment at Risk Clinic ${STAMP} ends` });
  await expect(link).toBeVisible();
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText(
    new Date(`${day(20)}T00:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }),
  );
  await expect(row).toContainText('Assignment ends');
  await shootBothWidths(page, 'risk-calendar');
  // The month view of the month holding that day lists it too.
  await page.getByText('Month', { exact: true }).click();
  const target = new Date(`${day(20)}T00:00:00Z`);
  const now = new Date();
  const ahead = (target.getUTCFullYear() - now.getUTCFullYear()) * 12 + target.getUTCMonth() - now.getUTCMonth();
  for (let i = 0; i < ahead; i++) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(
    page.getByRole('gridcell', {
      name: new RegExp(
        `^${target.toLocaleDateString('en-US', { timeZone: 'UTC', month: '2-digit', day: '2-digit', year: 'numeric' })}: [1-9]`,
      ),
    }),
  ).toBeVisible();
  await shootBothWidths(page, 'risk-calendar-month');
  await page.getByText('List', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/view-provider-assign-facility/${assignment._id}$`));
});

test('staff build a dynamic report, save it, open it again and download it as XLSX with numbers as numbers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/dynamic-reports');
  await expect(page.getByRole('heading', { name: 'Dynamic Reports', exact: true })).toBeVisible();
  await chooseOption(page, 'Subject', 'Payments');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await chooseOption(page, 'Filter 1 field', 'Net pay');
  await chooseOption(page, 'Filter 1 operator', 'on or after / at least');
  await page.getByRole('textbox', { name: 'Filter 1 value' }).fill('0');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  await expect(page.locator('thead').getByText('Gross pay', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'dynamic-reports');

  const name = `Payments report ${STAMP}`;
  await page.getByRole('button', { name: 'Save as...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save report' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Enter a name for the report')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Report saved successfully')).toBeVisible();

  // A fresh page: the saved report opens with its subject, columns and filter, and runs.
  await page.reload();
  await chooseOption(page, 'Saved reports', name);
  await expect(page.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('0');
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  const firstNet = await page.locator('table tbody tr').first().locator('td').nth(4).innerText();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payments-report.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Provider', 'Period start', 'Status', 'Gross pay', 'Net pay']);
  const first = sheet?.getRow(2);
  expect(typeof first?.getCell(4).value).toBe('number');
  expect(typeof first?.getCell(5).value).toBe('number');
  expect(first?.getCell(2).value).toBeInstanceOf(Date);
  // The file's first row is the table's first row.
  expect(Number(firstNet.replace(/[$,]/g, ''))).toBe(first?.getCell(5).value);
});
