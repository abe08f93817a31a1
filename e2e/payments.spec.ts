import { expect, test } from '@playwright/test';
import { displayDay } from '../contracts/src/businessDay.ts';
import { apiCall, apiLogin, assignDemoProvider, chooseOption, day, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const FACILITY = `Payments Clinic ${STAMP}`;

test.describe.configure({ mode: 'serial' });

let period: { _id: string; startDate: string; endDate: string };
let paymentId = '';
let adminToken = '';

test('staff open a period’s payments, preview a recalculation, apply it, approve and mark paid', async ({
  page,
  request,
}) => {
  // Seeded through the API: the demo provider works 8 hours on the first day of the latest started period at a new
  // facility, at an approved rate; the approval queues the payment's calculation.
  const world = await assignDemoProvider(request, { name: FACILITY, state: 'TX' } as { name: string });
  adminToken = world.admin.token;
  const started = world.periods.filter((p) => p.startDate <= day(0)) as (typeof period)[];
  period = started[0] as typeof period;
  const rate = await apiCall(request, 'POST', '/api/super-admin/pay-rate', adminToken, {
    assignmentId: world.assignment._id,
    effectiveFrom: day(-40),
    regularRates: { worked: { PayRate: '90.00', BillRate: '140.00' } },
    holidayRates: { worked: { PayRate: '135.00', BillRate: '210.00' } },
  });
  await apiCall(request, 'POST', `/api/super-admin/pay-rate/${rate._id}/approve`, adminToken);
  const sheet = await apiCall(request, 'POST', '/api/super-admin/time-sheet', adminToken, {
    assignmentId: world.assignment._id,
    payPeriodId: period._id,
    entries: [{ date: period.startDate, hours: 8 }],
  });
  await apiCall(request, 'POST', `/api/super-admin/time-sheet/${sheet._id}/submit-for-approval`, adminToken);
  await apiCall(request, 'POST', `/api/super-admin/time-sheet/${sheet._id}/approve-timesheet`, adminToken);
  await expect
    .poll(
      async () => {
        const list = await apiCall(request, 'POST', '/api/super-admin/payments/all?page=1&pageSize=10', adminToken, {
          filters: { providerId: world.provider.profile._id, payPeriodId: period._id },
        });
        paymentId = list.data[0]?._id ?? '';
        if (!paymentId) return false;
        const detail = await apiCall(request, 'GET', `/api/super-admin/payments/${paymentId}`, adminToken);
        return detail.lines.some((l: { facility: { name: string } | null }) => l.facility?.name === FACILITY);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const detail = await apiCall(request, 'GET', `/api/super-admin/payments/${paymentId}`, adminToken);
  if (detail.status === 'held') {
    await apiCall(request, 'POST', `/api/super-admin/payments/${paymentId}/release-hold`, adminToken, {
      note: 'Released for the browser test',
    });
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager');
  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/payments-listing$/);
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await chooseOption(page, 'Pay period', `Bi-Weekly: ${displayDay(period.startDate)} - ${displayDay(period.endDate)}`);
  await page.getByPlaceholder('Search by provider').fill('Pat Provider');
  const rows = page.locator('table tbody tr');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByLabel('Totals of the filter')).toContainText('Net pay');
  await shootBothWidths(page, 'payments-listing');
  await rows.first().getByRole('link', { name: 'Pat Provider' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-payment/${paymentId}$`));
  const lines = page.getByRole('table', { name: 'Payment lines' });
  await expect(lines).toContainText(FACILITY);
  await expect(lines.getByRole('link', { name: 'Time sheet' }).first()).toBeVisible();

  // The first day becomes a holiday: the stored payment is now stale for that one line.
  const added = await request.post('/api/super-admin/holidays', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { day: period.startDate, name: `Browser Test Day ${STAMP}` },
  });
  expect([201, 409]).toContain(added.status());

  await page.getByRole('button', { name: 'Recalculate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recalculate payment' });
  await expect(dialog.getByRole('table', { name: 'Totals before and after' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Changed lines' })).toContainText(FACILITY);
  await expect(dialog.getByRole('table', { name: 'Changed lines' })).toContainText('$720');
  await expect(dialog.getByRole('table', { name: 'Changed lines' })).toContainText('$1,080');
  await shootBothWidths(page, 'payment-recalculate-preview');
  await dialog.getByRole('button', { name: 'Apply recalculation' }).click();
  await expect(page.getByText('Payment recalculated successfully')).toBeVisible();
  const history = page.getByRole('table', { name: 'Recalculation history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Recalculated');
  await expect(history.getByRole('row').nth(1)).toContainText('Mia Manager');

  // The latest started period is still running: approving now asks for the reason, which the history keeps.
  expect(period.endDate >= day(0)).toBe(true);
  await page.getByRole('button', { name: 'Approve' }).click();
  const early = page.getByRole('dialog', { name: 'Approve before the pay period ends' });
  await expect(early).toContainText(`This pay period ends on ${displayDay(period.endDate)}`);
  await early.getByRole('button', { name: 'Approve' }).click();
  await expect(
    early.getByText(
      `This pay period ends on ${displayDay(period.endDate)}: give the reason for approving the payment before it ends`,
    ),
  ).toBeVisible();
  await early.getByLabel('Reason for approving now').fill(`Provider leaves early ${STAMP}`);
  await shootBothWidths(page, 'payment-early-approval');
  await early.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Payment approved successfully')).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText('Approved');
  await expect(history.getByRole('row').nth(1)).toContainText(
    `Approved before the period ended, because: - → Provider leaves early ${STAMP}`,
  );
  await expect(page.getByRole('button', { name: 'Recalculate' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark Paid' }).click();
  const paid = page.getByRole('dialog', { name: 'Mark payment paid' });
  await paid.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(paid.getByText('Enter the payment reference')).toBeVisible();
  await paid.getByLabel('Paid on').fill(day(0));
  await paid.getByLabel('Payment reference').fill(`ACH-${STAMP}`);
  await paid.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByText('Payment marked as paid')).toBeVisible();
  await expect(page.getByText(`reference ACH-${STAMP}`)).toBeVisible();
  await shootBothWidths(page, 'view-payment');
});

test('a provider sees their payment, read-only', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/provider-payments-listing$/);
  await chooseOption(page, 'Pay period', `Bi-Weekly: ${displayDay(period.startDate)} - ${displayDay(period.endDate)}`);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await page.getByRole('link', { name: `${displayDay(period.startDate)} - ${displayDay(period.endDate)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/provider-view-payment/${paymentId}$`));
  await expect(page.getByRole('table', { name: 'Payment lines' })).toContainText(FACILITY);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recalculate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await shootBothWidths(page, 'provider-view-payment');
  // The provider was told of the approval, in the portal (and by e-mail).
  await page.goto('/notifications-listing');
  const notice = page
    .getByRole('row')
    .filter({ hasText: `${displayDay(period.startDate)} - ${displayDay(period.endDate)}` });
  await expect(notice.filter({ hasText: 'Payment approved' }).first()).toContainText(
    `Your payment for the pay period ${displayDay(period.startDate)} - ${displayDay(period.endDate)} was approved by Mia Manager`,
  );
  // Another provider's payment is not found.
  const provider = await apiLogin(request, 'provider');
  const res = await request.get('/api/providers/payments/00000000-0000-7000-8000-000000000000', {
    headers: { Authorization: `Bearer ${provider.token}` },
  });
  expect(res.status()).toBe(404);
  await request.delete(`/api/super-admin/holidays/${period.startDate}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
});
