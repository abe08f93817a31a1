import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './fixtures.ts';

/** The demo data places Pat Provider at St. Luke's, bi-weekly, with a time sheet in each of the latest periods. */
const FACILITY = /^St\. Luke's Medical Center/;
const MANAGER = ACCOUNTS.manager;

test('the add form offers only periods without a time sheet and links to the existing ones', async ({ page }) => {
  await signIn(page, 'provider', '/login?redirect=%2Fprovider-add-timesheet');
  await expect(page.getByRole('heading', { name: 'Add Time Sheet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Assignment', exact: true }).click();
  await page.getByRole('option', { name: FACILITY }).first().click();

  const existing = page.getByTestId('existing-timesheets').getByRole('link');
  await expect(existing.first()).toBeVisible();
  expect(await existing.count()).toBeGreaterThanOrEqual(3);
  const takenLabels = (await existing.allTextContents()).map((t) => t.replace(/ \(.*\)$/, ''));

  await page.getByRole('textbox', { name: 'Pay period', exact: true }).click();
  const offered = await page.getByRole('option').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  for (const label of takenLabels) expect(offered).not.toContain(label);
  await page.keyboard.press('Escape');

  // The newest period already has its sheet: the link opens it, with its time logs.
  await existing.first().click();
  await expect(page).toHaveURL(/\/provider-view-timesheet\/[0-9a-f-]+$/);
  const logs = page.getByRole('region', { name: 'Time logs' });
  await expect(logs.getByRole('cell', { name: 'Created', exact: true })).toBeVisible();
  await expect(logs).toContainText('Pat Provider');
});

test('staff see who changed a time sheet and how, and the facility approvers to write to', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: ACCOUNTS.admin });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await page.request.post('/api/super-admin/time-sheet/all?page=1&pageSize=1', {
    headers,
    data: { filters: { status: 'approved' } },
  });
  const sheet = (await list.json()).data.data[0] as { _id: string };

  // The demo staff manager (an icon user): accounts.spec changes the demo staff account's password.
  await page.goto(`/login?redirect=${encodeURIComponent(`/admin-view-timesheet/${sheet._id}`)}`);
  await page.getByLabel('E-mail').fill(MANAGER.email);
  await page.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'View Time Sheet' })).toBeVisible();
  const approvers = page.getByRole('region', { name: 'Facility approvers' });
  await expect(approvers.getByText('Primary', { exact: true })).toBeVisible();
  await expect(approvers.getByRole('link').first()).toHaveAttribute('href', /^mailto:.+@.+\.example$/);

  const logs = page.getByRole('region', { name: 'Time logs' });
  await expect(logs.getByText('Status: Approval Pending → Approved')).toBeVisible();
  await expect(logs.getByRole('cell', { name: 'Submitted for approval', exact: true })).toBeVisible();
  await expect(logs.getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{2}\/\d{2}\/\d{4}: - → /).first()).toBeVisible();
  await expect(logs.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
});
