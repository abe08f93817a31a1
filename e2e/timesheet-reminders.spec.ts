import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, day, signIn } from './fixtures.ts';

async function call(request: APIRequestContext, method: 'GET' | 'POST', url: string, token?: string, data?: unknown) {
  const res = await request.fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: await res.json() };
}

test.beforeAll(async ({ request }) => {
  const login = await call(request, 'POST', '/api/login', undefined, ACCOUNTS.admin);
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  const first = async (path: string, search: string) => {
    const { body } = await call(request, 'POST', `/api/super-admin/${path}/all?page=1&pageSize=10`, token, {
      search,
      filters: {},
    });
    return body.data.data[0]._id as string;
  };
  const providerId = await first('providers', 'Pat Provider');
  const facilityId = await first('facilities', 'Mercy');
  const res = await call(request, 'POST', '/api/super-admin/provider-facility-assignments', token, {
    providerId,
    facilityId,
    startDate: day(-40),
    endDate: day(40),
    payPeriodType: 'bi_weekly',
  });
  expect([201, 409]).toContain(res.status);
  // Pay periods are generated a few seconds after the server starts.
  await expect
    .poll(
      async () => {
        const { body } = await call(request, 'GET', '/api/list-pay-periods?type=bi_weekly&limit=3', token);
        return (body.data ?? []).length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
});

test('an admin schedules a reminder for a provider and sees it listed as Scheduled', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin-timesheet-listing');
  await page.getByRole('button', { name: 'Reminders' }).click();
  await expect(page).toHaveURL(/\/admin-timesheet-reminders/);
  await expect(page.getByRole('heading', { name: 'Time Sheet Reminders' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Schedule Reminder' });
  await form.getByRole('textbox', { name: 'Assignment' }).fill('Pat');
  await page
    .getByRole('option', { name: /Pat Provider – Mercy/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Pay period' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Send at').fill(`${day(30)}T09:30`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reminder scheduled successfully')).toBeVisible();

  const row = page
    .getByRole('row')
    .filter({ hasText: 'Pat Provider' })
    .filter({ hasText: 'Scheduled' })
    .filter({
      hasText: new Date(`${day(30)}T09:30`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
    });
  await expect(row.first()).toBeVisible();
});
