import { expect, type Page, test } from '@playwright/test';
import { PDF } from './documentSetup.ts';
import { apiCall, apiLogin, chooseOption, day, mailLink, shootBothWidths, signIn } from './fixtures.ts';

/**
 * Documents as credentialing staff and providers meet them on the demo data: field values as columns, on the
 * document, edited and searched; overdue risks first; the reminder that opens the renewal upload; the credentialing
 * report subjects; and a guest whose link was revoked.
 */

const STAMP = Date.now();
const GUEST = `board-${STAMP}@hospital.test`;
let licencesFolder = '';

test.describe.configure({ mode: 'serial' });

/** The demo provider's Licences sub-folder (seeded with an Idaho licence due soon and an expired DEA registration). */
test.beforeAll(async ({ request }) => {
  const admin = (await apiLogin(request, 'admin')).token;
  const pat = (await apiLogin(request, 'provider')).profile._id;
  const folders = await apiCall(request, 'GET', `/api/super-admin/provider-documents/folders?ownerId=${pat}`, admin);
  const credentials = folders.folders.find((f: { name: string }) => f.name === 'Credentials')._id;
  const detail = await apiCall(request, 'GET', `/api/super-admin/provider-documents/folders/${credentials}`, admin);
  licencesFolder = detail.subFolders.find((f: { name: string }) => f.name === 'Licences')._id;
  const facility = await apiCall(request, 'POST', '/api/super-admin/facilities', admin, {
    name: `Cred Clinic ${STAMP}`,
  });
  await apiCall(request, 'POST', '/api/super-admin/credentialing-payor-enrollment', admin, {
    kind: 'credentialing',
    providerId: pat,
    facilityId: facility._id,
    applicationType: 'reappointment',
    dueOn: day(40),
  });
});

test('the risk calendar lists the expired DEA registration first, as overdue', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Risk Calendar', exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Risks' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Overdue');
  const overdue = rows.filter({ hasText: 'DEA registration: DEA registration.pdf expires' });
  await expect(overdue.getByText('Overdue')).toBeVisible();
  await expect(overdue).toHaveAttribute('data-overdue', 'true');
  // A licence of another state is its own risk (as the structured licence), due within the window, not overdue.
  const due = rows.filter({ hasText: 'State licence ID ID-CRNA-2291 expires' });
  await expect(due.getByText('Overdue')).toHaveCount(0);
  await shootBothWidths(page, 'risk-calendar-overdue');
});

