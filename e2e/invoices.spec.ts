import { expect, test } from '@playwright/test';
import { apiCall, assignDemoProvider, day, mailLink, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const FACILITY = `Invoices Clinic ${STAMP}`;
const BILLING = `ap-${STAMP}@invoices.example`;

test.describe.configure({ mode: 'serial' });

let period: { _id: string; startDate: string; endDate: string };

test('payroll draws up an invoice, sends it, records a partial then the full receipt, and reads the reports', async ({
  page,
  request,
}) => {
  // Seeded through the API: the demo provider works 8 hours at 140.00 an hour billed, on the first day of the latest
  // started period, at a new facility with a billing contact.
  const world = await assignDemoProvider(request, {
    name: FACILITY,
    contacts: [{ type: 'billing', name: 'Ada Payables', email: BILLING }],
  } as { name: string });
  const admin = world.admin.token;
  period = world.periods.filter((p) => p.startDate <= day(0))[0] as typeof period;
  const rate = await apiCall(request, 'POST', '/api/super-admin/pay-rate', admin, {
    assignmentId: world.assignment._id,
    effectiveFrom: day(-40),
    regularRates: { worked: { PayRate: '90.00', BillRate: '140.00' } },
    weekendRates: { worked: { PayRate: '90.00', BillRate: '140.00' } },
  });
  await apiCall(request, 'POST', `/api/super-admin/pay-rate/${rate._id}/approve`, admin);
  const sheet = await apiCall(request, 'POST', '/api/super-admin/time-sheet', admin, {
    assignmentId: world.assignment._id,
    payPeriodId: period._id,
    entries: [{ date: period.startDate, hours: 8 }],
  });
  await apiCall(request, 'POST', `/api/super-admin/time-sheet/${sheet._id}/submit-for-approval`, admin);
  await apiCall(request, 'POST', `/api/super-admin/time-sheet/${sheet._id}/approve-timesheet`, admin);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'payroll');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL(/\/invoices-listing$/);
  await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
  await shootBothWidths(page, 'invoices-listing');

  await page.getByRole('link', { name: 'Draw Up Invoice' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a facility')).toBeVisible();
  await page.getByRole('textbox', { name: 'Facility', exact: true }).fill(FACILITY);
  await page.getByRole('option', { name: FACILITY, exact: true }).click();
  await page.getByLabel('Period start').fill(period.startDate);
  await page.getByLabel('Period end').fill(period.endDate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invoice drawn up successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/view-invoice\//);
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines).toContainText('Pat Provider');
  await expect(lines).toContainText('$1,120');
  await shootBothWidths(page, 'view-invoice-draft');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Send invoice' });
  await expect(confirm).toContainText(BILLING);
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Invoice sent successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
  const number =
    (
      await page
        .getByText(/^Invoice \d+$/)
        .first()
        .textContent()
    )?.replace('Invoice ', '') ?? '';
  expect(number).toMatch(/^\d+$/);

  // The billing contact has no account: the e-mailed link opens the PDF as sent.
  const link = new URL(await mailLink(BILLING, `Invoice ${number} `));
  const pdf = await request.get(`${link.pathname}${link.search}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await page.getByRole('button', { name: 'Record Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Record receipt' });
  await receipt.getByLabel('Amount').fill('1200');
  await receipt.getByLabel('Payment reference').fill(`ACH-${STAMP}-1`);
  await receipt.getByRole('button', { name: 'Record Receipt' }).click();
  await expect(receipt.getByText('The amount is more than the balance due')).toBeVisible();
  await receipt.getByLabel('Amount').fill('500');
  await receipt.getByRole('button', { name: 'Record Receipt' }).click();
  await expect(page.getByText('Receipt recorded successfully')).toBeVisible();
  await expect(receipt).toBeHidden();
  await expect(page.getByText('Partially Paid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Record Receipt' }).click();
  await receipt.getByLabel('Payment reference').fill(`ACH-${STAMP}-2`);
  await receipt.getByRole('button', { name: 'Record Receipt' }).click();
  await expect(page.getByRole('table', { name: 'Receipts' })).toContainText(`ACH-${STAMP}-2`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'view-invoice-paid');

  await page.getByRole('link', { name: 'Invoices' }).first().click();
  await page.getByPlaceholder('Search by facility or number').fill(FACILITY);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await page.getByRole('link', { name: 'Aging, margin and journal' }).click();
  await expect(page).toHaveURL(/\/invoice-reports$/);
  await expect(page.getByRole('heading', { name: /^Accounts receivable aging/ })).toBeVisible();
  // The demo's sent and partly paid invoices are open: the aging has their facilities and a total line.
  await expect(page.getByRole('table', { name: 'Aging' })).toContainText('Total');
  await expect(page.getByRole('table', { name: 'Margin' })).toBeVisible();
  await shootBothWidths(page, 'invoice-reports');
});

test('an existing screen keeps to 390 px with the new navigation entry', async ({ page }) => {
  await signIn(page, 'payroll');
  await page.getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/payments-listing$/);
  await shootBothWidths(page, 'payments-listing-with-invoices-nav');
});
