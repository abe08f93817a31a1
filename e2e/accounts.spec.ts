import { expect, test } from '@playwright/test';
import { chooseOption, mailLink, signIn } from './fixtures.ts';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a provider signs up, verifies from the e-mail, is confirmed by the admin and signs in', async ({ browser }) => {
  const id = stamp();
  const email = `new.provider.${id}@example.com`;
  const password = 'Night-shift-anesthesia-7';
  const provider = await browser.newPage();

  await provider.goto('/signup');
  await provider.getByLabel('First name').fill('Robin');
  await provider.getByLabel('Last name').fill(`Gas${id}`);
  await provider.getByLabel('E-mail').fill(email);
  await provider.getByLabel('Password', { exact: true }).fill(password);
  await provider.getByLabel('Confirm password').fill(password);
  await provider.getByLabel('I agree to the provider agreement').check();
  await provider.getByLabel('Type your full name to sign').fill(`Robin Gas${id}`);
  await provider.getByRole('button', { name: 'Create account' }).click();
  await expect(provider).toHaveURL(/\/verify-email/);

  // Not verified yet: sign-in is refused with the reason.
  await provider.goto('/login');
  await provider.getByLabel('E-mail').fill(email);
  await provider.getByLabel('Password', { exact: true }).fill(password);
  await provider.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    provider.getByText('Please verify your e-mail address before signing in.', { exact: false }),
  ).toBeVisible();
  // The refusal's code (EMAIL_NOT_VERIFIED), not its text, offers a new verification e-mail.
  await expect(provider.getByRole('link', { name: 'Resend verification e-mail' })).toBeVisible();

  const verifyLink = await mailLink(email, 'Verify your e-mail address');
  await provider.goto(verifyLink);
  await expect(provider.getByText('Your e-mail address has been verified.', { exact: false })).toBeVisible();
  // The same link again: the page takes its heading from the refusal's code (LINK_USED) and offers a new link.
  await provider.goto(verifyLink);
  await expect(provider.getByRole('heading', { name: 'Link already used' })).toBeVisible();
  await expect(provider.getByText('If you opened this link before', { exact: false })).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, 'admin', '/login?redirect=%2Fproviders-listing');
  await admin.getByLabel('Search').fill(`Gas${id}`);
  await admin.getByRole('button', { name: `Confirm Robin Gas${id}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Provider confirmed successfully')).toBeVisible();

  await provider.goto('/login');
  await provider.getByLabel('E-mail').fill(email);
  await provider.getByLabel('Password', { exact: true }).fill(password);
  await provider.getByRole('button', { name: 'Sign in' }).click();
  await expect(provider).toHaveURL(/\/provider-timesheet-listing/);
  await expect(provider.getByRole('button', { name: 'User menu' })).toContainText(`Robin Gas${id}`);
});

// Only this spec signs in as the staff demo account, so its password may change here.
test('a password is recovered through the e-mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/recover-password/);
  await page.getByLabel('E-mail').fill('staff@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this address', { exact: false })).toBeVisible();

  await page.goto(await mailLink('staff@example.com', 'Reset your password'));
  const next = 'Recovered-pass-phrase-42';
  await page.getByLabel('New password').fill(next);
  await page.getByLabel('Confirm password').fill(next);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill('staff@example.com');
  await page.getByLabel('Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/risk-calendar/);
});

test('an icon user with a limited role sees only the permitted sidebar items', async ({ browser }) => {
  const id = stamp();
  const admin = await browser.newPage();
  await signIn(admin, 'admin', '/login?redirect=%2Fcreate-roles');
  await admin.getByLabel('Name').fill(`Provider Viewers ${id}`);
  await admin.getByRole('checkbox', { name: 'View providers' }).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Role created successfully')).toBeVisible();

  const email = `viewer.${id}@example.com`;
  await admin.goto('/create-icon-users');
  await admin.getByLabel('First name').fill('Vera');
  await admin.getByLabel('Last name').fill(`Viewer${id}`);
  await admin.getByLabel('E-mail').fill(email);
  await chooseOption(admin, 'Role', `Provider Viewers ${id}`);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/icon-users-listing/);

  const staff = await browser.newPage();
  await staff.goto(await mailLink(email, 'You are invited'));
  const password = 'Viewer-first-password-3';
  await staff.getByLabel('New password').fill(password);
  await staff.getByLabel('Confirm password').fill(password);
  await staff.getByRole('button', { name: 'Save password' }).click();
  await expect(staff).toHaveURL(/\/login/);
  await staff.getByLabel('E-mail').fill(email);
  await staff.getByLabel('Password', { exact: true }).fill(password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(/\/risk-calendar/);

  const nav = staff.getByRole('navigation');
  // The home page is the risk calendar: the Providers section opens on a click.
  await nav.getByText('Providers', { exact: true }).click();
  await expect(nav.getByText('Provider Listing', { exact: true })).toBeVisible();
  for (const hidden of ['Roles', 'Users Listing', 'Facility Listing', 'Provider Rates', 'Payments']) {
    await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await staff.goto('/roles-listing');
  await expect(staff.getByText('You don`t have access to this page')).toBeVisible();
});
