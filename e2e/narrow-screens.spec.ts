import { expect, type Locator, type Page, test } from '@playwright/test';
import { addProviderCategory, PDF } from './documentSetup.ts';
import { apiCall, apiLogin, assignDemoProvider, mailLink, providerSheet, signIn } from './fixtures.ts';

/**
 * What people sign for and act on is on screen: on a 390 px phone nothing needs sideways scrolling, and at
 * 1366 px a wide list keeps its actions in view.
 */
const STAMP = Date.now();
const FACILITY = `Narrow Screens Clinic ${STAMP}`;
const APPROVER = { name: 'Rita Reviewer', email: `rita-${STAMP}@example.com` };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The element lies within the window's width (not cut off at either side). */
async function expectWithinWidth(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is drawn').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test.beforeAll(async ({ request }) => {
  const setup = await assignDemoProvider(request, {
    name: FACILITY,
    contacts: [{ type: 'primary_timesheet_approver', ...APPROVER }],
  });
  await providerSheet(request, setup, setup.periods[0] as { _id: string; startDate: string }, true);
});

test('on a phone the facility approver sees every figure, and signs and rejects in one step', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(await mailLink(APPROVER.email, 'Time sheet to approve'));
  await expect(page.getByRole('heading', { name: 'Time Sheet Approval' })).toBeVisible();
  await expect(page.getByTestId('total-hours')).toHaveText('08:00');
  await expectWithinWidth(page, page.getByTestId('total-hours'));
  await expectWithinWidth(page, page.getByRole('cell', { name: '08:00' }).first());
  await expectNoSidewaysScroll(page);

  // The signature and the reason are asked before either button.
  await expect(page.getByLabel('Type your name to sign')).toBeVisible();
  await expect(page.getByLabel('Reason')).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByLabel('Type your name to sign')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Type your name to sign').fill(APPROVER.name);
  await page.getByLabel('Reason').fill('The first day ended at noon.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('facility-decision-done')).toContainText('Time sheet rejected');
  await expectNoSidewaysScroll(page);
});

test("on a phone the provider's payments show Net Pay and Pay, and their lines fit", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'provider', '/login?redirect=%2Fprovider-payments-listing');
  await expect(page).toHaveURL(/\/provider-payments-listing/);
  const card = page.getByTestId('record-card').first();
  await expect(card.getByText('Net Pay')).toBeVisible();
  await expectWithinWidth(page, card.getByText('Net Pay'));
  await expectNoSidewaysScroll(page);

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/provider-view-payment\//);
  const lines = page.getByRole('table', { name: 'Payment lines' });
  await expect(lines).toBeVisible();
  const pay = lines.getByRole('cell').nth(4);
  await expectWithinWidth(page, pay);
  await expectNoSidewaysScroll(page);
});

test("on a phone a provider's document shows its Expires and its actions", async ({ page, request }) => {
  const admin = (await apiLogin(request, 'admin')).token;
  const category = await addProviderCategory(request, admin, `Phone Credentials ${STAMP}`);
  const folderName = `Phone Licences ${STAMP}`;
  const sub = await addProviderCategory(request, admin, folderName, category._id);
  const type = await apiCall(request, 'POST', '/api/super-admin/document-types', admin, {
    name: `Phone licence ${STAMP}`,
    categoryId: sub._id,
    fields: [{ label: 'Expiry date', type: 'date', isExpiry: true }],
  });
  const provider = (await apiLogin(request, 'provider')).token;
  const top = (await apiCall(request, 'GET', '/api/providers/provider-documents/folders', provider)).folders.find(
    (f: { name: string }) => f.name === `Phone Credentials ${STAMP}`,
  );
  const detail = await apiCall(request, 'GET', `/api/providers/provider-documents/folders/${top._id}`, provider);
  const folder = detail.subFolders.find((f: { name: string }) => f.name === folderName);
  const res = await request.post('/api/providers/provider-documents/upload', {
    headers: { Authorization: `Bearer ${provider}` },
    multipart: {
      folderId: folder._id,
      typeId: type._id,
      values: JSON.stringify({ 'expiry-date': '2031-01-31' }),
      file: { name: 'phone-licence.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.setViewportSize(PHONE);
  await signIn(page, 'provider', `/login?redirect=${encodeURIComponent(`/provider-documents/${folder._id}`)}`);
  const card = page.getByTestId('record-card').filter({ hasText: 'phone-licence.pdf' });
  await expect(card.getByText('Expires')).toBeVisible();
  await expect(card.getByText('01/31/2031')).toBeVisible();
  await expectWithinWidth(page, card.getByText('01/31/2031'));
  await expectWithinWidth(page, card.getByRole('button').last());
  await expectNoSidewaysScroll(page);
});

test('at 1366 px the providers list keeps its actions on screen, and a name opens the provider', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin', '/login?redirect=%2Fproviders-listing');
  await expect(page).toHaveURL(/\/providers-listing/);
  const view = page.getByRole('button', { name: 'View Pat Provider' }).first();
  await expect(view).toBeVisible();
  await expectWithinWidth(page, view);
  await page.getByRole('link', { name: 'Pat Provider' }).first().click();
  await expect(page).toHaveURL(/\/view-providers\//);
});

test('the invitation shows the name to type, and the facility form lists the country’s time zones first', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const email = `ivy-${STAMP}@example.com`;
  await apiCall(request, 'POST', '/api/super-admin/providers', admin.token, {
    firstName: 'Ivy',
    lastName: 'Invited',
    email,
    specialty: 'crna',
  });
  await page.setViewportSize(PHONE);
  await page.goto(await mailLink(email, 'Welcome'));
  await expect(page.getByText('Type your first and last name exactly as shown: Ivy Invited')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin', '/login?redirect=%2Fadd-facilities');
  await expect(page).toHaveURL(/\/add-facilities/);
  await page.getByRole('textbox', { name: 'Time zone', exact: true }).click();
  await expect(page.getByRole('option').first()).toHaveText(/^America\//);
});

test('on a phone the people with access show each guest’s status badge whole', async ({ page, request }) => {
  const admin = (await apiLogin(request, 'admin')).token;
  const owner = (await apiLogin(request, 'provider')).profile._id;
  const name = `Phone Packet ${STAMP}`;
  await addProviderCategory(request, admin, name);
  const folders = await apiCall(request, 'GET', `/api/super-admin/provider-documents/folders?ownerId=${owner}`, admin);
  const folder = folders.folders.find((f: { name: string }) => f.name === name);
  const guest = `phone-office-${STAMP}@hospital.test`;
  await apiCall(request, 'POST', '/api/super-admin/provider-documents/share', admin, {
    folderId: folder._id,
    emails: [guest],
  });

  await page.setViewportSize(PHONE);
  await signIn(page, 'admin', `/login?redirect=${encodeURIComponent(`/provider-sub-folders/${folder._id}`)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'People with access', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `People with access: ${name}` });
  const row = dialog.getByRole('row').filter({ hasText: guest });
  const badge = row.getByText('Active', { exact: true });
  await expect(badge).toHaveText('Active');
  await expectWithinWidth(page, badge);
  // The label is not cut to an ellipsis: its text needs no more room than it has.
  expect(await badge.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
});
