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
  await shootBothWidths(page, 'add-credentialing-payor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Credentialing record added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/view-credentialing-payor\/[0-9a-f-]{36}$/);
  const recordId = page.url().split('/').pop() as string;
  await expect(page.getByText('Not Submitted')).toBeVisible();

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

  // Within 30 days: nothing of Pat's yet.
  await chooseOption(page, 'Window', 'Next 30 days');
  await expect(page.getByText('Nothing due in the next 30 days')).toBeVisible();
  await expect(bls).toHaveCount(0);
});
