import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, chooseOption, day, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const FACILITY = `Harbor Regional ${STAMP}`;

test.describe.configure({ mode: 'serial' });

test('staff add a reappointment due in 20 days, see it in the report, add a note and change its status', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The facility is seeded through the API (not the subject here), with its primary credentialing contact.
  const admin = await apiLogin(request, 'admin');
  await apiCall(request, 'POST', '/api/super-admin/facilities', admin.token, {
    name: FACILITY,
    state: 'CA',
    contacts: [{ type: 'primary_credentialing_contact', name: 'Cora Cred', email: `cora.${STAMP}@example.com` }],
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  // The home page is the risk calendar: the Providers section opens on a click.
  await page.getByRole('navigation').getByText('Providers', { exact: true }).click();
  await page.getByRole('link', { name: 'Credentialing & PE' }).click();
  await expect(page).toHaveURL(/\/credentialing-payor-listing$/);
  await expect(page.getByRole('heading', { name: 'Credentialing & PE', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add Credentialing & PE' }).click();
  await expect(page).toHaveURL(/\/add-credentialing-payor$/);

  // Validation beside the fields.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Choose a provider')).toBeVisible();
  await expect(page.getByText('Choose a facility')).toBeVisible();

  const provider = page.getByRole('textbox', { name: 'Provider', exact: true });
  await provider.click();
  await provider.fill('Pat');
  await page.getByRole('option', { name: /Pat Provider/ }).click();
  const facility = page.getByRole('textbox', { name: 'Facility', exact: true });
  await facility.click();
  await facility.fill(String(STAMP));
  await page.getByRole('option', { name: FACILITY }).click();
  await chooseOption(page, 'Application Type', 'Reappointment');
  await page.getByLabel('Requested').fill(day(-30));
  await page.getByLabel('Expiry / Reappointment Due').fill(day(20));
  await page.getByLabel('Privileges Granted').fill(`General anesthesia ${STAMP}`);
  // The record rests on Pat's documents: searched on the server by name or type, then picked.
  const documents = page.getByRole('textbox', { name: 'Linked Documents', exact: true });
  await documents.click();
  await documents.fill('BLS');
  await page.getByRole('option', { name: /^BLS card\.pdf \(BLS certification, expires / }).click();
  // A multi-select stays open for more: close it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await shootBothWidths(page, 'add-credentialing-payor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Credentialing record added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/view-credentialing-payor\/[0-9a-f-]{36}$/);
  const recordId = page.url().split('/').pop() as string;
  await expect(page.getByText('Not Submitted')).toBeVisible();
  // The linked document, previewed in the page.
  const linked = page.getByRole('list', { name: 'Linked documents' });
  await expect(linked).toContainText('BLS certification, expires');
  await linked.getByRole('button', { name: 'Preview BLS card.pdf' }).click();
  await expect(page.getByRole('document', { name: 'Preview of BLS card.pdf' }).locator('canvas')).toBeVisible({
    timeout: 15_000,
  });
  await shootBothWidths(page, 'view-credentialing-payor-preview');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Its workflow: submitted (orange), with the status history.
  await page.getByRole('button', { name: 'Mark Submitted' }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Status History' })).toContainText('Marked submitted');
  await shootBothWidths(page, 'view-credentialing-payor');

  // In the listing, found by the facility.
  await page.goto('/credentialing-payor-listing');
  await page.getByPlaceholder('Search by provider, facility, payor or privileges').fill(String(STAMP));
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const row = page.locator('table tbody tr').filter({ hasText: FACILITY });
  await expect(row).toContainText('Pat Provider');
  await expect(row).toContainText('Submitted');
  await shootBothWidths(page, 'credentialing-payor-listing');

  // The reappointment report: due within 30 days.
  await page.goto('/reappointment-reports-listing');
  await expect(page.getByRole('heading', { name: 'Reappointment Reports' })).toBeVisible();
  await chooseOption(page, 'Window', 'Next 30 days');
  const rows = page.locator('table tbody tr');
  await page.getByPlaceholder('Search by provider or item').fill(String(STAMP));
  // Wait for the search to apply: only our record is left.
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const item = rows.filter({ hasText: `Credentialing at ${FACILITY}` });
  await expect(item).toContainText('Pat Provider');
  await expect(item).toContainText('20 days left');
  await expect(item).toContainText('Pending');
  await shootBothWidths(page, 'reappointment-reports-listing');

  // On the risk calendar (the staff home page) too, linking to the record to fix.
  await page.goto('/risk-calendar');
  const risk = page.getByRole('link', { name: `Credentialing at ${FACILITY}` });
  await expect(risk).toBeVisible();
  await expect(page.getByRole('row').filter({ has: risk })).toContainText('Reappointment due');
  await risk.click();
  await expect(page).toHaveURL(new RegExp(`/view-credentialing-payor/${recordId}$`));

  await page.goto('/reappointment-reports-listing');
  await page.getByPlaceholder('Search by provider or item').fill(String(STAMP));
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await item.getByRole('link', { name: `Credentialing at ${FACILITY}` }).click();
  await expect(page).toHaveURL(new RegExp(`/view-reappointment-report/${recordId}$`));
  await page.getByLabel('Add a note').fill(`Called the medical staff office ${STAMP}`);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();
  await expect(page.getByLabel('Notes')).toContainText(`Called the medical staff office ${STAMP}`);
  await chooseOption(page, 'Status', 'Completed');
  await page.getByRole('button', { name: 'Save Status' }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history).toContainText('Status changed');
  await expect(history).toContainText('Pending → Completed');
  await expect(history).toContainText('Note added');
  await shootBothWidths(page, 'view-reappointment-report');

  // The list shows the new status, and the status filter finds it.
  await page.goto('/reappointment-reports-listing');
  await page.getByPlaceholder('Search by provider or item').fill(String(STAMP));
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rows.filter({ hasText: FACILITY })).toContainText('Completed');
  await chooseOption(page, 'Status', 'Pending');
  // The window chosen earlier (30 days) is kept with the list's state.
  await expect(page.getByText('Nothing due in the next 30 days')).toBeVisible();
});

test('a provider sees their own expired-document report', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Staff see everyone's; Pat sees exactly Pat's.
  const admin = await apiLogin(request, 'admin');
  const everyone = await apiCall(
    request,
    'POST',
    '/api/super-admin/expired-documents/all?page=1&pageSize=100',
    admin.token,
    { filters: { days: 90 } },
  );
  const mine = (everyone.data as { provider: { email: string } }[]).filter(
    (d) => d.provider.email === 'provider@example.com',
  ).length;
  expect(mine).toBeGreaterThanOrEqual(1);

  await signIn(page, 'provider');
  await page.goto('/provider-expired-document-reports-listing');
  await expect(page.getByRole('heading', { name: 'Expired Document Reports' })).toBeVisible();
  const rows = page.locator('table tbody tr');
  // The demo BLS card expires in 45 days: inside the default 90-day window.
  const bls = rows.filter({ hasText: 'BLS card' });
  await expect(bls).toContainText('45 days left');
  await expect(bls).toContainText('BLS certification');
  await expect(page.getByText(`Showing 1 to ${mine} of ${mine} entries`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Provider' })).toHaveCount(0);
  await shootBothWidths(page, 'provider-expired-document-reports-listing');

  // Within 30 days: the demo's Idaho licence (21 days left) and its expired DEA registration, not the BLS card.
  await chooseOption(page, 'Window', 'Next 30 days');
  await expect(rows.filter({ hasText: 'Idaho licence' })).toContainText('21 days left');
  await expect(rows.filter({ hasText: 'DEA registration' })).toContainText('overdue');
  await expect(bls).toHaveCount(0);
});

test("a provider sees their own work history and downloads it; another provider's is not found", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const pat = await apiLogin(request, 'provider');
  const mine = await apiCall(request, 'GET', '/api/providers/work-history', pat.token);
  const rows = (mine as { rows: { facility: { name: string } }[] }).rows;
  expect(rows.length).toBeGreaterThanOrEqual(1);
  const other = await request.get('/api/providers/work-history/01900000-0000-7000-8000-000000000001', {
    headers: { authorization: `Bearer ${pat.token}` },
  });
  expect(other.status()).toBe(404);

  await signIn(page, 'provider');
  await page.getByRole('navigation').getByText('Reports', { exact: true }).click();
  await page.getByRole('link', { name: 'Work History', exact: true }).click();
  await expect(page).toHaveURL(/\/provider-work-history-report$/);
  const table = page.getByRole('table', { name: 'Work history' });
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  await expect(table).toContainText(rows[0]?.facility.name ?? '');
  await expect(table.locator('tfoot')).toContainText('Total');
  await shootBothWidths(page, 'provider-work-history-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download XLSX', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('work-history-pat-provider.xlsx');
  expect((await readFile(await download.path())).subarray(0, 2).toString('latin1')).toBe('PK');
});
