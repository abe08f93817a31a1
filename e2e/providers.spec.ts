import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, mailLink, signIn } from './fixtures.ts';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Picks an option of a Mantine select inside `scope` (the providers list has its own Specialty and E-mail). */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff invite a provider, who signs, edits their phone, and staff see the change in the history', async ({
  browser,
}) => {
  const id = stamp();
  const last = `Invitee${id}`;
  const email = `invitee.${id}@example.com`;
  const phone = '+1 512 555 0142';

  const admin = await browser.newPage();
  await signIn(admin, 'admin', '/login?redirect=%2Fproviders-listing');
  await admin.getByRole('button', { name: 'Add Provider' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Provider' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Quinn');
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('E-mail').fill(email);
  await choose(admin, dialog, 'Specialty', 'CRNA');
  await choose(admin, dialog, 'Organisation', 'ICON Anesthesia');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText('Provider added successfully. An invitation e-mail has been sent.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await admin.getByLabel('Search').fill(last);
  await choose(admin, admin.getByRole('main'), 'Specialty', 'CRNA');
  await choose(admin, admin.getByRole('main'), 'Organisation', 'ICON Anesthesia');
  await expect(admin.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const row = admin.locator('tbody tr', { hasText: email });
  await expect(row).toContainText('CRNA');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not Signed');

  // The invited provider sets a password and signs the agreement from the e-mail, then signs in.
  const provider = await browser.newPage();
  await provider.goto(await mailLink(email, 'Welcome'));
  await expect(provider).toHaveURL(/\/reset-password\/[^?]+\?invite=provider/);
  const password = 'Invited-provider-pass-9';
  await provider.getByLabel('New password').fill(password);
  await provider.getByLabel('Confirm password').fill(password);
  await provider.getByLabel('I agree to the provider agreement').check();
  await provider.getByLabel('Type your full name to sign').fill(`Quinn ${last}`);
  await provider.getByRole('button', { name: 'Save password' }).click();
  await expect(provider).toHaveURL(/\/login/);
  await provider.getByLabel('E-mail').fill(email);
  await provider.getByLabel('Password', { exact: true }).fill(password);
  await provider.getByRole('button', { name: 'Sign in' }).click();
  await expect(provider).toHaveURL(/\/provider-timesheet-listing/);

  // Their own profile: five parts editable, ICON Information read-only.
  await provider.goto('/profile');
  await expect(provider.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const basic = provider.getByRole('region', { name: 'Basic Info' });
  await expect(basic).toContainText('CRNA');
  await expect(provider.getByRole('region', { name: 'ICON Information' })).toContainText('ICON Anesthesia');
  await expect(provider.getByRole('button', { name: 'Edit ICON Information' })).toHaveCount(0);
  await expect(provider.getByRole('button', { name: /^Edit / })).toHaveCount(5);
  const main = provider.getByRole('main');
  await expect(main.getByRole('link', { name: 'Assigned Facilities' })).toHaveAttribute(
    'href',
    '/provider-listing-assignedfacilities',
  );
  await expect(main.getByRole('button', { name: 'Change profile picture' })).toBeVisible();

  await provider.getByRole('button', { name: 'Edit Contact Information' }).click();
  const contactForm = provider.getByRole('form', { name: 'Contact Information' });
  await contactForm.getByLabel('Phone', { exact: true }).fill('12');
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(contactForm.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
    'Enter a valid phone number',
  );
  await contactForm.getByLabel('Phone', { exact: true }).fill(phone);
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(provider.getByText('Profile updated successfully')).toBeVisible();
  await expect(contactForm).toHaveCount(0);
  await expect(provider.getByRole('region', { name: 'Contact Information' })).toContainText(phone);

  // Staff see who changed the phone, from nothing to the new number.
  await admin.getByRole('button', { name: `View Quinn ${last}` }).click();
  await expect(admin).toHaveURL(/\/view-providers\/[0-9a-f-]{36}$/);
  const providerId = admin.url().split('/').pop();
  await expect(admin.getByRole('heading', { name: `Quinn ${last}` })).toBeVisible();
  await admin.goto(`/view-profile-history/${providerId}`);
  await expect(admin.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  const change = admin.locator('tbody tr', { hasText: 'Phone' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(`Quinn ${last}`);
  await expect(change).toContainText('Updated Contact Information');
  await expect(change.getByRole('cell').nth(4)).toHaveText('—');
  await expect(change.getByRole('cell').nth(5)).toHaveText(phone);
  // The invitation is the first entry, newest first.
  await expect(admin.locator('tbody tr').first()).toContainText('Updated Contact Information');
  await expect(admin.locator('tbody tr', { hasText: 'Invited' }).first()).toContainText('Admin');
});

test('staff edit a profile card by card: NPI check digit, address 2 rule, server errors beside the fields', async ({
  page,
  request,
}) => {
  const id = stamp();
  const last = `Cards${id}`;
  const login = await request.post('/api/login', { data: ACCOUNTS.admin });
  const token = (await login.json()).data.token as string;
  const invited = await request.post('/api/super-admin/providers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Morgan', lastName: last, email: `cards.${id}@example.com` },
  });
  expect(invited.status()).toBe(201);
  const providerId = (await invited.json()).data._id as string;

  await signIn(page, 'admin', `/login?redirect=${encodeURIComponent(`/view-providers/${providerId}`)}`);
  await expect(page.getByRole('heading', { name: `Morgan ${last}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  // Basic Info: a wrong NPI check digit is refused beside the field; Cancel keeps the stored values.
  await page.getByRole('button', { name: 'Edit Basic Info' }).click();
  const basicForm = page.getByRole('form', { name: 'Basic Info' });
  await basicForm.getByLabel('NPI').fill('1245319598');
  await basicForm.getByRole('button', { name: 'Save' }).click();
  await expect(basicForm.getByLabel('NPI')).toHaveAccessibleDescription(
    /Enter a valid 10-digit NPI \(its check digit does not match\)/,
  );
  await expect(basicForm.getByText('Enter a valid 10-digit NPI (its check digit does not match)')).toBeVisible();
  await basicForm.getByLabel('NPI').fill('1245319599');
  await basicForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Basic Info' })).toContainText('1245319599');

  // Address: address 2 needs a country and a postal code.
  await page.getByRole('button', { name: 'Edit Address & Time Zone' }).click();
  const addressForm = page.getByRole('form', { name: 'Address & Time Zone' });
  await addressForm.getByLabel('Address 1').fill('10 Elm St');
  await addressForm.getByLabel('Address 2').fill('Suite 9');
  await addressForm.getByRole('button', { name: 'Save' }).click();
  await expect(addressForm.getByLabel('Address 2')).toHaveAccessibleDescription(
    /Country and postal code is required for address 2/,
  );
  await expect(addressForm.getByText('Country and postal code is required for address 2')).toBeVisible();
  await choose(page, addressForm, 'Country', 'United States');
  await choose(page, addressForm, 'State', 'Texas');
  await addressForm.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
  await page.getByRole('option', { name: 'Austin', exact: true }).click();
  await addressForm.getByLabel('Postal code').fill('73301');
  await addressForm.getByRole('textbox', { name: 'Time zone', exact: true }).fill('America/Chicago');
  await page.getByRole('option', { name: /^America\/Chicago/ }).click();
  await addressForm.getByRole('button', { name: 'Save' }).click();
  await expect(addressForm).toHaveCount(0);
  const address = page.getByRole('region', { name: 'Address & Time Zone' });
  await expect(address).toContainText('Suite 9');
  await expect(address).toContainText('United States');
  await expect(address).toContainText('Texas');
  await expect(address).toContainText('America/Chicago');

  // A server-only rule (the e-mail belongs to someone else) also lands beside its field.
  await page.getByRole('button', { name: 'Edit Contact Information' }).click();
  const contactForm = page.getByRole('form', { name: 'Contact Information' });
  await contactForm.getByLabel('E-mail').fill(ACCOUNTS.provider.email);
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(contactForm.getByLabel('E-mail')).toHaveAccessibleDescription(
    /An account with this e-mail already exists/,
  );
  await contactForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(`cards.${id}@example.com`);

  // ICON Information: the end date may not precede the start date.
  await page.getByRole('button', { name: 'Edit ICON Information' }).click();
  const iconForm = page.getByRole('form', { name: 'ICON Information' });
  await iconForm.getByLabel('Start date').fill('2025-03-01');
  await iconForm.getByLabel('End date').fill('2025-02-01');
  await iconForm.getByRole('button', { name: 'Save' }).click();
  await expect(iconForm.getByText('End date must be on or after the start date')).toBeVisible();
  await iconForm.getByRole('button', { name: 'Cancel' }).click();

  // Archive from the header; the list shows the provider under Archived, and reinstating brings them back.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Provider archived successfully')).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await page.goto('/providers-listing');
  await page.getByLabel('Search').fill(last);
  await expect(page.getByText('No providers found')).toBeVisible();
  await choose(page, page.getByRole('main'), 'Show archived', 'Archived');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await page.getByRole('button', { name: `Reinstate Morgan ${last}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText('Provider reinstated successfully')).toBeVisible();
  await expect(page.getByText('No providers found')).toBeVisible();

  // The other tabs show what exists today, honestly.
  await page.goto(`/view-credentialing/${providerId}`);
  await expect(page.getByRole('region', { name: 'Agreement' })).toContainText('Not Signed');
  await expect(page.getByText('No credentialing records found')).toBeVisible();
  await expect(page.getByText('No assignments yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-documents/${providerId}$`));
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Documents Folders' })).toHaveAttribute(
    'href',
    `/provider-folders-listing/${providerId}`,
  );
});

test('staff change a provider profile picture: a PNG is uploaded, other types are refused first', async ({ page }) => {
  await signIn(page, 'admin', '/login?redirect=%2Fproviders-listing');
  await page.getByLabel('Search').fill('Pat Provider');
  await page.getByRole('button', { name: 'View Pat Provider' }).click();
  await expect(page).toHaveURL(/\/view-providers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Pat Provider' })).toBeVisible();

  // A .txt file never leaves the browser.
  await page.setInputFiles('input[type="file"]', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Upload a JPG, JPEG, GIF or PNG image')).toBeVisible();

  // 'Change profile picture' opens the file picker; a PNG becomes the header's picture, served through a signed link.
  // The bytes after the 8-byte signature make a real 1x1 image, so the browser can show it.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('AAAADUlIRFIAAAABAAAAAQgGAAAAHxXEiQAAAA1JREFUeNpjZPjPUA8AA4YBgFo0fWsAAAAASUVORK5CYII=', 'base64'),
  ]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await (await chooser).setFiles({ name: 'pat.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
  const picture = page.getByRole('img', { name: 'Profile picture of Pat Provider' });
  await expect(picture).toHaveAttribute('src', /\/api\/files\/avatars\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('the providers list exports the current filter as an XLSX file', async ({ page }) => {
  await signIn(page, 'admin', '/login?redirect=%2Fproviders-listing');
  await page.getByLabel('Search').fill('Pat Provider');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('providers.xlsx');
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(await download.path());
  // An .xlsx is a ZIP archive.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a list filter works from the keyboard: it opens on the current choice and picks the next', async ({ page }) => {
  await signIn(page, 'admin', '/login?redirect=%2Fproviders-listing');
  const status = page.getByRole('main').getByRole('textbox', { name: 'Status', exact: true });
  await expect(status).toHaveValue('All');
  await expect(status).not.toHaveAttribute('aria-controls');
  await status.focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(status).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'no id');
  // The current choice is the highlighted one, as Mantine's own select does.
  await expect(listbox.getByRole('option', { name: 'All', exact: true })).toHaveAttribute('data-combobox-selected');
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { name: 'Pending', exact: true })).toHaveAttribute('data-combobox-selected');
  await page.keyboard.press('Enter');
  await expect(status).toHaveValue('Pending');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(status).not.toHaveAttribute('aria-controls');
});
