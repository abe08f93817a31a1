import { expect, test } from '@playwright/test';
import { SESSION_MESSAGES } from '../contracts/src/auth.ts';
import { staffOfNewRole } from './fixtures.ts';

/**
 * Idle sign-out in the browser. The shortened timeout is a role's own idle setting (1 minute), a
 * real feature set through the API like any role, so the test server and every other spec keep the defaults
 * (30 minutes staff, 60 providers). With a 1-minute timeout the warning comes at half time (30 s before).
 */
test('a staff user is warned before the idle sign-out, can stay signed in, and is signed out when time is up', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, password } = await staffOfNewRole(page, request, {
    name: `Idle desk ${Date.now()}`,
    permissions: ['view-providers'],
    idleTimeoutMinutes: 1,
  });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/risk-calendar/);
  const token = await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}');
    return JSON.parse(root.auth ?? '{}').user?.token as string;
  });
  expect(token).toBeTruthy();

  const dialog = page.getByRole('dialog', { name: SESSION_MESSAGES.warningTitle });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toContainText('you will be signed out in');
  await dialog.getByRole('button', { name: SESSION_MESSAGES.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/risk-calendar/);

  // Staying was activity; left alone again, the warning returns and then the sign-out.
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 });
  await expect(page.getByText(SESSION_MESSAGES.idle(1))).toBeVisible();

  // The server ended the session too. Any request is activity, so it is asked once, after the server's tolerance
  // (it refuses once idle for the timeout plus its activity-write interval, 6 s for a 1-minute timeout).
  await page.waitForTimeout(8_000);
  const res = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect([res.status(), (await res.json()).code]).toEqual([401, 'SESSION_EXPIRED']);
});
