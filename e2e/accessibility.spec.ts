import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type WebRouteKey, webRoutes } from '../contracts/src/routes.ts';
import { apiCall, apiLogin, demoProviderId, signIn } from './fixtures.ts';

/**
 * axe-core over every screen, signed out, as the super admin and as the demo provider, on the demo data: no
 * violation of WCAG 2.1 A/AA (colour contrast, names of controls, landmarks...). A screen whose path needs a record
 * opens on a demo record.
 */

const SIGNED_OUT: WebRouteKey[] = [
  'login',
  'privacyPolicy',
  'termsAndConditions',
  'signup',
  'verifyEmail',
  'recoverPassword',
];
/** Screens that need a one-off link (a mailed token) or a guest share; their forms are the ones above. */
const NOT_OPENED: WebRouteKey[] = ['home', 'verify', 'resetPassword', 'facilityViewTimesheet'];
const PROVIDER_AREA = (key: WebRouteKey) =>
  key.startsWith('provider') && !/Folders|SubFolders|Documents$|GeneralDocs/.test(key);
const SHARED: WebRouteKey[] = ['profile', 'updatePassword', 'notificationsListing'];

const keys = Object.keys(webRoutes) as WebRouteKey[];
const adminKeys = keys.filter(
  (k) => !SIGNED_OUT.includes(k) && !NOT_OPENED.includes(k) && !PROVIDER_AREA(k) && !k.startsWith('providerGeneral'),
);
const providerKeys = keys.filter((k) => PROVIDER_AREA(k) || SHARED.includes(k));

/** A route's path with each `:name` given (required ones from `ids`; optional ones left out when not given). */
function pathOf(key: WebRouteKey, ids: Record<string, string>): string | null {
  let missing = false;
  const path = webRoutes[key].replace(/\/:(\w+)(\?)?/g, (_all, name: string, optional?: string) => {
    const id = ids[`${key}.${name}`] ?? ids[name];
    if (id) return `/${encodeURIComponent(id)}`;
    if (!optional) missing = true;
    return '';
  });
  return missing ? null : path;
}

/** The violations axe finds on the page once its content is drawn, as lines a person can act on. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The screen is drawn: its title is set and nothing is loading any more.
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map(
    (v) => `${path}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function auditAll(page: Page, routes: WebRouteKey[], ids: Record<string, string>) {
  const found: string[] = [];
  const skipped: string[] = [];
  for (const key of routes) {
    const path = pathOf(key, ids);
    if (!path) {
      skipped.push(key);
      continue;
    }
    const violations = await violationsOn(page, path);
    // Each screen's findings as they come, so a long run shows all of them at once.
    for (const line of violations) console.log(line);
    found.push(...violations);
  }
  expect(skipped, 'every screen opened').toEqual([]);
  expect(found).toEqual([]);
}

test('signed out, every public screen passes axe', async ({ page }) => {
  await auditAll(page, SIGNED_OUT, {});
});

test('as the super admin, every staff screen passes axe', async ({ page, request }) => {
  test.setTimeout(1_800_000);
  const { token } = await apiLogin(request, 'admin');
  const first = async (url: string, body: object = {}) =>
    (await apiCall(request, 'POST', `/api/super-admin/${url}?page=1&pageSize=1`, token, body)).data[0]?._id as string;
  const provider = await demoProviderId(request, token);
  const ids: Record<string, string> = {
    id: provider,
    'editRoles.id': await first('roles/all'),
    'editIconUsers.id': await first('icon-users/all'),
    'editFacilities.id': await first('facilities/all'),
    'viewFacilities.id': await first('facilities/all'),
    timesheetId: await first('time-sheet/all'),
    expenseId: await first('expenses/all'),
    payrateid: await first('pay-rate/all'),
    bonusId: await first('bonuses/all'),
    paymentId: await first('payments/all'),
    'editMalpracticerates.id': await first('malpractice-rates/state-rates/all'),
    'editMalpracticeInfo.id': await first('malpractice-rates/info/all'),
    'viewInvoices.id': await first('invoices/all'),
    'viewProviderEditFacility.id': await first('provider-facility-assignments/all'),
    'viewProviderViewFacility.id': await first('provider-facility-assignments/all'),
    'editLicences.id': await first('licences/all'),
    'viewLicences.id': await first('licences/all'),
    'viewWebhook.id': await first('webhooks/all'),
  };
  await signIn(page, 'admin');
  await auditAll(page, adminKeys, ids);
});

test('as the provider, every provider screen passes axe', async ({ page, request }) => {
  test.setTimeout(1_800_000);
  const { token } = await apiLogin(request, 'provider');
  const first = async (url: string) =>
    (await apiCall(request, 'POST', `/api/providers/${url}?page=1&pageSize=1`, token, {})).data[0]?._id as string;
  const ids: Record<string, string> = {
    timesheetId: await first('time-sheet/all'),
    expenseId: await first('expenses/all'),
    paymentId: await first('payments/all'),
  };
  await signIn(page, 'provider');
  await auditAll(page, providerKeys, ids);
});
