import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import archiver from 'archiver';
import { addProviderCategory, addVaccinationForm, PDF } from './documentSetup.ts';
import { apiCall, apiLogin, chooseOption, shootBothWidths, signIn, staffOfNewRole } from './fixtures.ts';

const STAMP = Date.now();
const CATEGORY = `Credentials ${STAMP}`;
const SUB = `Licences ${STAMP}`;
const TYPE = `State licence ${STAMP}`;
const FORM = `Health form ${STAMP}`;

/** A ZIP of the given entries (a minimal DOCX), made with archiver as the server makes its ZIPs. */
async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = archiver('zip', { store: true });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => zip.on('end', resolve).on('error', reject));
  for (const [name, text] of Object.entries(entries)) zip.append(text, { name });
  await zip.finalize();
  await ended;
  return Buffer.concat(chunks);
}

const DOCX = zipOf({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Letter of good standing</w:t></w:r></w:p></w:body></w:document>',
});

test.describe.configure({ mode: 'serial' });

/** A category with a sub-category of this spec's own (the type is defined through the screens). */
test.beforeAll(async ({ request }) => {
  const admin = (await apiLogin(request, 'admin')).token;
  const cat = await addProviderCategory(request, admin, CATEGORY);
  const sub = await addProviderCategory(request, admin, SUB, cat._id);
  await addVaccinationForm(request, admin, {
    name: FORM,
    categoryId: sub._id,
    fields: [{ label: 'Vaccination card', type: 'file', required: true }],
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
  await expect(page.getByLabel('Field 1 label')).toBeVisible();
  await shootBothWidths(page, 'documents-type-form');

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
  await shootBothWidths(page, 'documents-settings');
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
  // The id-less path opens the folders to choose from.
  const folderUrl = page.url();
  await page.goto('/provider-documents');
  await expect(page).toHaveURL(/\/provider-folders-listing$/);
  await expect(page.getByRole('link', { name: `Open folder ${CATEGORY}` })).toBeVisible();
  await page.goto(folderUrl);
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

  // The general documents: the forms by folder, one filled in on its sub-folder's screen.
  await page.getByRole('navigation').getByRole('link', { name: 'Documents Folders' }).first().click();
  await page.getByRole('link', { name: 'General Documents' }).click();
  await expect(page).toHaveURL(/\/provider-general-docs$/);
  const topCard = page.getByRole('link', { name: `Open folder ${CATEGORY}` });
  await expect(topCard.getByText('0 filled in')).toBeVisible();
  await topCard.click();
  await expect(page).toHaveURL(/\/provider-general-docs\/[0-9a-f-]+$/);
  await page.getByRole('link', { name: `Open folder ${SUB}` }).click();
  await expect(page).toHaveURL(/\/provider-general-docs-sub-folders\/[0-9a-f-]+$/);
  await expect(page.getByText('Not filled in')).toBeVisible();
  await page.getByRole('button', { name: `Fill in ${FORM}` }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Vaccinated is required')).toBeVisible();
  await expect(form.getByText('Vaccination card is required')).toBeVisible();
  await chooseOption(page, 'Vaccinated', 'Yes');
  await expect(form.getByText('Vaccinated is required')).toBeHidden();
  // The file field: the card is uploaded, then saved with the answers.
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'vaccination-card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Upload Vaccination card' }).click();
  await expect(form.getByText('Attached: vaccination-card.pdf')).toBeVisible();
  await expect(form.getByText('Vaccination card is required')).toBeHidden();
  await shootBothWidths(page, 'documents-general-form-file');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Version 1')).toBeVisible();
  await expect(page.getByText('Vaccinated:')).toBeVisible();
  const cardDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Vaccination card, version 1' }).click();
  const card = await cardDownload;
  expect(card.suggestedFilename()).toBe('Vaccination card.pdf');
  const saved = readFileSync(await card.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  await shootBothWidths(page, 'documents-general-provider');
  // A second save is a new version; both are kept.
  await page.getByRole('button', { name: `Update ${FORM}` }).click();
  await expect(form.getByText('Attached (kept from the saved version)')).toBeVisible();
  await chooseOption(page, 'Vaccinated', 'No');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Version 2')).toBeVisible();
  await page.getByRole('button', { name: 'Versions' }).click();
  await expect(page.getByRole('dialog').getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'General Documents' }).click();
  await expect(page.getByRole('link', { name: `Open folder ${CATEGORY}` }).getByText('1 filled in')).toBeVisible();

  // Back in the document folder: the PDF is there.
  await page.goto('/provider-folders-listing');
  await page.getByRole('link', { name: `Open folder ${CATEGORY}` }).click();
  await page.getByRole('link', { name: `Open folder ${SUB}` }).click();
  await expect(page.getByRole('row').filter({ hasText: 'texas-licence.pdf' })).toBeVisible();

  // 390 px wide: no sideways scroll once the layout has settled.
  await shootBothWidths(page, 'documents-folder-provider');
});

/** A Word document the provider uploads through the API (the upload screen is the test above). */
async function uploadDocx(request: APIRequestContext) {
  const provider = (await apiLogin(request, 'provider')).token;
  const folders = await apiCall(request, 'GET', '/api/providers/provider-documents/folders', provider);
  const top = folders.folders.find((f: { name: string }) => f.name === CATEGORY);
  const detail = await apiCall(request, 'GET', `/api/providers/provider-documents/folders/${top._id}`, provider);
  const sub = detail.subFolders.find((f: { name: string }) => f.name === SUB);
  const type = (
    await apiCall(request, 'GET', `/api/providers/provider-documents/folders/${sub._id}`, provider)
  ).types.find((t: { name: string }) => t.name === TYPE);
  const res = await request.post('/api/providers/provider-documents/upload', {
    headers: { Authorization: `Bearer ${provider}` },
    multipart: {
      folderId: sub._id,
      typeId: type._id,
      values: JSON.stringify({ 'licence-number': 'TX-1', 'expiry-date': '2031-01-31' }),
      file: { name: 'letter.docx', mimeType: 'application/octet-stream', buffer: await DOCX },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('staff preview the PDF and a converted DOCX, and download the folder as a ZIP', async ({ page, request }) => {
  await uploadDocx(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/document-providers-listing');
  await page.getByPlaceholder('Search by name or e-mail').fill('provider@example.com');
  await expect(page.getByRole('row')).toHaveCount(2);
  await shootBothWidths(page, 'documents-providers');
  await page.getByRole('link', { name: 'Pat Provider' }).click();
  await expect(page.getByText('Required documents')).toBeVisible();
  await shootBothWidths(page, 'documents-folders');
  await expect(page).toHaveURL(/\/provider-folders-listing\//);
  await page.getByRole('link', { name: `Open folder ${CATEGORY}` }).click();
  await page.getByRole('link', { name: `Open folder ${SUB}` }).click();
  await expect(page).toHaveURL(/\/provider-documents\//);

  // PDF: the react-pdf viewer at 150 %, with the page count, zoom and download.
  await page.getByRole('button', { name: 'Preview texas-licence.pdf' }).click();
  const viewer = page.getByRole('document', { name: 'Preview of texas-licence.pdf' });
  await expect(viewer.locator('canvas')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible();
  await expect(dialog.getByText('150%')).toBeVisible();
  const width = (await viewer.locator('canvas').boundingBox())?.width ?? 0;
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByText('175%')).toBeVisible();
  await expect
    .poll(async () => (await viewer.locator('canvas').boundingBox())?.width ?? 0)
    .toBeGreaterThan(width * 1.1);
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe('texas-licence.pdf');
  await page.screenshot({ path: '.tmp/screenshots/documents-preview-1366.png' });
  await page.keyboard.press('Escape');

  // Word: converted to PDF by LibreOffice (the project's setup installs it), its text in the viewer.
  await page.getByRole('button', { name: 'Preview letter.docx' }).click();
  const converted = page.getByRole('document', { name: 'Preview of letter.docx' }).getByText('Letter of good standing');
  await expect(converted).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('dialog').getByText('Page 1 of 1')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/documents-docx-1366.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '.tmp/screenshots/documents-folder-1366.png', fullPage: true });

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

test("staff set a role's document permissions and hide a folder from the other roles", async ({ page, request }) => {
  const ROLE = `Docs desk ${STAMP}`;
  const staff = await staffOfNewRole(page, request, {
    name: ROLE,
    permissions: ['view-providers', 'view-provider-documents'],
  });
  const staffToken = (await apiCall(request, 'POST', '/api/login', undefined, staff)).token as string;
  const providerId = (await apiLogin(request, 'provider')).profile._id;
  const folderNames = async () =>
    (
      await apiCall(request, 'GET', `/api/icon-users/provider-documents/folders?ownerId=${providerId}`, staffToken)
    ).folders.map((f: { name: string }) => f.name);
  expect(await folderNames()).toContain(CATEGORY);

  // Documents Settings > Document Permissions: the role may now download provider documents too.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/document-settings-listing');
  await page.getByRole('tab', { name: 'Document Permissions' }).click();
  await expect(page).toHaveURL(/\/document-settings-listing\?tab=permissions$/);
  const row = page.getByRole('row').filter({ hasText: ROLE });
  await expect(row.getByText('View', { exact: true })).toBeVisible();
  await expect(row.getByText('Download', { exact: true })).toHaveCount(0);
  await shootBothWidths(page, 'documents-permissions');
  await page.getByRole('button', { name: `Edit document permissions of ${ROLE}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Provider documents: Download', exact: true }).check();
  await page.screenshot({ path: '.tmp/screenshots/documents-permissions-edit-1366.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Download', { exact: true })).toBeVisible();
  const roles = await apiCall(
    request,
    'GET',
    '/api/super-admin/filesystem/roles',
    (await apiLogin(request, 'admin')).token,
  );
  expect(roles.find((r: { name: string }) => r.name === ROLE).provider).toEqual(['view', 'download']);

  // The provider's folder, seen by the super admin only: the role's staff no longer find it.
  await page.goto(`/provider-folders-listing/${providerId}`);
  await page.getByRole('button', { name: `Visibility of ${CATEGORY}`, exact: true }).click();
  const visibility = page.getByRole('dialog');
  await expect(visibility.getByRole('checkbox', { name: 'Every role' })).toBeChecked();
  await visibility.getByRole('checkbox', { name: 'Every role' }).uncheck();
  await expect(visibility.getByPlaceholder('None: the super admin only')).toBeVisible();
  await shootBothWidths(page, 'documents-visibility');
  await visibility.getByRole('button', { name: 'Save' }).click();
  await expect(visibility).toBeHidden();
  await expect(page.getByText('Folder visibility updated successfully')).toBeVisible();
  expect(await folderNames()).not.toContain(CATEGORY);
  // The super admin still sees it.
  // A folder card is named by its text: the folder, then its counts.
  await expect(page.getByRole('link', { name: new RegExp(`^Open folder ${CATEGORY} \\d+ documents?`) })).toBeVisible();

  // Back to every role.
  await page.getByRole('button', { name: `Visibility of ${CATEGORY}`, exact: true }).click();
  await visibility.getByRole('checkbox', { name: 'Every role' }).check();
  await visibility.getByRole('button', { name: 'Save' }).click();
  await expect(visibility).toBeHidden();
  expect(await folderNames()).toContain(CATEGORY);
});
