import { expect, type Page, test } from '@playwright/test';
import { chooseOption, signIn } from './fixtures.ts';

/** Fills one contact fieldset of the facility form (inputs are named '<type label> name|e-mail|phone'). */
async function fillContact(page: Page, type: string, contact: { name: string; email: string; phone?: string }) {
  await page.getByRole('textbox', { name: `${type} name`, exact: true }).fill(contact.name);
  await page.getByRole('textbox', { name: `${type} e-mail`, exact: true }).fill(contact.email);
  await page.getByRole('textbox', { name: `${type} phone`, exact: true }).fill(contact.phone ?? '');
}

test('a facility is added with its contacts, found, edited, archived and reinstated', async ({ page }) => {
  // One long journey through four screens.
  test.setTimeout(120_000);
  const name = `Lakeside Medical ${Date.now()}`;
  await signIn(page, 'admin', '/login?redirect=%2Ffacilities-listing');
  await expect(page.getByRole('heading', { name: 'Facilities', exact: true })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Facility' }).click();
  await expect(page).toHaveURL(/\/add-facilities$/);
  await expect(page.getByRole('heading', { name: 'Add Facility' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Address 1').fill('1200 Lakeshore Dr');
  await page.getByLabel('Address 2').fill('Suite 200');
  // Country starts as the United States; address 2 needs a postal code too.
  await expect(page.getByRole('textbox', { name: 'Country', exact: true })).toHaveValue('United States');
  await chooseOption(page, 'State', 'Texas');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
  await page.getByRole('option', { name: 'Austin', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Country and postal code is required for address 2')).toBeVisible();
  await page.getByLabel('Postal code').fill('78701');

  await page.getByRole('textbox', { name: 'Time zone', exact: true }).fill('America/Chicago');
  await page.getByRole('option', { name: /^America\/Chicago/ }).click();
  await chooseOption(page, 'Client', 'HCA Healthcare');
  await chooseOption(page, 'VMS', 'AMN Healthcare');

  await fillContact(page, 'Primary Timesheet Approver', {
    name: 'Tara Approver',
    email: 'tara@lakeside.example',
    phone: '+1 512 555 0100',
  });
  // A contact without a name is refused beside its own fields.
  await fillContact(page, 'Backup Timesheet Approver', { name: '', email: 'ben@lakeside.example' });
  await fillContact(page, 'Primary Credentialing Contact', { name: 'Cara Cred', email: 'cara@lakeside.example' });
  await fillContact(page, 'Primary PE Contact', { name: 'Pete Enroll', email: 'pete@lakeside.example' });
  await page.getByRole('button', { name: 'Save' }).click();
  const backup = page.getByRole('group', { name: 'Backup Timesheet Approver' });
  await expect(backup.getByText('Name is required')).toBeVisible();
  await backup.getByRole('textbox', { name: 'Backup Timesheet Approver name', exact: true }).fill('Ben Backup');

  await page.getByRole('textbox', { name: 'ICON contacts', exact: true }).click();
  await page.getByRole('option', { name: 'Sam Staff (staff@example.com)' }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Facility added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/view-facilities\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'View Facility' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(name);
  await expect(details).toContainText('HCA Healthcare');
  await expect(details).toContainText('AMN Healthcare');
  await expect(details).toContainText('Active');
  const address = page.getByRole('region', { name: 'Address' });
  await expect(address).toContainText('Suite 200');
  await expect(address).toContainText('Austin');
  await expect(address).toContainText('Texas');
  await expect(address).toContainText('78701');
  await expect(page.getByRole('region', { name: 'Primary Timesheet Approver' })).toContainText('+1 512 555 0100');
  await expect(page.getByRole('region', { name: 'Backup Timesheet Approver' })).toContainText('Ben Backup');
  await expect(page.getByRole('region', { name: 'Primary PE Contact' })).toContainText('pete@lakeside.example');
  await expect(page.getByRole('region', { name: 'ICON contacts' })).toContainText('Sam Staff');

  // Found by search on the list.
  await page.getByRole('link', { name: 'Back to Facilities' }).click();
  await expect(page).toHaveURL(/\/facilities-listing$/);
  await page.getByLabel('Search').fill(name);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toContainText('Austin');
  await expect(row).toContainText('TX');
  await expect(row).toContainText('HCA Healthcare');

  // Edited: the backup contact is cleared (so not sent) and the PE contact gets a phone.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/edit-facilities\//);
  await expect(page.getByRole('heading', { name: 'Edit Facility' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Texas');
  await fillContact(page, 'Backup Timesheet Approver', { name: '', email: '', phone: '' });
  await fillContact(page, 'Primary PE Contact', {
    name: 'Pete Enroll',
    email: 'pete@lakeside.example',
    phone: '512-555-0199',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Facility updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/view-facilities\//);
  await expect(page.getByRole('region', { name: 'Backup Timesheet Approver' })).toContainText('Not set');
  await expect(page.getByRole('region', { name: 'Primary PE Contact' })).toContainText('512-555-0199');

  // Archived from the list: gone from Active, listed under Archived; the list kept its search.
  await page.getByRole('link', { name: 'Back to Facilities' }).click();
  await expect(page.getByLabel('Search')).toHaveValue(name);
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Archive facility')).toBeVisible();
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Facility archived successfully')).toBeVisible();
  await expect(page.getByText('No facilities found')).toBeVisible();
  await chooseOption(page, 'Status', 'Archived');
  await expect(row).toContainText('Archived');

  await page.getByRole('button', { name: `Reinstate ${name}` }).click();
  await expect(dialog.getByText('Reinstate facility')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reinstate', exact: true }).click();
  await expect(page.getByText('Facility reinstated successfully')).toBeVisible();
  await expect(page.getByText('No facilities found')).toBeVisible();
  await chooseOption(page, 'Status', 'Active');
  await expect(row).toContainText('Active');

  await page.goto('/view-facilities/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Facility not found')).toBeVisible();
});