test("the provider's reminder opens the upload of the renewal; the old licence goes to the archive", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.goto('/notifications-listing');
  // The daily reminder run happened at start (a fresh portal has not had today's 06:15 run); the Idaho licence
  // document is reminded of as its structured licence.
  const title = 'Licence expires in 21 days: upload the renewal';
  const reminder = page.getByRole('row').filter({ hasText: 'ID-CRNA-2291' });
  await expect(reminder.getByText(title)).toBeVisible();
  await reminder.getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/provider-documents/${licencesFolder}\\?renew=`));
  const dialog = page.getByRole('dialog', { name: 'Renew Idaho licence.pdf' });
  await expect(dialog.getByRole('textbox', { name: 'Document type' })).toHaveValue('State licence');
  await dialog.getByLabel('Licence number').fill('ID-CRNA-3310');
  await dialog.getByLabel('State').fill('ID');
  await dialog.getByLabel('Expiry date').fill(day(730));
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'idaho-licence-2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await shootBothWidths(page, 'documents-renewal');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Renewal uploaded; the previous document is in the archive')).toBeVisible();
  await expect(page).not.toHaveURL(/renew=/);
  const table = page.getByRole('table').last();
  await expect(
    table.getByRole('row').filter({ hasText: 'idaho-licence-2.pdf' }).getByText('ID-CRNA-3310'),
  ).toBeVisible();
  await expect(table.getByText('Idaho licence.pdf')).toHaveCount(0);
});

test('staff see field values as columns and on the document, edit them, and search by them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager', `/provider-documents/${licencesFolder}`);
  await expect(page.getByRole('heading', { name: 'Licences' })).toBeVisible();
  await expect(page.locator('thead').getByText('Licence number', { exact: true })).toBeVisible();
  await expect(page.locator('thead').getByText('DEA number', { exact: true })).toBeVisible();
  const dea = page.getByRole('row').filter({ hasText: 'DEA registration.pdf' });
  await expect(dea.getByText('BP4275815')).toBeVisible();
  await expect(dea.getByText('(expired)')).toBeVisible();
  await shootBothWidths(page, 'documents-values');

  await dea.getByRole('button', { name: 'Preview DEA registration.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'DEA registration.pdf' });
  await expect(preview.getByText('Drug Enforcement Administration')).toBeVisible();
  await page.keyboard.press('Escape');

  await dea.getByRole('button', { name: 'Edit DEA registration.pdf' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit document' });
  await expect(edit.getByLabel('DEA number')).toHaveValue('BP4275815');
  await edit.getByLabel('Expiry date').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Expiry date is required')).toBeVisible();
  await edit.getByLabel('Expiry date').fill(day(1000));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(dea.getByText('(expired)')).toHaveCount(0);

  // A type that does not repeat, already held here, is not offered again.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Document type' }).click();
  await expect(page.getByRole('option', { name: 'State licence', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'DEA registration', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  const search = page.getByPlaceholder('Search by name or detail');
  await search.fill('BP4275815');
  await expect(page.getByRole('row').filter({ hasText: 'DEA registration.pdf' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'idaho-licence-2.pdf' })).toHaveCount(0);
  await search.fill(`nothing-${STAMP}`);
  await expect(page.getByText('No documents match')).toBeVisible();
});

test('the report builder offers Credentialing and Payor enrollment', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/dynamic-reports');
  await chooseOption(page, 'Subject', 'Credentialing');
  await page.getByRole('button', { name: 'Run report' }).click();
  await expect(page.locator('thead').getByText('Reappointment due', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Cred Clinic ${STAMP}` })).toBeVisible();
  await shootBothWidths(page, 'dynamic-reports-credentialing');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Payor enrollment', exact: true })).toBeVisible();
});

async function peopleWithAccess(page: Page) {
  await page.getByRole('button', { name: 'People with access', exact: true }).click();
  return page.getByRole('dialog', { name: 'People with access: Licences' });
}

test('the staff manager shares; a guest whose link was revoked is told so, and the history shows it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manager', `/provider-documents/${licencesFolder}`);
  await page.getByRole('button', { name: 'Share Folder' }).click();
  const share = page.getByRole('dialog', { name: 'Share "Licences"' });
  await share.getByLabel('E-mail addresses').fill(GUEST);
  await share.getByRole('button', { name: 'Share' }).click();
  await share.getByRole('button', { name: 'Done' }).click();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(await mailLink(GUEST, 'shared documents with you'));
  const people = await peopleWithAccess(page);
  const row = people.getByRole('row').filter({ hasText: GUEST });
  await row.getByRole('button', { name: `Revoke access of ${GUEST}` }).click();
  await page.getByRole('dialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();

  await guest.getByLabel('E-mail address').fill(GUEST);
  await guest.getByRole('button', { name: 'Send code' }).click();
  await expect(guest.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(guest.getByText('Ask the person who shared it with you for a new link.')).toBeVisible();

  await row.getByRole('button', { name: `Access history of ${GUEST}` }).click();
  const history = page.getByRole('dialog', { name: `Access history: ${GUEST}` });
  await expect(history.getByText('Tried the link after it ended')).toBeVisible();
  await expect(history.getByText(/Showing 1 to 1 of 1 entries/)).toBeVisible();
  await shootBothWidths(page, 'sharing-access-history');
});
