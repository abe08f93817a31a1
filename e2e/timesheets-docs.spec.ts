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
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries|No time sheets found/)).toBeVisible();
  const xlsx = await downloaded(page, 'Export');
  expect(xlsx.name).toBe('timesheets.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  const zip = await downloaded(page, 'Download PDFs');
  expect(zip.name).toBe('timesheets.zip');
  expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');
});
