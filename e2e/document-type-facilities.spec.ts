import { expect, test } from '@playwright/test';
import { addProviderCategory } from './documentSetup.ts';
import { apiCall, apiLogin, chooseOption, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const CATEGORY = `Site rules ${STAMP}`;
const TYPE = `Site orientation ${STAMP}`;
const FACILITY = `Harbor Surgical ${STAMP}`;

let admin: string;
let facilityId: string;

test.beforeAll(async ({ request }) => {
  admin = (await apiLogin(request, 'admin')).token;
  await addProviderCategory(request, admin, CATEGORY);
  facilityId = (await apiCall(request, 'POST', '/api/super-admin/facilities', admin, { name: FACILITY }))._id;
});

test('staff require a document type of the providers at a facility chosen by search, and see it when editing', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/add-document-type');
  await page.getByLabel('Document type name').fill(TYPE);
  await chooseOption(page, 'Category / sub-category (folder)', CATEGORY);
  // A document of this type is just its file.
  await page.getByRole('button', { name: 'Remove field 1' }).click();
  const picker = page.getByRole('textbox', { name: 'Providers at facilities' });
  await picker.fill(`Harbor Surgical ${STAMP}`);
  await page.getByRole('option', { name: FACILITY, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/document-settings-listing$/);

  const listed = await apiCall(request, 'POST', '/api/super-admin/document-types/all?page=1&pageSize=10', admin, {
    search: TYPE,
  });
  const [type] = listed.data;
  expect(type.requiredFor.facilityIds).toEqual([facilityId]);

  await page.goto(`/edit-document-type/${type._id}`);
  await expect(page.getByLabel('Document type name')).toHaveValue(TYPE);
  const field = page.locator('.mantine-MultiSelect-root').filter({ hasText: 'Providers at facilities' });
  await expect(field.getByText(FACILITY, { exact: true })).toBeVisible();
  await shootBothWidths(page, 'document-type-facilities');
});
