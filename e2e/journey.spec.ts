import { expect, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../contracts/src/businessDay.ts';
import { mailLink, signIn } from './fixtures.ts';

/**
 * The core records end to end: staff add a facility with its four contacts, invite a provider and assign them
 * there; the provider signs in, sees the assignment and edits their own contact information; staff see the
 * change in the profile history.
 */
const today = () => todayIn();
const inDays = (n: number) => addDays(todayIn(), n);

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('facility with four contacts, invited provider, assignment, own contact edit, profile history', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const id = `${Date.now()}`;
  const facility = `Journey Hospital ${id}`;
  const last = `Journey${id}`;
  const email = `journey.${id}@example.com`;

  // 1. A facility with the four contacts of spec section 3.
  const admin = await browser.newPage();
  await signIn(admin, 'admin', '/login?redirect=%2Fadd-facilities');
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(facility);
  const contacts = [
    ['Primary Timesheet Approver', 'Tess Approver', 'tess@journey.example'],
    ['Backup Timesheet Approver', 'Bo Backup', 'bo@journey.example'],
    ['Primary Credentialing Contact', 'Cy Cred', 'cy@journey.example'],
    ['Primary PE Contact', 'Pia Enroll', 'pia@journey.example'],
  ] as const;
  for (const [type, name, mail] of contacts) {
    await admin.getByRole('textbox', { name: `${type} name`, exact: true }).fill(name);
    await admin.getByRole('textbox', { name: `${type} e-mail`, exact: true }).fill(mail);
  }
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Facility added successfully')).toBeVisible();
  await expect(admin).toHaveURL(/\/view-facilities\//);
  for (const [type, name] of contacts) {
    await expect(admin.getByText(type).first()).toBeVisible();
    await expect(admin.getByText(name)).toBeVisible();
  }

  // 2. Invite the provider; they set a password and sign the agreement from the e-mail.
  await admin.goto('/providers-listing');
  await admin.getByRole('button', { name: 'Add Provider' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Provider' });
  await dialog.getByLabel('First name').fill('Jo');
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText('Provider added successfully. An invitation e-mail has been sent.')).toBeVisible();

  const provider = await browser.newPage();
  await provider.goto(await mailLink(email, 'Welcome'));
  const password = 'Journey-provider-pass-4';
  await provider.getByLabel('New password').fill(password);
  await provider.getByLabel('Confirm password').fill(password);
  await provider.getByLabel('I agree to the provider agreement').check();
  await provider.getByLabel('Type your full name to sign').fill(`Jo ${last}`);
  await provider.getByRole('button', { name: 'Save password' }).click();
  await expect(provider).toHaveURL(/\/login/);

  // 3. Staff assign the provider to the facility.
  await admin.getByLabel('Search').fill(last);
  await admin.getByRole('button', { name: `View Jo ${last}` }).click();
  await expect(admin).toHaveURL(/\/view-providers\/[0-9a-f-]{36}$/);
  const providerId = admin.url().split('/').pop();
  await admin.getByRole('tab', { name: 'Facilities' }).click();
  await admin.getByRole('button', { name: 'Assign Facility' }).click();
  await admin.getByRole('textbox', { name: 'Facility', exact: true }).fill('Journey Hospital');
  await admin.getByRole('option', { name: new RegExp(`^${facility}`) }).click();
  await admin.getByLabel('Start date').fill(today());
  await admin.getByLabel('End date').fill(inDays(60));
  await pick(admin, 'Pay period type', 'Bi-Weekly');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Facility assigned successfully')).toBeVisible();
  await expect(admin.locator('tbody tr', { hasText: facility })).toContainText('Active');

  // 4. The provider signs in and sees the assignment.
  await provider.getByLabel('E-mail').fill(email);
  await provider.getByLabel('Password', { exact: true }).fill(password);
  await provider.getByRole('button', { name: 'Sign in' }).click();
  await expect(provider).toHaveURL(/\/provider-timesheet-listing/);
  await provider.goto('/provider-listing-assignedfacilities');
  await expect(provider.locator('tbody tr', { hasText: facility })).toHaveCount(1);

  // 5. They edit their own contact information.
  await provider.goto('/profile');
  await provider.getByRole('button', { name: 'Edit Contact Information' }).click();
  const form = provider.getByRole('form', { name: 'Contact Information' });
  await form.getByLabel('Phone', { exact: true }).fill('+1 303 555 0177');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(provider.getByText('Profile updated successfully')).toBeVisible();

  // 6. Staff see the change in the profile history.
  await admin.goto(`/view-profile-history/${providerId}`);
  const change = admin.locator('tbody tr', { hasText: 'Phone' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(`Jo ${last}`);
  await expect(change).toContainText('+1 303 555 0177');
});
