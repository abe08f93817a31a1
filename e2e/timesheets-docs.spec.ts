import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('staff export the time sheet list as XLSX and download its PDFs as a ZIP', async ({ page }) => {
  await signIn(page, 'admin', '/login?redirect=%2Fadmin-timesheet-listing');
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  const xlsx = await downloaded(page, 'Export');
  expect(xlsx.name).toBe('timesheets.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  // The demo holds time sheets: the preview names what the ZIP will hold before it downloads.
  await page.getByRole('button', { name: 'Download PDFs' }).click();
  const dialog = page.getByRole('dialog', { name: /^Download \d+ time sheet PDFs?\?$/ });
  await expect(
    dialog
      .getByTestId('bulk-download-files')
      .getByText(/\.pdf$/)
      .first(),
  ).toBeVisible();
  const zip = await downloaded(page, 'Download ZIP');
  expect(zip.name).toBe('timesheets.zip');
  expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');
});
