import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

test('staff edit the client pick-list beside its select, and the select follows', async ({ page }) => {
  const stamp = Date.now();
  const first = `Picklist Client ${stamp}`;
  const renamed = `Picklist Renamed ${stamp}`;
  const kept = `Picklist Kept ${stamp}`;
  await signIn(page, 'admin', '/login?redirect=%2Fadd-facilities');
  await expect(page.getByRole('heading', { name: 'Add Facility' })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Client list' }).click();
  const modal = page.getByRole('dialog', { name: 'Client list' });
  await expect(modal).toBeVisible();

  // A name already in the list is refused beside the field.
  await modal.getByRole('textbox', { name: 'New client', exact: true }).fill('HCA Healthcare');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal.getByText('This name is already in the list')).toBeVisible();

  await modal.getByRole('textbox', { name: 'New client', exact: true }).fill(first);
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Item added successfully')).toBeVisible();
  await expect(modal.getByText(first, { exact: true })).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'New client', exact: true })).toHaveValue('');

  await modal.getByRole('button', { name: `Rename ${first}` }).click();
  await modal.getByRole('textbox', { name: `New name for ${first}` }).fill(renamed);
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Item updated successfully')).toBeVisible();
  await expect(modal.getByText(renamed, { exact: true })).toBeVisible();
  await expect(modal.getByText(first, { exact: true })).toHaveCount(0);

  await modal.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete client' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Item deleted successfully')).toBeVisible();
  await expect(modal.getByText(renamed, { exact: true })).toHaveCount(0);

  await modal.getByRole('textbox', { name: 'New client', exact: true }).fill(kept);
  await modal.getByRole('textbox', { name: 'New client', exact: true }).press('Enter');
  await expect(modal.getByText(kept, { exact: true })).toBeVisible();

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  const client = page.getByRole('textbox', { name: 'Client', exact: true });
  await client.click();
  await expect(page.getByRole('option', { name: 'HCA Healthcare', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: renamed, exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: first, exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: kept, exact: true }).click();
  await expect(client).toHaveValue(kept);
});
