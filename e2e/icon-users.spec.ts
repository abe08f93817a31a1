import { expect, test } from '@playwright/test';
import { chooseOption, signIn } from './fixtures.ts';

test('a staff user is created, filtered, edited and deactivated through the screens', async ({ page }) => {
  const last = `Reyes${Date.now()}`;
  await signIn(page, 'admin', '/login?redirect=%2Ficon-users-listing');
  await expect(page.getByRole('heading', { name: 'ICON Users' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();

  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/\/create-icon-users$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('E-mail is required')).toBeVisible();

  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('E-mail').fill('staff@example.com');
  await chooseOption(page, 'Role', 'Operations Staff');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An account with this e-mail already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create-icon-users$/);

  await page.getByLabel('E-mail').fill(`${last.toLowerCase()}@example.com`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/icon-users-listing$/);
  await expect(page.getByText('User created successfully. An invitation e-mail has been sent.')).toBeVisible();

  await page.getByLabel('Search').fill(last);
  await chooseOption(page, 'Status', 'Pending');
  await chooseOption(page, 'Role', 'Operations Staff');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Dana ${last}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit Dana ${last}` }).click();
  await expect(page).toHaveURL(/\/edit-icon-users\//);
  await expect(page.getByLabel('E-mail')).toHaveValue(`${last.toLowerCase()}@example.com`);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await page.getByLabel('First name').fill('Danielle');
  await chooseOption(page, 'Status', 'Deactivated');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Deactivate user')).toBeVisible();
  await expect(dialog).toContainText('signed out at once');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/icon-users-listing$/);

  // The list kept its search and filters; the user is no longer pending.
  await expect(page.getByLabel('Search')).toHaveValue(last);
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('Pending');
  await expect(page.getByText('No users found')).toBeVisible();
  await chooseOption(page, 'Status', 'Deactivated');
  await expect(page.getByRole('cell', { name: `Danielle ${last}`, exact: true })).toBeVisible();

  await page.goto('/edit-icon-users/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('User not found').first()).toBeVisible();
});

test('a pending provider is confirmed from the providers list', async ({ page, request }) => {
  const last = `Pending${Date.now()}`;
  const email = `${last.toLowerCase()}@example.com`;
  const signup = await request.post('/api/signup', {
    data: {
      firstName: 'Nora',
      lastName: last,
      email,
      password: 'Clinic-Shift-7721',
      signature: `Nora ${last}`,
      agreementAccepted: true,
    },
  });
  expect(signup.ok()).toBe(true);

  await signIn(page, 'admin', '/login?redirect=%2Fproviders-listing');
  await expect(page.getByRole('heading', { name: 'Providers' })).toBeVisible();
  await page.getByLabel('Search').fill(last);
  await chooseOption(page, 'E-mail', 'Not Verified');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();

  await page.getByRole('button', { name: `Confirm Nora ${last}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Confirm provider')).toBeVisible();
  await expect(dialog.getByText('They will be able to sign in to the provider area.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Provider confirmed successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Confirm Nora ${last}` })).toHaveCount(0);
  await expect(page.locator('tbody tr', { hasText: email })).toContainText('Confirmed');
});
