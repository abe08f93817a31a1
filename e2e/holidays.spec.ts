import { expect, test } from '@playwright/test';
import { shootBothWidths, signIn } from './fixtures.ts';

test('a super admin adds, renames and deletes a holiday from Settings > Holidays', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Settings', { exact: true }).click();
  await page.getByRole('link', { name: 'Holidays' }).click();
  await expect(page).toHaveURL(/\/holidays-listing$/);
  await expect(page.getByRole('heading', { name: 'Holidays' })).toBeVisible();

  // A year of the seeded federal calendar.
  await page.getByRole('textbox', { name: 'Year', exact: true }).click();
  await page.getByRole('option', { name: '2031', exact: true }).click();
  const table = page.getByRole('table', { name: 'Holidays of 2031' });
  await expect(table.getByRole('row').filter({ hasText: '07/04/2031' })).toContainText('Independence Day');
  await shootBothWidths(page, 'holidays-listing');

  // Add: the form checks the name beside the field, the server refuses a day already listed.
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
  await dialog.getByLabel('Date').fill('2031-07-04');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the holiday name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Twice');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A holiday is already listed on this day')).toBeVisible();
  await dialog.getByLabel('Date').fill('2031-12-24');
  await dialog.getByLabel('Name').fill('Christmas Eve');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Holiday added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Christmas Eve' })).toContainText('12/24/2031');

  // Rename.
  await page.getByRole('button', { name: 'Edit Christmas Eve', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Holiday' });
  await expect(edit.getByLabel('Date')).toBeDisabled();
  await edit.getByLabel('Name').fill('Christmas Eve (clinics closed)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Holiday updated successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Christmas Eve (clinics closed)', exact: true })).toBeVisible();

  // Delete asks first; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete Christmas Eve (clinics closed)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete holiday' });
  await expect(confirm).toContainText('Delete Christmas Eve (clinics closed) on 12/24/2031?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('cell', { name: 'Christmas Eve (clinics closed)', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Christmas Eve (clinics closed)' }).click();
  await page.getByRole('dialog', { name: 'Delete holiday' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Holiday deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Christmas Eve (clinics closed)', exact: true })).toBeHidden();

  // A year with nothing listed says so.
  await page.getByRole('textbox', { name: 'Year', exact: true }).click();
  await page.getByRole('option', { name: '2099', exact: true }).click();
  await expect(page.getByText('No holidays listed for 2099.')).toBeVisible();
});

test('staff without super admin rights see no holiday calendar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Settings', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Pay Periods' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Holidays' })).toHaveCount(0);
  await page.goto('/holidays-listing');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Holidays' })).toHaveCount(0);
});
