import { expect, type Page, test } from '@playwright/test';
import { displaySpan } from '../contracts/src/businessDay.ts';
import { ACCOUNTS, apiCall, assignDemoProvider, providerSheet, signIn } from './fixtures.ts';

/**
 * Notifications (and the e-mails sent with them) name days as every other screen does, MM/DD/YYYY: in the list at
 * desktop and phone widths and in the toast of one arriving live.
 */
const FACILITY = `Notice Days Clinic ${Date.now()}`;
let days = '';
let setup: Awaited<ReturnType<typeof assignDemoProvider>>;

test.describe.configure({ mode: 'serial' });

/** A submitted time sheet tells the approving staff, and approving it tells the provider; both name the days. */
test.beforeAll(async ({ request }) => {
  setup = await assignDemoProvider(request, { name: FACILITY });
  const period = setup.periods[0] as { _id: string; startDate: string; endDate: string };
  days = displaySpan(period.startDate, period.endDate);
  const sheet = await providerSheet(request, setup, period, true);
  await apiCall(request, 'POST', `/api/super-admin/time-sheet/${sheet._id}/approve-timesheet`, setup.admin.token);
});

/** The notification about this spec's facility shows its days as MM/DD/YYYY, and no ISO day shows in the list. */
async function expectUsDays(page: Page, title: string) {
  const list = page.getByRole('main');
  const notice = list.getByText(FACILITY).first();
  await expect(notice).toContainText(days);
  await expect(list.getByText(title).first()).toBeVisible();
  await expect(list).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(list).toContainText(/\d{2}\/\d{2}\/\d{4}/);
}

for (const [who, title] of [
  ['admin', 'Time sheet waiting for approval'],
  ['provider', 'Time sheet approved'],
] as const) {
  test(`${ACCOUNTS[who].email} sees the days of a notification as MM/DD/YYYY, on a desktop and a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, who, '/login?redirect=%2Fnotifications-listing');
    await expect(page).toHaveURL(/\/notifications-listing/);
    await expectUsDays(page, title);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectUsDays(page, title);
    // On the phone each "Unread" badge is whole, not cut to "UN...".
    const unread = page.getByRole('main').getByText('Unread', { exact: true });
    await expect(unread.first()).toBeVisible();
    for (const label of await unread.all()) {
      expect(await label.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    }
  });
}

test('a notification arriving live shows its days as MM/DD/YYYY', async ({ page, request }) => {
  const period = setup.periods[1] as { _id: string; startDate: string; endDate: string };
  const connected = page.waitForEvent('console', (m) => m.text() === 'Realtime socket connected');
  await signIn(page, 'provider', '/login?redirect=%2Fnotifications-listing');
  await connected;
  const sheet = await providerSheet(request, setup, period, true);
  await apiCall(request, 'POST', `/api/super-admin/time-sheet/${sheet._id}/approve-timesheet`, setup.admin.token);
  const toast = page.getByRole('alert').filter({ hasText: FACILITY });
  await expect(toast).toContainText(displaySpan(period.startDate, period.endDate));
  await expect(toast).not.toContainText(/\d{4}-\d{2}-\d{2}/);
});
