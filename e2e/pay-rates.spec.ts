import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  apiCall,
  apiLogin,
  chooseOption,
  day,
  placeDemoProvider,
  shootBothWidths,
  signIn,
} from './fixtures.ts';

const STAMP = Date.now();
const CLINIC = `Rates Clinic ${STAMP}`;
const SHOTS = '.tmp/screenshots';
let adminToken = '';
let assignmentId = '';

test.describe.configure({ mode: 'serial' });

/** Pat Provider (the demo provider account) placed at a clinic of this spec's own, in Texas. */
test.beforeAll(async ({ request }) => {
  adminToken = (await apiLogin(request, 'admin')).token;
  // Cover in Texas for CRNAs (Pat's specialty) costs $12.75 an hour.
  const insurers = await apiCall(request, 'GET', '/api/super-admin/malpractice-insurance-provider/all', adminToken);
  const coverys = insurers.find((i: { name: string }) => i.name === 'Coverys');
  const rate = await request.post('/api/super-admin/malpractice-rates/state-rates', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      insuranceProviderId: coverys._id,
      state: 'TX',
      specialty: 'crna',
      hourlyCost: '12.75',
      effectiveFrom: day(-400),
    },
  });
  expect([201, 409]).toContain(rate.status());
  assignmentId = (await placeDemoProvider(request, adminToken, CLINIC))._id;
});

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  // On a phone nothing may push the page sideways.
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  // The sidebar slides away after the resize; wait for the layout to settle.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

const rateCount = async (request: APIRequestContext) =>
  (
    await apiCall(request, 'POST', '/api/super-admin/pay-rate/all?page=1&pageSize=10', adminToken, {
      filters: { assignmentId },
    })
  ).total as number;

