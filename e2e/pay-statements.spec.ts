import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin, chooseOption, shootBothWidths, signIn } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const mmddyyyy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

type Own = { _id: string; status: string; payPeriod: { _id: string; startDate: string; endDate: string } };
let paid: Own;

/** Clicks and answers the file the browser saves. */
async function downloaded(page: Page, click: () => Promise<unknown>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return file.suggestedFilename();
}

test('the provider downloads the pay statement of their own paid payment', async ({ page, request }) => {
  // The demo data pays the demo provider's oldest period: that payment has a statement.
  const { token } = await apiLogin(request, 'provider');
  const list = await apiCall(request, 'POST', '/api/providers/payments/all?page=1&pageSize=10', token, {
    filters: { status: 'paid' },
  });
  paid = list.data[0] as Own;
  expect(paid).toBeTruthy();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.goto(`/provider-view-payment/${paid._id}`);
  await expect(page.getByRole('heading', { name: 'View Payment' })).toBeVisible({ timeout: 20_000 });
  const name = await downloaded(page, () => page.getByRole('button', { name: 'Pay statement' }).click());
  expect(name).toMatch(new RegExp(`^pay-statement-${paid.payPeriod.endDate}-.*\\.pdf$`));
  await shootBothWidths(page, 'pay-statement-provider');
});

test('payroll downloads the register, generates the statements with progress and downloads their ZIP', async ({
  page,
}) => {
  // Three downloads, a job and two screen widths.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'payroll');
  await page.goto('/payments-listing');
  await expect(
    page.getByText('Choose a pay period to download its payments register or generate its pay statements.'),
  ).toBeVisible();
  const { startDate, endDate } = paid.payPeriod;
  await chooseOption(page, 'Pay period', `Bi-Weekly: ${mmddyyyy(startDate)} - ${mmddyyyy(endDate)}`);
  await expect(page.getByRole('button', { name: 'Register (PDF)' })).toBeVisible();
  expect(await downloaded(page, () => page.getByRole('button', { name: 'Register (PDF)' }).click())).toBe(
    `payments-register-${endDate}.pdf`,
  );
  expect(await downloaded(page, () => page.getByRole('button', { name: 'Register (XLSX)' }).click())).toBe(
    `payments-register-${endDate}.xlsx`,
  );

  await page.getByRole('button', { name: 'Generate statements' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate pay statements' });
  await confirm.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Generating the pay statements of the pay period')).toBeVisible();
  await expect(page.getByText(/^(\d+) of \1 pay statements generated$/)).toBeVisible({ timeout: 30_000 });
  expect(await downloaded(page, () => page.getByRole('button', { name: 'Download statements (ZIP)' }).click())).toBe(
    `pay-statements-${endDate}.zip`,
  );
  await shootBothWidths(page, 'pay-statements-period');

  // Staff download any payment's statement from its page.
  await page.goto(`/view-payment/${paid._id}`);
  const name = await downloaded(page, () => page.getByRole('button', { name: 'Pay statement' }).click());
  expect(name).toMatch(/^pay-statement-.*\.pdf$/);
});
