import { expect, type Page, test } from '@playwright/test';
import { assignDemoProvider, providerSheet, signIn } from './fixtures.ts';

const STAMP = Date.now();
const FACILITY = `Saint Bartholomew Regional Medical Center and Trauma Institute ${STAMP}`;
const SHOTS = '.tmp/screenshots';

/** True when the page itself scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const el = document.scrollingElement as HTMLElement;
    return el.scrollWidth > el.clientWidth;
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const setup = await assignDemoProvider(request, { name: FACILITY });
  const [pending, draft] = setup.periods;
  if (pending) await providerSheet(request, setup, pending, true);
  if (draft) await providerSheet(request, setup, draft, false);
});

async function openPeriodForm(page: Page) {
  await signIn(page, 'provider', '/login?redirect=%2Fprovider-add-timesheet');
  await expect(page.getByRole('heading', { name: 'Add Time Sheet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Assignment', exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${FACILITY}`) })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Pay period', exact: true }).click();
  await page.getByRole('option').first().click();
  await expect(page.locator('[data-day]').first()).toBeVisible();
}

const FIELDS = ['Start', 'End', 'Break', 'Hours', 'On-call type', 'On-call hours', 'Notes', 'Total'];

test('the period form fits 1366 px: every column on screen, times not cut, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openPeriodForm(page);
  const first = page.locator('[data-day]').first();
  const label = (await first.getAttribute('data-day')) ?? '';
  const us = `${label.slice(5, 7)}/${label.slice(8, 10)}/${label.slice(0, 4)}`;
  await first.getByLabel(`Start ${us}`).fill('07:00');
  await first.getByLabel(`End ${us}`).fill('19:30');
  for (const field of FIELDS) {
    const box = await first.getByLabel(`${field} ${us}`, { exact: true }).boundingBox();
    expect(box, field).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${field} is inside the window`).toBeLessThanOrEqual(1366);
  }
  // '07:00 AM' fits its box: the text, the input's padding and the picker icon.
  const fits = await first.getByLabel(`Start ${us}`).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return false;
    ctx.font = `${style.fontSize} ${style.fontFamily}`;
    const needed =
      ctx.measureText('07:00 AM').width +
      Number.parseFloat(style.paddingLeft) +
      Number.parseFloat(style.paddingRight) +
      16;
    return input.clientWidth >= needed;
  });
  expect(fits).toBe(true);
  await expect(page.getByTestId('total-hours')).toHaveText('12:30');
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/period-form-1366.png`, fullPage: true });
});

test('below 768 px each day is a stacked card, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPeriodForm(page);
  const days = page.locator('[data-day]');
  expect(await days.count()).toBeGreaterThanOrEqual(2);
  const a = await days.nth(0).boundingBox();
  const b = await days.nth(1).boundingBox();
  expect(b?.y ?? 0).toBeGreaterThanOrEqual((a?.y ?? 0) + (a?.height ?? 0));
  expect(b?.x).toBe(a?.x);
  expect((a?.x ?? 0) + (a?.width ?? 0)).toBeLessThanOrEqual(390);
  const label = (await days.nth(0).getAttribute('data-day')) ?? '';
  const us = `${label.slice(5, 7)}/${label.slice(8, 10)}/${label.slice(0, 4)}`;
  for (const field of FIELDS) {
    const box = await days.nth(0).getByLabel(`${field} ${us}`, { exact: true }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${field} is inside the window`).toBeLessThanOrEqual(390);
  }
  await expect(days.nth(0).getByText('Notes', { exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/period-form-390.png`, fullPage: true });
});

test('the staff list shows whole badges, short facility cells and the row actions each sheet allows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin', '/login?redirect=%2Fadmin-timesheet-listing');
  await page.getByRole('textbox', { name: 'Search' }).fill(String(STAMP));
  const rows = page.locator('tbody tr', { hasText: FACILITY });
  await expect(rows).toHaveCount(2);
  const pending = rows.filter({ hasText: 'Approval Pending' });
  const draft = rows.filter({ hasText: 'Not Submitted' });
  const name = 'time sheet of Pat Provider';
  for (const action of ['View', 'Approve', 'Reject', 'Download PDF']) {
    const button = pending.getByRole('button', { name: `${action} ${name}` });
    await expect(button).toBeVisible();
    // On screen, not behind the table's sideways scroll.
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), action).toBeLessThanOrEqual(1366);
  }
  await expect(pending.getByRole('button', { name: `Reset ${name}` })).toHaveCount(0);
  await expect(pending.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(draft.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await expect(draft.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

  // The badge shows its whole label; the facility takes at most two lines.
  const badge = pending.locator('.mantine-Badge-label');
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const facility = pending.getByText(FACILITY);
  const lines = await facility.evaluate(
    (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(lines).toBeLessThanOrEqual(2.05);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/staff-list-1366.png`, fullPage: true });

  // Reject asks for a reason; the rejected sheet then offers Reset.
  await pending.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject time sheet' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('Hours do not match the facility log');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const rejected = rows.filter({ hasText: 'Rejected' });
  await expect(rejected.getByRole('button', { name: `Reset ${name}` })).toBeVisible();
  await rejected.getByRole('button', { name: `Reset ${name}` }).click();
  await page.getByRole('dialog', { name: 'Reset time sheet' }).getByRole('button', { name: 'Reset' }).click();
  await expect(rows.filter({ hasText: 'Not Submitted' })).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  // The page lays itself out again after the resize (the sidebar folds away).
  await expect.poll(() => scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/staff-list-390.png`, fullPage: true });
});
