import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin, chooseOption, day, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();

test.describe.configure({ mode: 'serial' });

/** Fills the add form for Pat Provider in the latest pay period offered. */
async function addBonus(page: Page, type: string, amount: string, notes: string) {
  await page.goto('/bonus-listing');
  await page.getByRole('link', { name: 'Add Bonus' }).click();
  await expect(page).toHaveURL(/\/add-bonus$/);
  const provider = page.getByRole('textbox', { name: 'Provider', exact: true });
  await provider.click();
  await provider.fill('Pat');
  await page.getByRole('option', { name: /Pat Provider/ }).click();
  await chooseOption(page, 'Type', type);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await page.getByRole('textbox', { name: 'Pay Period', exact: true }).click();
  await page
    .getByRole('option', { name: /^Bi-Weekly: / })
    .first()
    .click();
  await page.getByLabel('Notes').fill(notes);
}

test('staff add a deduction and a bonus, see both in the list and approve one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await page.goto('/bonus-listing');
  await expect(page.getByRole('heading', { name: 'Bonuses', exact: true })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
  // Spec section 9: rows alternate #D4EEFA and white.
  const rows = page.locator('table tbody tr');
  await expect(rows.nth(1)).toBeVisible();
  const background = (i: number) =>
    rows.nth(i).evaluate((tr) => {
      const own = getComputedStyle(tr).backgroundColor;
      const cell = tr.querySelector('td');
      return own !== 'rgba(0, 0, 0, 0)' ? own : cell ? getComputedStyle(cell).backgroundColor : own;
    });
  expect(await background(0)).toBe('rgb(212, 238, 250)');
  expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(await background(1));
  await shootBothWidths(page, 'bonus-listing');

  // A deduction: the amount is typed positive; its type takes it off pay. Cut to two decimals as typed.
  await addBonus(page, 'Deduction', '42.179', `Scrubs ${STAMP}`);
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('42.17');
  await expect(page.getByText('Taken off the provider’s pay for the period')).toBeVisible();
  await shootBothWidths(page, 'add-bonus');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Bonus added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bonus-listing$/);

  // An hours-completion bonus with a threshold of hours.
  await addBonus(page, 'Hours Completion Bonus', '333.33', `Hours ${STAMP}`);
  await page.getByRole('textbox', { name: 'Hours Threshold', exact: true }).fill('80');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Bonus added successfully')).toBeVisible();

  // Both in the list, found by their notes.
  await page.getByPlaceholder('Search by provider or notes').fill(String(STAMP));
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  const deduction = rows.filter({ hasText: 'Deduction' });
  await expect(deduction).toContainText('Pat Provider');
  await expect(deduction).toContainText('-$42.17');
  await expect(deduction).toContainText('Pending');
  const hours = rows.filter({ hasText: 'Hours Completion Bonus' });
  await expect(hours).toContainText('$333.33');

  // Approve the deduction from its row; it is then locked (no edit, no delete).
  await deduction.getByRole('button', { name: /^Approve Deduction of Pat Provider/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve deduction' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Bonus approved successfully')).toBeVisible();
  await expect(deduction).toContainText('Approved');
  await expect(deduction.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(deduction.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // The filters narrow the list: type Deduction, status Approved.
  await chooseOption(page, 'Type', 'Deduction');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await chooseOption(page, 'Type', 'All');
  await chooseOption(page, 'Status', 'Pending');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rows.first()).toContainText('Hours Completion Bonus');

  // The hours bonus's view: the approved hours of the period against the threshold.
  await rows.first().getByRole('link', { name: 'Pat Provider' }).click();
  await expect(page.getByRole('heading', { name: 'View Bonus' })).toBeVisible();
  await expect(page.getByText('Approved hours in the pay period')).toBeVisible();
  await expect(page.getByLabel('Approved hours against the threshold')).toContainText('of 80:00 hours');
  await expect(page.getByText('$333.33')).toBeVisible();
  await shootBothWidths(page, 'view-bonus');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-bonus\//);
  await expect(page.getByRole('textbox', { name: 'Hours Threshold', exact: true })).toHaveValue('80');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('350');
  await shootBothWidths(page, 'edit-bonus');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Bonus updated successfully')).toBeVisible();
  await expect(page.getByText('$350')).toBeVisible();
});

test('the provider is told of the approved deduction, in the portal', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.goto('/notifications-listing');
  const notice = page.getByRole('row').filter({ hasText: `Scrubs ${STAMP}` });
  await expect(notice).toContainText('Deduction approved');
  await expect(notice).toContainText('A deduction of $42.17');
  await expect(notice).toContainText('It is subtracted from your payment for that period.');
  await shootBothWidths(page, 'provider-deduction-notification');
});

let range = '';

test('a deduction above the period’s pay flags the payment’s negative net pay for staff and the provider', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const provider = await apiLogin(request, 'provider');
  const periods: { _id: string; startDate: string; endDate: string }[] = await apiCall(
    request,
    'GET',
    '/api/list-pay-periods?type=bi_weekly&limit=3',
    provider.token,
  );
  // The period before the running one: Pat's payment there is calculated and can still change.
  const ended = periods.filter((p) => p.endDate < day(0)).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  expect(ended).toBeTruthy();
  const period = ended as (typeof periods)[number];
  const bonus = await apiCall(request, 'POST', '/api/super-admin/bonuses', admin.token, {
    providerId: provider.profile._id,
    type: 'deduction',
    amount: '900000.00',
    payPeriodId: period._id,
    notes: `Equipment loss ${STAMP}`,
  });
  await apiCall(request, 'POST', `/api/super-admin/bonuses/${bonus._id}/approve`, admin.token);
  range = `${period.startDate.slice(5, 7)}/${period.startDate.slice(8, 10)}/${period.startDate.slice(0, 4)} - ${period.endDate.slice(5, 7)}/${period.endDate.slice(8, 10)}/${period.endDate.slice(0, 4)}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await page.goto('/payments-listing');
  await chooseOption(page, 'Pay period', `Bi-Weekly: ${range}`);
  await page.getByPlaceholder('Search by provider').fill('Pat Provider');
  const row = page.locator('table tbody tr').filter({ hasText: 'Pat Provider' });
  // The recalculation runs as a job after the approval.
  await expect(row).toContainText('Negative net pay', { timeout: 30_000 });
  await shootBothWidths(page, 'payments-negative-net-pay');
  await row.getByRole('link', { name: 'Pat Provider' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Negative net pay' })).toContainText(
    'The deductions of this pay period are larger than its pay, expenses and bonuses together.',
  );
  await expect(page.getByLabel('Payment totals')).toContainText('Negative net pay');
});

test('the provider sees the same flag on their payment', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.goto('/provider-payments-listing');
  await chooseOption(page, 'Pay period', `Bi-Weekly: ${range}`);
  await expect(page.locator('table tbody tr').first()).toContainText('Negative net pay');
  await page.getByRole('link', { name: range }).click();
  await expect(page.getByLabel('Payment totals')).toContainText('Negative net pay');
  await shootBothWidths(page, 'provider-payment-negative-net-pay');
});
