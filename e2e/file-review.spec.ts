import { copyFile, readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, day, demoProviderId, mailLink, shootBothWidths, signIn } from './fixtures.ts';

const STAMP = Date.now();
const FACILITY = `Bayview Medical ${STAMP}`;
const CONTACT = `msoffice.${STAMP}@example.com`;

test('credentialing staff sign the file off, send it to committee, approve it and share the packet', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The facility and Pat's record there come through the API: the review is the subject here.
  const admin = await apiLogin(request, 'admin');
  const facility = await apiCall(request, 'POST', '/api/super-admin/facilities', admin.token, {
    name: FACILITY,
    state: 'WA',
    contacts: [{ type: 'primary_credentialing_contact', name: 'Medical Staff Office', email: CONTACT }],
  });
  const record = await apiCall(request, 'POST', '/api/super-admin/credentialing-payor-enrollment', admin.token, {
    kind: 'credentialing',
    providerId: await demoProviderId(request, admin.token),
    facilityId: facility._id,
    applicationType: 'initial',
    requestedOn: day(-10),
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'credentialing');
  await page.goto(`/view-credentialing-payor/${record._id}`);
  const review = page.getByRole('region', { name: 'File review' });
  await expect(review.getByText('In Review')).toBeVisible();
  await expect(review.getByText('Licences verified for WA')).toBeVisible();
  // Pat's documents are present: their items carry what the portal found.
  await expect(review.getByText('BLS certification')).toBeVisible();

  // The source is required when signing off (Pat holds no WA licence, so the portal has none to suggest).
  await expect(review.getByText('No WA licence on file')).toBeVisible();
  await review.getByRole('button', { name: 'Sign off Licences verified for WA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign off: Licences verified for WA' });
  await dialog.getByRole('button', { name: 'Sign Off' }).click();
  await expect(dialog.getByText('Enter the source of the verification')).toBeVisible();
  await dialog.getByLabel('Source').fill('Washington medical commission, temporary permit');
  await dialog.getByRole('button', { name: 'Sign Off' }).click();
  await expect(page.getByText('Checklist item signed off')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Not everything is signed off yet: the committee must wait, and the message says what is open.
  await review.getByRole('button', { name: 'Ready for Committee' }).click();
  await page
    .getByRole('dialog', { name: 'Ready for committee' })
    .getByRole('button', { name: 'Ready for Committee' })
    .click();
  await expect(
    page.getByText(/Every checklist item must be signed off first\. Still open: .*NPI verified/),
  ).toBeVisible();

  // Where the portal knows the answer, the dialog starts from it: Pat's NPI was verified in the registry.
  await review.getByRole('button', { name: 'Sign off NPI verified' }).click();
  const npi = page.getByRole('dialog', { name: 'Sign off: NPI verified' });
  await expect(npi.getByLabel('Source')).toHaveValue(/^NPPES NPI registry, checked \d{2}\/\d{2}\/\d{4}$/);
  await npi.getByRole('button', { name: 'Sign Off' }).click();
  await expect(npi).toBeHidden();

  for (;;) {
    const next = review.getByRole('button', { name: /^Sign off / }).first();
    if ((await next.count()) === 0) break;
    const label = ((await next.getAttribute('aria-label')) ?? '').replace('Sign off ', '');
    const button = review.getByRole('button', { name: `Sign off ${label}`, exact: true });
    await button.click();
    const d = page.getByRole('dialog', { name: `Sign off: ${label}` });
    const source = d.getByLabel('Source');
    if (!(await source.inputValue())) await source.fill('State board online verification');
    await d.getByRole('button', { name: 'Sign Off' }).click();
    await expect(d).toBeHidden();
    // Signed off, the item offers to reopen instead.
    await expect(button).toHaveCount(0);
  }
  await shootBothWidths(page, 'file-review-signed');

  await review.getByRole('button', { name: 'Ready for Committee' }).click();
  await page
    .getByRole('dialog', { name: 'Ready for committee' })
    .getByRole('button', { name: 'Ready for Committee' })
    .click();
  await expect(page.getByText('File review is ready for committee')).toBeVisible();
  await expect(review.getByText('Ready for Committee', { exact: true })).toBeVisible();

  // The committee's decision: a date in the future is refused beside the field.
  await review.getByRole('button', { name: 'Approve' }).click();
  const decision = page.getByRole('dialog', { name: 'Approve credentialing file' });
  await decision.getByLabel('Decision date').fill(day(3));
  await decision.getByLabel('Committee note').fill('Approved at the credentials committee');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(decision.getByText('The decision date cannot be in the future')).toBeVisible();
  await decision.getByLabel('Decision date').fill(day(0));
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('File review approved')).toBeVisible();
  await expect(review.getByText(/Approved on .* Approved at the credentials committee/)).toBeVisible();

  // The packet: one PDF, downloaded.
  const downloading = page.waitForEvent('download');
  await review.getByRole('button', { name: 'Download Packet' }).click();
  await page.getByRole('menuitem', { name: 'One PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Credentialing packet - Pat Provider - Bayview Medical \d+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await copyFile(await download.path(), '.tmp/screenshots/file-review-packet.pdf');

  // Shared with the facility's credentialing contact, who gets the guest link.
  await review.getByRole('button', { name: 'Share Packet with Facility' }).click();
  const share = page.getByRole('dialog', { name: 'Share packet with facility' });
  await expect(share).toContainText(CONTACT);
  await share.getByRole('button', { name: 'Share Packet' }).click();
  await expect(page.getByText(`Packet shared with ${CONTACT}`)).toBeVisible();
  expect(await mailLink(CONTACT, 'shared documents with you')).toContain('access=');
  await shootBothWidths(page, 'file-review-approved');
});
