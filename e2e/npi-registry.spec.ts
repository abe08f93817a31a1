import { expect, test } from '@playwright/test';
import { shootBothWidths, signIn } from './fixtures.ts';

test('credentialing staff accept an NPI registry difference and see it on the provider', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'credentialing');
  await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).click();
  await page.getByRole('tab', { name: 'NPI registry' }).click();

  // The demo's check waiting for review: the registry knows Riley Okafor by a married name, as a CRNA.
  const okafor = page.getByRole('row', { name: /Riley Okafor/ });
  await expect(okafor).toContainText('RILEY OKAFOR-BELL');
  await expect(okafor).toContainText('Differences');
  await shootBothWidths(page, 'npi-checks');

  await page.getByRole('button', { name: 'Accept Riley Okafor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept NPI registry differences' });
  await expect(dialog).toContainText('367500000X (Nurse Anesthetist, Certified Registered)');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog.getByText('Note is required')).toBeVisible();
  await dialog.getByLabel('Note').fill('Married name; works as an AA, registry taxonomy to be corrected');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('NPI registry differences accepted')).toBeVisible();
  await expect(page.getByText('No NPI registry checks')).toBeVisible();

  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await page
    .getByRole('row', { name: /Riley Okafor/ })
    .getByRole('link', { name: 'Riley Okafor' })
    .click();
  const panel = page.locator('.mantine-Paper-root', { has: page.getByRole('heading', { name: 'NPI registry' }) });
  await expect(panel).toContainText('Accepted');
  await expect(panel).toContainText('Married name; works as an AA');
  await expect(panel.getByRole('button', { name: 'Check again' })).toBeVisible();
  await shootBothWidths(page, 'npi-provider-panel');
});
