import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, chooseOption, signIn } from './fixtures.ts';

const STAMP = Date.now();
const CATEGORY = `Credentials ${STAMP}`;
const SUB = `Licences ${STAMP}`;
const TYPE = `State licence ${STAMP}`;
const FORM = `Health form ${STAMP}`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe.configure({ mode: 'serial' });

/** A category with a sub-category of this spec's own (the type is defined through the screens). */
test.beforeAll(async ({ request }) => {
  const admin = (await apiLogin(request, 'admin')).token;
  const cat = await apiCall(request, 'POST', '/api/super-admin/categories', admin, {
    name: CATEGORY,
    ownerKind: 'provider',
  });
  const sub = await apiCall(request, 'POST', '/api/super-admin/categories', admin, {
    name: SUB,
    ownerKind: 'provider',
    parentId: cat._id,
  });
  await apiCall(request, 'POST', '/api/super-admin/document-types', admin, {
    name: FORM,
    ownerKind: 'provider',
    categoryId: sub._id,
    general: true,
    fields: [{ label: 'Vaccinated', type: 'select', options: ['Yes', 'No'], required: true }],
  });
});

test('staff define a document type with a date field marked as the expiry date', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation');
  await nav.getByText('Settings', { exact: true }).click();
  await nav.getByText('Documents Settings', { exact: true }).click();
  await expect(page).toHaveURL(/\/document-settings-listing$/);
  await page.getByRole('button', { name: 'Add Document Type' }).click();
  await expect(page).toHaveURL(/\/add-document-type$/);

  await page.getByLabel('Document type name').fill(TYPE);
  await chooseOption(page, 'Category / sub-category (folder)', `${CATEGORY} / ${SUB}`);
  await page.getByRole('checkbox', { name: 'Repeats (several per provider)' }).check();
  await page.getByRole('checkbox', { name: 'Every provider' }).check();
  await page.getByLabel('Field 1 label').fill('Licence number');
  await page.getByRole('checkbox', { name: 'Field 1 required' }).check();
  // The expiry must be a date field: the form says so beside the field.
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByLabel('Field 2 label').fill('Expiry date');
  await page.getByRole('checkbox', { name: 'Field 2 is the expiry date' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The expiry date must be a date field')).toBeVisible();
  await chooseOption(page, 'Field 2 type', 'Date');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/document-settings-listing$/);
  await page.getByPlaceholder('Search by name').fill(TYPE);
  const row = page.getByRole('row').filter({ hasText: TYPE });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Expiry date (Date, expiry)')).toBeVisible();
  await expect(row.getByText(`${CATEGORY} / ${SUB}`)).toBeVisible();
});

test('a provider uploads a PDF into their folder and fills a general-document form', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  await page.getByRole('link', { name: 'Documents Folders' }).first().click();
  await expect(page).toHaveURL(/\/provider-folders-listing$/);
  await page.getByRole('link', { name: `Open folder ${CATEGORY}` }).click();
  await expect(page).toHaveURL(/\/provider-sub-folders\//);
  await page.getByRole('link', { name: `Open folder ${SUB}` }).click();
  await expect(page).toHaveURL(/\/provider-documents\//);
  await expect(page.getByText('No documents in this folder yet')).toBeVisible();

  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, 'Document type', TYPE);
  await dialog.getByLabel('Licence number').fill('TX-12345');
  await dialog.getByLabel('Expiry date').fill('2031-01-31');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'texas-licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'texas-licence.pdf' });
  await expect(row).toBeVisible();
  await expect(row.getByText('01/31/2031')).toBeVisible();

  // The folder's form: answered, then shown with its version.
  await page.getByRole('button', { name: `Fill in ${FORM}` }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Vaccinated is required')).toBeVisible();
  await chooseOption(page, 'Vaccinated', 'Yes');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Version 1')).toBeVisible();
  await expect(page.getByText('Vaccinated:')).toBeVisible();

  // 390 px wide: no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
});

test('staff preview the PDF and download the folder as a ZIP', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/document-providers-listing');
  await page.getByPlaceholder('Search by name or e-mail').fill('provider@example.com');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Pat Provider' }).click();
  await expect(page).toHaveURL(/\/provider-folders-listing\//);
  await page.getByRole('link', { name: `Open folder ${CATEGORY}` }).click();
  await page.getByRole('link', { name: `Open folder ${SUB}` }).click();
  await expect(page).toHaveURL(/\/provider-documents\//);

  await page.getByRole('button', { name: 'Preview texas-licence.pdf' }).click();
  const frame = page.getByTitle('Preview of texas-licence.pdf');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  await page.keyboard.press('Escape');

  // The folder above holds the sub-folder: its ZIP carries the PDF under the sub-folder's name.
  await page.getByRole('link', { name: CATEGORY }).click();
  await expect(page).toHaveURL(/\/provider-sub-folders\//);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Folder' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain(`${SUB}/texas-licence.pdf`);
});
