import { expect, type Page, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { itemAt } from '../contracts/src/arrays.ts';
import { MFA_MESSAGES } from '../contracts/src/mfa.ts';
import { staffOfNewRole } from './fixtures.ts';

/**
 * Staff two-step sign-in in Chromium, on accounts of its own: the e2e server turns
 * MFA_REQUIRED_FOR_SUPER_ADMINS off so the other specs can sign the demo super admin in with a password.
 */

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a role that requires it: enrol with the QR code at sign-in, keep the recovery codes, sign in again with one', async ({
  page,
  browser,
  request,
}) => {
  const { email, password } = await staffOfNewRole(page, request, {
    name: `Mfa desk ${Date.now()}`,
    permissions: ['view-providers'],
    mfaRequired: true,
  });
  await passwordStep(page, email, password);
  await expect(page.getByText(MFA_MESSAGES.enrolStep)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';

  await page.getByLabel('Authentication code').fill('000000' === authenticator.generate(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MFA_MESSAGES.wrongCode)).toBeVisible();

  await page.getByLabel('Authentication code').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page).toHaveURL(/\/risk-calendar/);

  // Another browser: the password alone is not enough; a recovery code signs in once.
  const other = await (await browser.newContext()).newPage();
  await passwordStep(other, email, password);
  await expect(other.getByText(MFA_MESSAGES.verifyStep)).toBeVisible();
  await other.getByLabel('Authentication code or recovery code').fill(itemAt(codes, 0, 'a recovery code'));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other).toHaveURL(/\/risk-calendar/);
  await other.goto('/profile');
  const card = other.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card).toContainText('Recovery codes left: 9');
});

test('a staff user turns it on from the profile page with the QR code', async ({ page, request }) => {
  const { email, password } = await staffOfNewRole(page, request, {
    name: `Mfa optional ${Date.now()}`,
    permissions: ['view-providers'],
  });
  await passwordStep(page, email, password);
  await expect(page).toHaveURL(/\/risk-calendar/);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('mfa-secret').textContent()) ?? '';
  await card.getByLabel('Authentication code').fill(authenticator.generate(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // Turning it off takes a current code; the one that turned it on is spent, so the next time step's code.
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await card
    .getByLabel('Authentication code')
    .fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
  await card.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});
