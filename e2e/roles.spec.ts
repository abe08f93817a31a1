import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

test('a role is created, found by search, edited and deleted through the screens', async ({ page }) => {
  const name = `Night Shift Desk ${Date.now()}`;
  await signIn(page, 'admin', '/login?redirect=%2Froles-listing');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();

  await page.getByRole('button', { name: 'Create Role' }).click();
  await expect(page).toHaveURL(/\/create-roles$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Covers the night shift');
  await page.getByRole('checkbox', { name: 'View roles' }).check();
  await page.getByRole('checkbox', { name: 'View time sheets' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/roles-listing$/);
  await expect(page.getByText('Role created successfully')).toBeVisible();

  await page.getByLabel('Search').fill('Night Shift');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/edit-roles\//);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByRole('checkbox', { name: 'View roles' })).toBeChecked();
  await page.getByLabel('Name').fill(`${name} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/roles-listing$/);

  // The list kept its search across the round trip.
  await expect(page.getByLabel('Search')).toHaveValue('Night Shift');
  await expect(page.getByRole('cell', { name: `${name} (edited)`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name} (edited)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Role deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} (edited)`, exact: true })).toHaveCount(0);
});
