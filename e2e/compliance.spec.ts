import { expect, test } from '@playwright/test';
import { shootBothWidths, signIn } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

test('credentialing staff review a possible match, import a list and download the monthly record', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'credentialing');
  await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).click();
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('heading', { name: 'Compliance', exact: true })).toBeVisible();

  // The demo's pending possible match: Riley Okafor by name and date of birth.
  const okafor = page.getByRole('row', { name: /Riley Okafor/ });
  await expect(okafor).toContainText('Possible: name and date of birth');
  await expect(okafor).toContainText('OIG LEIE');
  await shootBothWidths(page, 'compliance-matches');

  await page.getByRole('button', { name: 'Dismiss Riley Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss possible match' });
  await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(dialog.getByText('Note is required')).toBeVisible();
  await dialog.getByLabel('Note').fill('Different middle name and licence state; checked the OIG search page');
  await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(page.getByText('Possible match dismissed')).toBeVisible();
  await expect(page.getByText('No screening matches')).toBeVisible();

  // Confirmed and dismissed ones stay listed under their status, with the review note.
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Dismissed' }).click();
  await expect(page.getByRole('row', { name: /Riley Okafor/ })).toContainText('Different middle name');

  // A new LEIE version: imported at once, then screened in the background; its row shows the outcome when done.
  await page.getByRole('tab', { name: 'Exclusion lists' }).click();
  await expect(page.getByRole('row', { name: /LEIE-demo\.csv/ })).toContainText('Screened');
  await page.setInputFiles('input[type="file"]', 'server/src/modules/compliance/fixtures/leie-sample.csv');
  await page.getByRole('button', { name: 'Import and screen' }).click();
  await expect(page.getByText(/Exclusion list imported; every provider is being screened \(4 rows\)/)).toBeVisible();
  const imported = page.getByRole('row', { name: /leie-sample\.csv/ });
  await expect(imported).toContainText('Screened', { timeout: 30_000 });
  await expect(imported).toContainText('4');
  await shootBothWidths(page, 'compliance-lists');

  await page.getByRole('tab', { name: 'Monthly record' }).click();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^screening-record-\d{4}-\d{2}\.pdf$/);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^screening-record-\d{4}-\d{2}\.xlsx$/);
  await shootBothWidths(page, 'compliance-record');

  // The demo's confirmed exclusion is flagged in the providers list.
  await page.getByRole('navigation').getByText('Providers', { exact: true }).click();
  await page.getByRole('link', { name: 'Provider Listing' }).click();
  await page.getByPlaceholder(/Search/).fill('Novak');
  await expect(page.getByRole('row', { name: /Casey Novak/ })).toContainText('Excluded');
  await shootBothWidths(page, 'providers-excluded');
});

test('credentialing staff lift the confirmed exclusion with a note and the reinstatement date', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'credentialing');
  await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).click();
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expect(page.getByRole('row', { name: /Casey Novak/ })).toContainText('Confirmed');

  await page.getByRole('button', { name: 'Lift exclusion Casey Novak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift exclusion' });
  await expect(dialog.getByText('The list gives none: enter it')).toBeVisible();
  await shootBothWidths(page, 'compliance-lift-dialog');
  await dialog.getByRole('button', { name: 'Lift Exclusion' }).click();
  await expect(dialog.getByText('Note is required')).toBeVisible();
  await dialog.getByLabel('Note').fill('OIG reinstatement notice received; checked the OIG search page');
  await dialog.getByRole('button', { name: 'Lift Exclusion' }).click();
  await expect(dialog.getByText('Enter the reinstatement date (the list gives none)')).toBeVisible();
  await dialog.getByLabel('Reinstatement date').fill('2026-11-02');
  await dialog.getByRole('button', { name: 'Lift Exclusion' }).click();
  await expect(page.getByText(/^Exclusion lifted/)).toBeVisible();
  await expect(page.getByText('No screening matches')).toBeVisible();

  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Lifted' }).click();
  const lifted = page.getByRole('row', { name: /Casey Novak/ });
  await expect(lifted).toContainText('Lifted: OIG reinstatement notice received');
  await expect(lifted).toContainText('reinstated 11/02/2026');
  await shootBothWidths(page, 'compliance-lifted');

  await page.getByRole('navigation').getByText('Providers', { exact: true }).click();
  await page.getByRole('link', { name: 'Provider Listing' }).click();
  await page.getByPlaceholder(/Search/).fill('Novak');
  const novak = page.getByRole('row', { name: /Casey Novak/ });
  await expect(novak).toBeVisible();
  await expect(novak).not.toContainText('Excluded');
});
