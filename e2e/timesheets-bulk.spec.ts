import { expect, type Page, test } from '@playwright/test';
import { assignDemoProvider, chooseOption, mailLink, providerSheet, signIn } from './fixtures.ts';

const STAMP = Date.now();
const FACILITY = `Bulk Approval Clinic ${STAMP}`;
const APPROVER = { name: 'Ada Approver', email: `approver-${STAMP}@example.com` };
const IN_PROGRESS =
  'Timesheet Approval is in progress so you might experience delays in some events related to payroll. Please be patient and try again later.';
const PROVIDER_BLOCKED =
  'This action is currently disabled because time sheets bulk approval is in progress. Please try again later.';

/**
 * Records whether `text` was ever on the page from now on: the bulk approval may finish within a second, so the
 * in-progress states are caught by a MutationObserver rather than by polling.
 */
async function watchFor(page: Page, key: string, text: string) {
  await page.evaluate(
    ([k, t]) => {
      const w = window as unknown as Record<string, boolean>;
      w[k] = document.body.textContent?.includes(t) ?? false;
      new MutationObserver(() => {
        if (!w[k] && document.body.textContent?.includes(t)) w[k] = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [key, text] as const,
  );
}
const seen = (page: Page, key: string) =>
  page.evaluate((k) => (window as unknown as Record<string, boolean>)[k] === true, key);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const setup = await assignDemoProvider(request, {
    name: FACILITY,
    contacts: [{ type: 'primary_timesheet_approver', ...APPROVER }],
  });
  for (const period of setup.periods.slice(0, 2)) await providerSheet(request, setup, period, true);
});

test('the facility approver signs and approves from the e-mailed link, which then works no more', async ({ page }) => {
  const link = await mailLink(APPROVER.email, 'Time sheet to approve');
  expect(new URL(link).pathname).toBe('/facility-view-timesheet');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Time Sheet Approval' })).toBeVisible();
  await expect(page.getByText(`Reviewer: ${APPROVER.name}`)).toBeVisible();
  await expect(page.getByText('Pat Provider')).toBeVisible();
  await expect(page.getByText(FACILITY)).toBeVisible();
  await expect(page.getByTestId('total-hours')).toHaveText('08:00');

  // Approving needs the typed name, shown as a signature.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByLabel('Type your name to sign')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Type your name to sign').fill(APPROVER.name);
  await expect(page.getByTestId('signature-preview')).toContainText(APPROVER.name);
  await page.getByRole('button', { name: 'Approve' }).click();

  const done = page.getByTestId('facility-decision-done');
  await expect(done).toContainText('Time sheet approved successfully');
  await expect(done).toContainText(`Signed by ${APPROVER.name}`);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // The link now tells who decided and when, instead of offering the decision again.
  await page.reload();
  await expect(page.getByTestId('facility-decided-by')).toContainText(
    `This time sheet was already approved by ${APPROVER.name}`,
  );
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('staff bulk approve everything matching; the banner shows progress and the count, providers are held off', async ({
  page,
  browser,
}) => {
  // The provider's time sheet list, open in another browser while the run goes on.
  const providerContext = await browser.newContext();
  const providerPage = await providerContext.newPage();
  await signIn(providerPage, 'provider', '/login?redirect=%2Fprovider-timesheet-listing');
  await expect(providerPage).toHaveURL(/\/provider-timesheet-listing/);

  await signIn(page, 'admin', '/login?redirect=%2Fadmin-timesheet-listing');
  await expect(page.getByRole('heading', { name: 'Time Sheets' })).toBeVisible();
  await chooseOption(page, 'Status', 'Approval Pending');
  await page.getByRole('textbox', { name: 'Facility', exact: true }).fill(FACILITY);
  await page.getByRole('option', { name: FACILITY }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  const row = page.locator('tbody tr', { hasText: FACILITY });
  await expect(row).toContainText('Pat Provider');
  await expect(row).toContainText('Approval Pending');
  await expect(row).toContainText('08:00');

  await page.getByRole('button', { name: 'Bulk Approve' }).click();
  await page.getByRole('menuitem', { name: 'Approve all matching' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 1 time sheet?' });
  await expect(dialog).toContainText('Only time sheets in Approval Pending are approved');

  await watchFor(page, 'staffSawProgress', IN_PROGRESS);
  await watchFor(providerPage, 'providerSawBlocked', PROVIDER_BLOCKED);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Bulk approval started')).toBeVisible();

  const banner = page.getByTestId('bulk-approval-banner');
  await expect(banner).toContainText('Information!', { timeout: 20_000 });
  await expect(banner).toContainText('1 timesheet from the listing has been approved');
  expect(await seen(page, 'staffSawProgress')).toBe(true);
  expect(await seen(providerPage, 'providerSawBlocked')).toBe(true);

  // The list refreshes: nothing is left awaiting approval at this facility.
  await expect(page.getByText('No time sheets found')).toBeVisible();
  await chooseOption(page, 'Status', 'Approved');
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toHaveCount(0);
  await providerContext.close();
});
