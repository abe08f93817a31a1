import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { addProviderCategory, addVaccinationForm, PDF } from './documentSetup.ts';
import { apiCall, apiLogin, MAIL_DIR, mailLink, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const CATEGORY = `Packet ${STAMP}`;
const TYPE = `Board certificate ${STAMP}`;
const GUEST = `office-${STAMP}@hospital.test`;
const FORM = `Immunisation form ${STAMP}`;
const FORM_GUEST = `forms-${STAMP}@hospital.test`;

/** The 6-digit code of the newest access-code e-mail to `to`. */
async function accessCode(to: string, timeoutMs = 20_000): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '..', MAIL_DIR);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      const m = JSON.parse(await readFile(path.join(dir, f), 'utf8'));
      const code = String(m.subject).match(/Your access code: (\d{6})/)?.[1];
      if (m.to === to && code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no access code e-mailed to ${to}`);
}

test.describe.configure({ mode: 'serial' });

let folderId = '';
let staffPage: Page;
let guestPage: Page;

/** The demo provider's folder of this spec's own category, holding one PDF (seeded through the API). */
test.beforeAll(async ({ request }) => {
  const admin = (await apiLogin(request, 'admin')).token;
  const provider = (await apiLogin(request, 'provider')).profile._id;
  const cat = await addProviderCategory(request, admin, CATEGORY);
  const type = await apiCall(request, 'POST', '/api/super-admin/document-types', admin, {
    name: TYPE,
    ownerKind: 'provider',
    categoryId: cat._id,
    repeats: true,
    fields: [],
  });
  // A general document (a form) in the same category, shared on its own below.
  await addVaccinationForm(request, admin, { name: FORM, categoryId: cat._id });
  const folders = await apiCall(
    request,
    'GET',
    `/api/super-admin/provider-documents/folders?ownerId=${provider}`,
    admin,
  );
  folderId = folders.folders.find((f: { name: string }) => f.name === CATEGORY)._id;
  const res = await request.post('/api/super-admin/provider-documents/upload', {
    headers: { Authorization: `Bearer ${admin}` },
    multipart: {
      folderId,
      typeId: type._id,
      name: 'board-certificate.pdf',
      values: '{}',
      file: { name: 'board-certificate.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
});

test('staff share a provider folder; the link is copied', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  staffPage = await context.newPage();
  await signIn(staffPage, 'admin', `/provider-sub-folders/${folderId}`);
  await expect(staffPage.getByRole('heading', { name: CATEGORY })).toBeVisible();
  await staffPage.getByRole('button', { name: 'Share Folder' }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Share "${CATEGORY}"` });
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByText('Add at least one e-mail address')).toBeVisible();
  await dialog.getByLabel('E-mail addresses').fill(GUEST);
  // Default 7 days; the field cannot go past 90 (the API's 400 is covered by the API tests).
  await expect(dialog.getByLabel('Link expires after (days)')).toHaveValue('7');
  await dialog.getByLabel('Message (optional)').fill('For the medical staff office');
  await dialog.getByRole('button', { name: 'Share' }).click();
  await dialog.getByRole('button', { name: `Copy link for ${GUEST}` }).click();
  await expect(staffPage.getByText('Link copied')).toBeVisible();
  const copied = await staffPage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/provider-folders-listing?access=');
  await dialog.getByRole('button', { name: 'Done' }).click();
});

test('the guest proves the address with the e-mailed code and browses in the container layout', async ({ browser }) => {
  const link = await mailLink(GUEST, 'shared documents with you');
  guestPage = await (await browser.newContext()).newPage();
  await guestPage.goto(link);
  await guestPage.getByLabel('E-mail address').fill('someone-else@hospital.test');
  await guestPage.getByRole('button', { name: 'Send code' }).click();
  await expect(guestPage.getByText('This link was not sent to that e-mail address.')).toBeVisible();
  await guestPage.getByLabel('E-mail address').fill(GUEST);
  await guestPage.getByRole('button', { name: 'Send code' }).click();
  await expect(guestPage.getByText(`We e-mailed a 6-digit code to ${GUEST}`)).toBeVisible();
  await guestPage.getByLabel('Code').fill(await accessCode(GUEST));
  await guestPage.getByRole('button', { name: 'Open documents' }).click();

  await expect(guestPage.getByRole('heading', { name: 'Shared documents' })).toBeVisible();
  await expect(guestPage).not.toHaveURL(/access=/);
  await expect(guestPage.getByText('For the medical staff office')).toBeVisible();
  // The plain container layout: no sidebar, no user menu.
  await expect(guestPage.getByRole('navigation')).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await guestPage.getByRole('link', { name: `Open folder ${CATEGORY}` }).click();
  await expect(guestPage.getByRole('heading', { name: CATEGORY })).toBeVisible();
  await expect(guestPage.getByText('board-certificate.pdf')).toBeVisible();
  await shootBothWidths(guestPage, 'sharing-guest-folder');

  await guestPage.getByRole('button', { name: 'Preview board-certificate.pdf' }).click();
  // The same react-pdf viewer as staff: the page drawn, with the page count.
  const viewer = guestPage.getByRole('document', { name: 'Preview of board-certificate.pdf' });
  await expect(viewer.locator('canvas')).toBeVisible();
  await expect(guestPage.getByRole('dialog').getByText(/^Page 1 of \d+$/)).toBeVisible();
  await guestPage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const [zip] = await Promise.all([
    guestPage.waitForEvent('download'),
    guestPage.getByRole('button', { name: 'Download Folder' }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile((await zip.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from(`${CATEGORY}/board-certificate.pdf`))).toBe(true);
});

test("staff see the guest in people with access and revoke it; the guest's next click says the link has expired", async () => {
  await staffPage.reload();
  await staffPage.getByRole('button', { name: 'People with access', exact: true }).click();
  const dialog = staffPage.getByRole('dialog', { name: `People with access: ${CATEGORY}` });
  const row = dialog.getByRole('row').filter({ hasText: GUEST });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('download-folders')).toBeVisible();
  await expect(row.getByText('Never')).toHaveCount(0);
  await row.getByRole('button', { name: `Revoke access of ${GUEST}` }).click();
  await staffPage.getByRole('dialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(staffPage.getByText('Access revoked')).toBeVisible();
  await expect(row.getByText('Revoked')).toBeVisible();

  await guestPage.getByRole('link', { name: 'Shared documents' }).click();
  await expect(guestPage.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(guestPage.getByText('Ask the person who shared it with you for a new link.')).toBeVisible();
});

test('staff share one general-document form and see the guest among the people with access', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin', `/provider-general-docs/${folderId}`);
  await expect(page.getByText(FORM, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Share ${FORM}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share "${FORM}"` });
  await dialog.getByLabel('E-mail addresses').fill(FORM_GUEST);
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByRole('button', { name: `Copy link for ${FORM_GUEST}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The e-mail carries the guest link.
  expect(await mailLink(FORM_GUEST, 'shared')).toContain('/provider-folders-listing?access=');

  await page.getByRole('button', { name: `People with access ${FORM}` }).click();
  const people = page.getByRole('dialog', { name: `People with access: ${FORM}` });
  const row = people.getByRole('row').filter({ hasText: FORM_GUEST });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(people.getByText('Pat Provider').first()).toBeVisible();
});
