import { expect, test } from '@playwright/test';
import { shootBothWidths, signIn } from './fixtures.ts';

const openSettings = async (page: import('@playwright/test').Page, item: string) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Settings', { exact: true }).click();
  await page.getByRole('link', { name: item, exact: true }).click();
};

test('a super admin creates an API key, sees it once, calls the API with it and revokes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await openSettings(page, 'API keys');
  await expect(page).toHaveURL(/\/api-keys-listing$/);
  await expect(page.getByRole('row').filter({ hasText: 'Payroll export' })).toBeVisible();
  await shootBothWidths(page, 'api-keys-listing');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Time sheet reader');
  await dialog.getByRole('textbox', { name: 'Permissions' }).click();
  await page.getByRole('option', { name: 'View time sheets', exact: true }).click();
  await dialog.getByLabel('Name').click();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' }).getByTestId('shown-once');
  await expect(shown).toContainText(/^pk_/);
  const key = (await shown.textContent()) ?? '';
  const call = () =>
    request.post('/api/icon-users/time-sheet/all', {
      headers: { Authorization: `Bearer ${key}` },
      data: { filters: { status: 'approved' } },
    });
  expect((await call()).status()).toBe(200);
  await page.getByRole('button', { name: 'Done' }).click();
  // Shown once: the list has its first letters only.
  const row = page.getByRole('row').filter({ hasText: 'Time sheet reader' });
  await expect(row).toContainText(key.slice(0, 9));
  await expect(row).not.toContainText(key.slice(12));

  await page.getByRole('button', { name: 'Revoke Time sheet reader' }).click();
  await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await call()).status()).toBe(401);
});

test('a super admin adds a webhook, sees its secret once and its deliveries', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await openSettings(page, 'Webhooks');
  await expect(page).toHaveURL(/\/webhooks-listing$/);

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.getByLabel('Name').fill('Billing system');
  await dialog.getByLabel('URL').fill('http://billing.example.com/hooks');
  await dialog.getByRole('textbox', { name: 'Events' }).click();
  await page.getByRole('option', { name: 'Pay period closed', exact: true }).click();
  await dialog.getByLabel('Name').click();
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  await expect(dialog.getByText('Enter an https:// address')).toBeVisible();
  await dialog.getByLabel('URL').fill('https://billing.example.com/hooks');
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const secret = page.getByRole('dialog', { name: 'Signing secret' }).getByTestId('shown-once');
  await expect(secret).toContainText(/^whsec_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await shootBothWidths(page, 'webhooks-listing');

  await page.getByRole('link', { name: 'Billing system' }).click();
  await expect(page.getByRole('heading', { name: 'Billing system' })).toBeVisible();
  await expect(page.getByText('No deliveries yet')).toBeVisible();
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('Test event queued')).toBeVisible();
  // The example address does not answer here: the delivery is kept with its failed attempt and its next try.
  const delivery = page.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(delivery).toContainText('Retrying', { timeout: 30_000 });
  await expect(delivery).toContainText('1 · last no answer');
  await shootBothWidths(page, 'view-webhook');

  // The demo subscription is paused, with a delivered and a failed delivery (Settings is still open).
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await page.getByRole('link', { name: 'Payroll system' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Payment approved' })).toContainText('Failed');
  await expect(page.getByRole('button', { name: 'Send again delivery of Payment approved' })).toBeVisible();

  // Its secret was never shown: rotating it, after a confirmation, shows a new one once.
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate signing secret?' });
  await confirm.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(page.getByText('Signing secret rotated')).toBeVisible();
  const rotated = page.getByRole('dialog', { name: 'New signing secret' });
  await expect(rotated.getByTestId('shown-once')).toContainText(/^whsec_/);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect(rotated).toBeHidden();
});