test('staff add a pay rate for an assignment, approve it and see the margin', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/payrates-listing');
  await expect(page.getByRole('heading', { name: 'Provider Rates' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  await shoot(page, 'payrates-listing');
  await noSidewaysScroll(page);

  await page.getByRole('link', { name: 'Add Provider Rates' }).click();
  await expect(page).toHaveURL(/\/add-payrates$/);
  const picker = page.getByRole('textbox', { name: 'Assignment', exact: true });
  await picker.click();
  await picker.fill(CLINIC);
  await page.getByRole('option', { name: new RegExp(CLINIC) }).click();
  await page.getByLabel('Effective from').fill(day(-30));
  await page.getByRole('textbox', { name: 'Regular Worked Hours Pay Rate' }).fill('120.509');
  await expect(page.getByRole('textbox', { name: 'Regular Worked Hours Pay Rate' })).toHaveValue('120.50');
  await page.getByRole('textbox', { name: 'Regular Worked Hours Bill Rate' }).fill('165');
  await page.getByRole('textbox', { name: 'Regular In-House Call Pay Rate' }).fill('40');
  await page.getByRole('textbox', { name: 'Regular In-House Call Bill Rate' }).fill('30');
  await shoot(page, 'add-payrates');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/view-payrates\//);
  await expect(page.getByText('Pay rate added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'View Provider Rates' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Pay rate approved successfully')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Version' })).toBeVisible();

  const margin = page.getByRole('table', { name: 'Margin per rate' });
  const worked = margin.getByRole('row').filter({ hasText: 'Regular · Worked Hours' });
  await expect(worked).toContainText('$165');
  await expect(worked).toContainText('$120.50');
  await expect(worked).toContainText('$12.75');
  await expect(worked).toContainText('$31.75');
  await expect(worked).toContainText('19.2%');
  const inHouse = margin.getByRole('row').filter({ hasText: 'Regular · In-House Call' });
  await expect(inHouse).toContainText('-$22.75');
  await expect(inHouse).toContainText('-75.8%');
  await expect(inHouse).toContainText('negative');
  await expect(inHouse).toHaveAttribute('data-negative', 'true');
  await shoot(page, 'view-payrates');
  await noSidewaysScroll(page);

  // The assignment's view shows the rate and its margin too.
  await page.goto(`/view-provider-view-facility/${assignmentId}`);
  await expect(page.getByRole('heading', { name: 'Pay Rates' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Margin per rate' })).toContainText('-$22.75');
});

test('staff narrow the pay rate list by provider and facility', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/payrates-listing');
  await page.getByRole('textbox', { name: 'Provider', exact: true }).fill('Pat Provider');
  await page.getByRole('option', { name: 'Pat Provider' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Pat Provider');
  // Retried until the filtered page has replaced the whole list: no row of another provider is left.
  await expect(rows.filter({ hasNotText: 'Pat Provider' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Facility', exact: true }).fill(CLINIC);
  await page.getByRole('option', { name: CLINIC }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rows.first()).toContainText(CLINIC);
  await expect(rows.first()).toContainText('Pat Provider');
  await noSidewaysScroll(page);
});

test('an import with a bad line shows the error table and imports nothing', async ({ page, request }) => {
  const before = await rateCount(request);
  await signIn(page, 'admin');
  await page.goto('/add-payrates-import');
  await expect(page.getByRole('heading', { name: 'Import Provider Rates' })).toBeVisible();
  const header =
    'provider_email,facility_name,effective_from,effective_to,regular_worked_pay,regular_worked_bill,notes';
  await page.setInputFiles('input[type="file"]', {
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        header,
        `${ACCOUNTS.provider.email},${CLINIC},${day(200)},,130,170,later raise`,
        `${ACCOUNTS.provider.email},${CLINIC},${day(250)},,12.3.4,170,typo`,
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Import failed' });
  await expect(alert).toContainText('could not be imported; nothing was imported');
  const table = alert.getByRole('table', { name: 'Rows that could not be imported' });
  const bad = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  await expect(bad).toContainText('regular_worked_pay: Enter an amount such as 125.50');
  await shoot(page, 'add-payrates-import');
  expect(await rateCount(request)).toBe(before);
});

test('a provider sees their own approved rate on their assigned facility', async ({ page }) => {
  await signIn(page, 'provider');
  await page.goto(`/provider-view-assignedfacilities?id=${assignmentId}`);
  await expect(page.getByRole('heading', { name: 'Pay Rates' })).toBeVisible();
  const rates = page.getByRole('table', { name: 'Rates' });
  await expect(rates).toContainText('Regular Pay');
  await expect(rates).not.toContainText('Bill');
  await expect(rates.getByRole('row').filter({ hasText: 'Worked Hours' })).toContainText('$120.50');
  await shoot(page, 'provider-assigned-facility-rates');
});

test('staff read the expired-malpractice list, add a note and see the malpractice screens', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/malpractice-listing');
  await expect(page.getByRole('heading', { name: 'Malpractice Rates' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'MedPro Group' }).first()).toBeVisible();
  await shoot(page, 'malpractice-listing');
  await noSidewaysScroll(page);

  await page.getByRole('tab', { name: 'Expired Malpractice' }).click();
  await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Notes malpractice cover of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New note').fill('Renewal requested');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note added successfully')).toBeVisible();
  await expect(dialog.getByText('Renewal requested')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('cell', { name: 'Renewal requested' })).toBeVisible();
  await shoot(page, 'expired-malpractice');

  await page.goto('/add-malpracticerates');
  await expect(page.getByRole('heading', { name: 'Add Malpractice Rates' })).toBeVisible();
  await shoot(page, 'add-malpracticerates');
  await page.goto('/add-malpracticerates-import');
  await expect(page.getByRole('heading', { name: 'Import Malpractice Rates' })).toBeVisible();
});

test('staff edit a state rate and a provider’s cover and see the change in the list', async ({ page, request }) => {
  const insurers = await apiCall(request, 'GET', '/api/super-admin/malpractice-insurance-provider/all', adminToken);
  const coverys = insurers.find((i: { name: string }) => i.name === 'Coverys');
  await apiCall(request, 'POST', '/api/super-admin/malpractice-rates/state-rates', adminToken, {
    insuranceProviderId: coverys._id,
    state: 'WY',
    specialty: 'aa',
    hourlyCost: '5',
    effectiveFrom: day(-100),
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/malpractice-listing');
  const rows = page.locator('tbody tr');
  await page.getByPlaceholder('Search by insurer or state').fill('WY');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$5');
  await page.getByRole('button', { name: 'Edit Coverys WY AA' }).click();
  await expect(page).toHaveURL(/\/edit-malpracticerates\//);
  await expect(page.getByRole('heading', { name: 'Edit Malpractice Rates' })).toBeVisible();
  const cost = page.getByRole('textbox', { name: 'Cost per hour' });
  await expect(cost).toHaveValue('5.00');
  await cost.fill('6.409');
  await expect(cost).toHaveValue('6.40');
  await shoot(page, 'edit-malpracticerates');
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Malpractice rate updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/malpractice-listing$/);
  await page.getByPlaceholder('Search by insurer or state').fill('WY');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$6.40');

  await page.getByRole('tab', { name: 'Malpractice Info' }).click();
  await page.getByPlaceholder('Search by provider or policy').fill('Pat Provider');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pat Provider');
  await page.getByRole('button', { name: 'Edit malpractice cover of Pat Provider' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Malpractice Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Provider', exact: true })).toHaveValue('Pat Provider');
  const policy = page.getByRole('textbox', { name: 'Policy number' });
  await policy.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Policy number is required')).toBeVisible();
  await policy.fill('MPG-E2E-7');
  await shoot(page, 'edit-malpractice-info');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Malpractice information updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/malpractice-listing\?tab=info$/);
  await page.getByPlaceholder('Search by provider or policy').fill('MPG-E2E-7');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Pat Provider');
});

test('staff who may only view see the rate lists without add, edit or approve', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await page.goto('/payrates-listing');
  await expect(page.getByRole('heading', { name: 'Provider Rates' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Provider Rates' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await shoot(page, 'payrates-listing-staff');
  await noSidewaysScroll(page);

  await page.goto('/malpractice-listing?tab=expired');
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Malpractice Rates' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notes / }).first()).toBeVisible();
  await shoot(page, 'expired-malpractice-staff');
  await noSidewaysScroll(page);
  await page.goto('/holidays-listing');
  await expect(page.getByText('Access denied')).toBeVisible();
});

test('staff add a state rate for a facility state picked from the list, told it applies by the facility’s state', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/malpractice-listing');
  await expect(
    page.getByText(
      "Applies to hours worked at facilities in this state (the facility's state, not the provider's home state).",
    ),
  ).toBeVisible();
  await expect(page.locator('thead').getByText('Facility State', { exact: true })).toBeVisible();
  await page.goto('/add-malpracticerates');
  await chooseOption(page, 'Insurance provider', 'Coverys');
  const state = page.getByRole('textbox', { name: 'Facility state' });
  await expect(state).toHaveAccessibleDescription(
    "Applies to hours worked at facilities in this state (the facility's state, not the provider's home state)",
  );
  await state.fill('Verm');
  await page.getByRole('option', { name: 'Vermont (VT)' }).click();
  await chooseOption(page, 'Specialty', 'CRNA');
  await page.getByRole('textbox', { name: 'Cost per hour' }).fill('7.25');
  await page.getByLabel('Effective from').fill(day(-100));
  await shootBothWidths(page, 'add-malpracticerates-state');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/malpractice-listing$/);
  await page.getByPlaceholder('Search by insurer or state').fill('VT');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Coverys');
  await expect(rows.first()).toContainText('$7.25');
});
