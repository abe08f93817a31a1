import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, day, demoProviderId, shootBothWidths, signIn } from './fixtures.ts';

/**
 * Licences: the provider sees their own on their profile with a link to the renewal upload; credentialing staff
 * list those expiring within 30 days and verify one from a source.
 */
test.describe.configure({ mode: 'serial' });

test("the provider's licences link straight to the renewal upload", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider', '/profile');
  // Pat's Idaho licence is pending (the demo's, or its renewal with a new number by the document details spec).
  const row = page.getByRole('row').filter({ hasText: /ID-CRNA-\d+/ });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'TX-0042-CRNA' }).getByText('Active')).toBeVisible();
  await shootBothWidths(page, 'licences-own');
  await row.getByRole('link', { name: /^Upload renewal of State licence ID ID-CRNA-\d+$/ }).click();
  await expect(page).toHaveURL(/\/provider-documents\/[^?]+\?renew=/);
  await expect(page.getByRole('dialog', { name: /^Renew idaho[ -]licence.*\.pdf$/i })).toBeVisible();
});

test('staff filter licences expiring within 30 days and verify one', async ({ page, request }) => {
  // A licence of Pat's expiring in 20 days, made through the API: the listing and the verification are the subject.
  const number = `WA-${Date.now()}`;
  const admin = await apiLogin(request, 'admin');
  await apiCall(request, 'POST', '/api/super-admin/licences', admin.token, {
    providerId: await demoProviderId(request, admin.token),
    state: 'WA',
    type: 'state-licence',
    number,
    issuedOn: day(-345),
    expiresOn: day(20),
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'credentialing', '/licences-listing');
  await page.getByRole('textbox', { name: 'Expiring', exact: true }).click();
  await page.getByRole('option', { name: 'Within 30 days', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'TX-0042-CRNA' })).toHaveCount(0);
  await shootBothWidths(page, 'licences-expiring');
  await row.getByRole('button', { name: `Verify State licence WA ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify licence' });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Choose a source')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Verification source' }).click();
  await page.getByRole('option', { name: 'State board website', exact: true }).click();
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Licence verified successfully')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('State board website')).toBeVisible();
});
