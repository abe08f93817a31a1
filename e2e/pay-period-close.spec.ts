import { expect, type Page, test } from '@playwright/test';
import { displayDay } from '../contracts/src/businessDay.ts';
import { PAY_PERIOD_MESSAGES } from '../contracts/src/payPeriodClose.ts';
import { apiCall, apiLogin, day, shootBothWidths, signIn } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** The pay periods listing, as `who`, narrowed to the period starting on `startDate`; answers its "Closed" badge. */
async function periodInListing(page: Page, who: 'admin' | 'payroll', startDate: string) {
  await signIn(page, who, '/pay-periods-listing');
  await page.getByLabel('From').fill(startDate);
  await page.getByLabel('To').fill(startDate);
  return page
    .getByRole('row')
    .filter({ hasText: displayDay(startDate) })
    .getByText('Closed');
}

test('Payroll closes a pay period, sees it closed, downloads the payroll CSV and reopens it with a reason', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, 'admin');
  // The oldest bi-weekly period: its payments (if any) are approved through the API, so it may close.
  const list = await apiCall(request, 'POST', '/api/super-admin/pay-periods/all?page=1&pageSize=5', token, {
    sortBy: 'startDate',
    sortDirection: -1,
    filters: { type: 'bi_weekly', to: day(-20) },
  });
  const period = list.data[0] as { _id: string; startDate: string; endDate: string };
  const payments = await apiCall(request, 'POST', '/api/super-admin/payments/all?page=1&pageSize=100', token, {
    filters: { payPeriodId: period._id, status: 'calculated' },
  });
  for (const p of payments.data as { _id: string }[])
    await apiCall(request, 'POST', `/api/super-admin/payments/${p._id}/approve`, token, {});

  const closedBadge = await periodInListing(page, 'payroll', period.startDate);
  const name = `pay period ${displayDay(period.startDate)} - ${displayDay(period.endDate)}`;
  await page.getByRole('button', { name: `Close ${name}` }).click();
  await page.getByRole('button', { name: 'Close period' }).click();
  await expect(page.getByText('Pay period closed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Reopen ${name}` })).toBeVisible();
  await expect(closedBadge).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download payroll CSV ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(`payroll-${period.startDate}-${period.endDate}.csv`);
  await shootBothWidths(page, 'pay-period-closed');

  // The API refuses a change in the closed period (a bonus), and the lock says closed.
  const lock = await apiCall(request, 'GET', `/api/pay-period-lock?payPeriodId=${period._id}`, token);
  expect(lock.closed).toBe(true);

  await page.getByRole('button', { name: `Reopen ${name}` }).click();
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(page.getByText('Give the reason for reopening')).toBeVisible();
  await page.getByLabel('Reason').fill('A late time sheet');
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(page.getByText('Pay period reopened')).toBeVisible();
  await expect(page.getByRole('button', { name: `Close ${name}` })).toBeVisible();
});

test('the demo data shows a closed pay period: closed in the listing, on its payments and on its time sheets', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, 'admin');
  const periods = await apiCall(request, 'POST', '/api/super-admin/pay-periods/all?page=1&pageSize=50', token, {
    filters: { type: 'bi_weekly' },
  });
  const period = (periods.data as { _id: string; startDate: string; status: string }[]).find(
    (p) => p.status === 'closed',
  );
  if (!period) throw new Error('the demo data has no closed pay period');
  const filters = { payPeriodId: period._id };
  const payment = (
    await apiCall(request, 'POST', '/api/super-admin/payments/all?page=1&pageSize=1', token, { filters })
  ).data[0] as { _id: string };
  const sheet = (
    await apiCall(request, 'POST', '/api/super-admin/time-sheet/all?page=1&pageSize=1', token, { filters })
  ).data[0] as { _id: string };

  await expect(await periodInListing(page, 'admin', period.startDate)).toBeVisible();
  await page.goto(`/view-payment/${payment._id}`);
  await expect(page.getByText(PAY_PERIOD_MESSAGES.locked)).toBeVisible();
  await page.goto(`/admin-view-timesheet/${sheet._id}`);
  await expect(page.getByText(PAY_PERIOD_MESSAGES.locked)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await shootBothWidths(page, 'demo-closed-period-timesheet');
});
