import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, day, shootBothWidths, signIn } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const mmddyyyy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

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

  await signIn(page, 'payroll', '/pay-periods-listing');
  await page.getByLabel('From').fill(period.startDate);
  await page.getByLabel('To').fill(period.startDate);
  const name = `pay period ${mmddyyyy(period.startDate)} - ${mmddyyyy(period.endDate)}`;
  await page.getByRole('button', { name: `Close ${name}` }).click();
  await page.getByRole('button', { name: 'Close period' }).click();
  await expect(page.getByText('Pay period closed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Reopen ${name}` })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: mmddyyyy(period.startDate) })
      .getByText('Closed'),
  ).toBeVisible();

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
