import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../contracts/src/businessDay.ts';
import { signIn } from './fixtures.ts';

const FACILITY = 'Mercy General Hospital';
const NOTES = `Night shifts ${Date.now()}`;
const OVERLAP = 'This provider is already assigned to this facility for overlapping dates';

/** 'YYYY-MM-DD', `days` from today (UTC, as the server counts "today"). */
const day = (days: number) => addDays(todayIn(), days);

async function pickFacility(page: Page) {
  await page.getByRole('textbox', { name: 'Facility', exact: true }).fill('Mercy');
  await page.getByRole('option', { name: new RegExp(`^${FACILITY}`) }).click();
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test('staff assign a facility to a provider, hit an overlap and export the list', async ({ page }) => {
  await signIn(page, 'admin', '/login?redirect=%2Fproviders-listing');
  await expect(page.getByRole('heading', { name: 'Providers' })).toBeVisible();
  await page.getByLabel('Search').fill('Pat Provider');
  await page.getByRole('button', { name: 'View Pat Provider' }).click();
  await expect(page).toHaveURL(/\/view-providers\/[0-9a-f-]+$/);
  const providerId = page.url().split('/').pop();

  await page.getByRole('tab', { name: 'Facilities' }).click();
  await expect(page).toHaveURL(`/view-provider-facilities/${providerId}`);
  await expect(page.getByRole('heading', { name: 'Pat Provider' })).toBeVisible();

  await page.getByRole('button', { name: 'Assign Facility' }).click();
  await expect(page).toHaveURL(`/view-provider-assign-facility/${providerId}`);
  await expect(page.getByRole('heading', { name: 'Assign Facility' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a facility')).toBeVisible();
  await expect(page.getByText('Start date is required')).toBeVisible();
  await expect(page.getByText('Choose a pay period type')).toBeVisible();

  await pickFacility(page);
  // Three days back (UTC): the provider's time sheet spec fills this assignment's first days, which must have begun
  // at the facility; at 01:00 UTC the US is still on the day before, so a start of yesterday (UTC) was tomorrow there.
  await page.getByLabel('Start date').fill(day(-3));
  await page.getByLabel('End date').fill(day(-5));
  await pickOption(page, 'On-call type', 'In-House Call');
  await pickOption(page, 'Pay period type', 'Bi-Weekly');
  await page.getByLabel('Notes').fill(NOTES);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('End date must be on or after the start date')).toBeVisible();

  await page.getByLabel('End date').fill(day(30));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Facility assigned successfully')).toBeVisible();
  await expect(page).toHaveURL(`/view-provider-facilities/${providerId}`);
  const row = page.locator('tbody tr', { hasText: FACILITY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('In-House Call');
  await expect(row).toContainText('Bi-Weekly');

  // A second assignment to the same facility over the same days is refused, on the form.
  await page.getByRole('button', { name: 'Assign Facility' }).click();
  await pickFacility(page);
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('End date').fill(day(10));
  await pickOption(page, 'Pay period type', 'Daily');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OVERLAP })).toBeVisible();
  await expect(page).toHaveURL(`/view-provider-assign-facility/${providerId}`);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Active only keeps it; the export downloads the list as an XLSX workbook.
  await expect(page).toHaveURL(`/view-provider-facilities/${providerId}`);
  await page.getByRole('textbox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Active only', exact: true }).click();
  // The demo data gives Pat Provider other active assignments too.
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: FACILITY })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('assignments.xlsx');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // View, then the edit form holds the saved values.
  await page.getByRole('button', { name: `View ${FACILITY}` }).click();
  await expect(page).toHaveURL(/\/view-provider-view-facility\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'View Assigned Facility' })).toBeVisible();
  await expect(page.getByText(NOTES)).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/view-provider-edit-facility\/[0-9a-f-]+$/);
  await expect(page.getByLabel('End date')).toHaveValue(day(30));
  await expect(page.getByRole('textbox', { name: 'Facility', exact: true })).toHaveValue(new RegExp(`^${FACILITY}`));

  await page.goto('/view-provider-view-facility/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Assignment not found')).toBeVisible();
});

test('the provider sees and opens their assigned facility', async ({ page }) => {
  await signIn(page, 'provider', '/login?redirect=%2Fprovider-listing-assignedfacilities');
  await expect(page.getByRole('heading', { name: 'Assigned Facilities' })).toBeVisible();
  const row = page.locator('tbody tr', { hasText: FACILITY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await row.getByText(FACILITY).click();
  await expect(page).toHaveURL(/\/provider-view-assignedfacilities\?id=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'View Assigned Facility' })).toBeVisible();
  await expect(page.getByText(FACILITY)).toBeVisible();
  await expect(page.getByText('In-House Call')).toBeVisible();

  await page.goto('/provider-view-assignedfacilities?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Assignment not found')).toBeVisible();
});
