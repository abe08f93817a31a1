import { expect, type Page, test } from '@playwright/test';
import { itemAt } from '../contracts/src/arrays.ts';
import { apiCall, apiLogin, signIn } from './fixtures.ts';

/**
 * Every area under the Content-Security-Policy: the public pages, staff screens, provider screens
 * and the facility approval page load with the header on and the browser reports no violation, neither as a
 * `securitypolicyviolation` event nor as a console error.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    // A refused API call logs its HTTP status; that is the call's answer, not the policy.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function visit(page: Page, errors: string[], path: string, ready: () => Promise<void>) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await ready();
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
  expect({ path, violations, errors }).toEqual({ path, violations: [], errors: [] });
}

const heading = (page: Page, name: string | RegExp) => () =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

test('public pages and the facility approval page', async ({ page }) => {
  const errors = await watch(page);
  await visit(page, errors, '/login', heading(page, /sign in/i));
  await visit(page, errors, '/signup', () => expect(page.getByLabel('E-mail')).toBeVisible());
  await visit(page, errors, '/recover-password', () => expect(page.getByLabel('E-mail')).toBeVisible());
  await visit(page, errors, '/reset-password/not-a-real-token', () => expect(page.locator('main, body')).toBeVisible());
  await visit(page, errors, '/privacy-policy', () => expect(page.locator('body')).toContainText(/privacy/i));
  await visit(page, errors, '/terms-and-conditions', () => expect(page.locator('body')).toContainText(/terms/i));
  await visit(
    page,
    errors,
    '/facility-view-timesheet?id=01900000-0000-7000-8000-000000000001&token=not-a-real-token',
    () => expect(page.getByText(/approval link/i).first()).toBeVisible(),
  );
});

test('staff screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = await watch(page);
  await signIn(page, 'admin');
  const { token } = await apiLogin(request, 'admin');
  const list = (url: string) =>
    apiCall(request, 'POST', `/api/super-admin/${url}?page=1&pageSize=1`, token, { filters: {} }) as Promise<{
      data: { _id: string }[];
    }>;
  const providerId = itemAt((await list('providers/all')).data, 0, 'a provider')._id;
  const facilityId = itemAt((await list('facilities/all')).data, 0, 'a facility')._id;
  const timesheetId = itemAt((await list('time-sheet/all')).data, 0, 'a time sheet')._id;
  const screens: [string, string | RegExp][] = [
    ['/providers-listing', 'Providers'],
    [`/view-providers/${providerId}`, /./],
    ['/facilities-listing', /facilit/i],
    ['/add-facilities', /facilit/i],
    [`/view-facilities/${facilityId}`, /./],
    ['/admin-timesheet-listing', /time sheet/i],
    ['/admin-add-timesheet', /time sheet/i],
    [`/admin-view-timesheet/${timesheetId}`, /time sheet/i],
    ['/admin-timesheet-reminders', /reminder/i],
    ['/pay-periods-listing', /pay period/i],
    ['/roles-listing', /roles/i],
    ['/create-roles', /role/i],
    ['/icon-users-listing', /users/i],
    ['/notifications-listing', /notification/i],
    ['/profile', /profile/i],
  ];
  for (const [path, name] of screens) await visit(page, errors, path, heading(page, name));
});

test('provider screens', async ({ page }) => {
  const errors = await watch(page);
  await signIn(page, 'provider');
  const screens: [string, string | RegExp][] = [
    ['/provider-view-basic-info', /./],
    ['/provider-listing-assignedfacilities', /facilit/i],
    ['/provider-timesheet-listing', /time sheet/i],
    ['/provider-add-timesheet', /time sheet/i],
    ['/provider-add-dailytimesheet', /time sheet/i],
    ['/notifications-listing', /notification/i],
    ['/provider-update-password', /password/i],
  ];
  for (const [path, name] of screens) await visit(page, errors, path, heading(page, name));
});
