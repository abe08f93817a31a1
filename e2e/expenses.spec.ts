import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, chooseOption, day, placeDemoProvider, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const CLINIC = `Expense Clinic ${STAMP}`;
/** A real 8x8 PNG (red), so the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);
let expenseUrl = '';

test.describe.configure({ mode: 'serial' });

/** Pat Provider (the demo provider account) assigned to a clinic of this spec's own. */
test.beforeAll(async ({ request }) => {
  await placeDemoProvider(request, (await apiLogin(request, 'admin')).token, CLINIC);
});

test('a provider adds a mileage expense with a receipt and sees it pending', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.getByRole('link', { name: 'Expenses', exact: true }).first().click();
  await expect(page).toHaveURL(/\/provider-expenses-listing$/);
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page).toHaveURL(/\/provider-add-expenses$/);

  await chooseOption(page, 'Facility', CLINIC);
  await page.getByLabel('Date').fill(day(-2));
  await chooseOption(page, 'Expense type', 'Mileage');
  await page.getByRole('textbox', { name: 'Miles' }).fill('42.5');
  await expect(page.getByText('At $0.70 a mile: $29.75')).toBeVisible();
  await page.setInputFiles('input[type="file"]', { name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  // Picking the file uploads it: there is no second step.
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Receipts' })).toContainText('receipt.png');
  await page.getByLabel('Description').fill('Drive to the clinic and back');
  await shootBothWidths(page, 'provider-add-expenses');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/provider-view-expenses\//);
  expenseUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Expense added successfully')).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('$29.75')).toBeVisible();
  await expect(page.getByText('42.50 at $0.70 a mile')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Receipt receipt.png' })).toBeVisible();
  await shootBothWidths(page, 'provider-view-expenses');

  await page.goto('/provider-expenses-listing');
  const row = page.getByRole('row').filter({ hasText: CLINIC });
  await expect(row).toContainText('Mileage');
  await expect(row).toContainText('$29.75');
  await expect(row).toContainText('Pending');
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  await shootBothWidths(page, 'provider-expenses-listing');
});

test('staff preview the receipt in the page and approve the expense', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/admin-expenses-listing');
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();
  await page.getByPlaceholder('Search by provider, facility or description').fill(CLINIC);
  const row = page.getByRole('row').filter({ hasText: CLINIC });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pat Provider');
  await expect(page.getByText('Total of the matching expenses: $29.75')).toBeVisible();
  await shootBothWidths(page, 'admin-expenses-listing');
  await row.getByRole('button', { name: /^View / }).click();

  await expect(page).toHaveURL(/\/admin-view-expenses\//);
  const receipt = page.getByRole('img', { name: 'Receipt receipt.png' });
  await expect(receipt).toBeVisible();
  expect(await receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await shootBothWidths(page, 'admin-view-expenses');

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Expense approved successfully')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
});

test('the provider sees the expense approved and the notification', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.goto(expenseUrl);
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/notifications-listing');
  const notice = page.getByRole('row').filter({ hasText: CLINIC });
  await expect(notice).toContainText('Expense approved');
  await expect(notice).toContainText('$29.75');
  await shootBothWidths(page, 'provider-expense-notification');
});

test('staff approve all pending expenses of the filter after seeing the count', async ({ page, request }) => {
  const pat = (await apiLogin(request, 'provider')).token;
  const facilities = await apiCall(request, 'GET', '/api/providers/expenses/assigned-facilities', pat);
  const clinic = facilities.find((f: { name: string }) => f.name === CLINIC);
  for (const amount of ['11.10', '22.20']) {
    const up = await request.post('/api/providers/expenses/receipts', {
      headers: { Authorization: `Bearer ${pat}` },
      multipart: { file: { name: 'toll.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(up.status()).toBe(201);
    await apiCall(request, 'POST', '/api/providers/expenses', pat, {
      facilityId: clinic._id,
      date: day(-1),
      type: 'tolls',
      amount,
      receiptIds: [(await up.json()).data._id],
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/admin-expenses-listing');
  await page.getByPlaceholder('Search by provider, facility or description').fill(CLINIC);
  // The search applies after its debounce: wait until only the clinic's rows are listed, so the count is the filter's.
  await expect(page.locator('tbody tr').filter({ hasNotText: CLINIC })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Tolls' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Approve All' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Approve 2 pending expenses matching the current filters?');
  await dialog.getByRole('button', { name: 'Approve All' }).click();
  await expect(page.getByText('Information! 2 expenses from the listing have been approved')).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: CLINIC });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(0);
  await expect(page.getByText('Total of the matching expenses: $63.05')).toBeVisible();
});

test('a HEIC photo of a receipt is shown in the page (converted to JPEG by the server)', async ({ page, request }) => {
  const pat = (await apiLogin(request, 'provider')).token;
  const facilities = await apiCall(request, 'GET', '/api/providers/expenses/assigned-facilities', pat);
  const clinic = facilities.find((f: { name: string }) => f.name === CLINIC);
  const heic = readFileSync(new URL('../server/src/modules/expenses/fixtures/receipt.heic', import.meta.url));
  const up = await request.post('/api/providers/expenses/receipts', {
    headers: { Authorization: `Bearer ${pat}` },
    multipart: { file: { name: 'receipt.heic', mimeType: 'image/heic', buffer: heic } },
  });
  expect(up.status()).toBe(201);
  const expense = await apiCall(request, 'POST', '/api/providers/expenses', pat, {
    facilityId: clinic._id,
    date: day(-1),
    type: 'parking',
    amount: '9.50',
    receiptIds: [(await up.json()).data._id],
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.goto(`/provider-view-expenses/${expense._id}`);
  const receipt = page.getByRole('img', { name: 'Receipt receipt.heic' });
  await expect(receipt).toBeVisible();
  // The 16 x 16 photo itself was drawn, not a broken-image placeholder.
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  await expect(page.getByText('File format not supported for preview')).toHaveCount(0);
});
