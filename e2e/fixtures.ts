import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, todayIn } from '../contracts/src/businessDay.ts';

/** The accounts `npm start` seeds (README, "Demo accounts"). */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Portal-Admin-2026' },
  staff: { email: 'staff@example.com', password: 'Portal-Demo-2026' },
  /** A second staff account whose password no spec changes (accounts.spec changes staff's). */
  manager: { email: 'manager@example.com', password: 'Portal-Demo-2026' },
  provider: { email: 'provider@example.com', password: 'Portal-Demo-2026' },
  /** The demo's team roles, one user each. */
  payroll: { email: 'payroll@example.com', password: 'Portal-Demo-2026' },
  credentialing: { email: 'credentialing@example.com', password: 'Portal-Demo-2026' },
  operations: { email: 'operations@example.com', password: 'Portal-Demo-2026' },
} as const;

export async function signIn(page: Page, who: keyof typeof ACCOUNTS, path = '/login') {
  await page.goto(path);
  await fillSignIn(page, who);
}

export async function fillSignIn(page: Page, who: keyof typeof ACCOUNTS) {
  await page.getByLabel('E-mail').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export const MAIL_DIR = '.tmp/e2e-mail';

/** Waits for the newest message to `to` whose subject contains `subject`; answers its first link. */
export async function mailLink(to: string, subject: string, timeoutMs = 20_000): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const dir = path.resolve(import.meta.dirname, '..', MAIL_DIR);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      const m = JSON.parse(await readFile(path.join(dir, f), 'utf8'));
      if (m.to === to.toLowerCase() && String(m.subject).includes(subject)) {
        const link = String(m.text).match(/https?:\/\/\S+/)?.[0];
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} about "${subject}"`);
}

/** Picks an option of a Mantine select by the select's label. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** 'YYYY-MM-DD', `days` from today (UTC, as the server counts "today"). */
export const day = (days: number) => addDays(todayIn(), days);

/** Calls the API and expects success; answers the envelope's data. */
export async function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  data?: unknown,
) {
  const res = await request.fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const body = await res.json();
  expect(res.ok(), `${method} ${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** Signs a demo account in through the API: its token and profile. */
export const apiLogin = (request: APIRequestContext, who: keyof typeof ACCOUNTS) =>
  apiCall(request, 'POST', '/api/login', undefined, ACCOUNTS[who]) as Promise<{
    token: string;
    profile: { _id: string };
  }>;

/**
 * A staff user of a new role made for one spec (so no demo account is changed): the admin creates the role and
 * invites the user through the API, the user sets a password from the invitation e-mail. Answers the credentials.
 */
export async function staffOfNewRole(
  page: Page,
  request: APIRequestContext,
  role: { name: string; permissions: string[]; idleTimeoutMinutes?: number; mfaRequired?: boolean },
): Promise<{ email: string; password: string }> {
  const { token } = await apiLogin(request, 'admin');
  const created = await apiCall(request, 'POST', '/api/super-admin/roles', token, role);
  const email = `${role.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  await apiCall(request, 'POST', '/api/super-admin/icon-users', token, {
    firstName: 'Sam',
    lastName: 'Shift',
    email,
    roleId: created._id,
  });
  const password = 'Staff-first-password-7';
  await page.goto(await mailLink(email, 'You are invited'));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login/);
  return { email, password };
}

type Period = { _id: string; startDate: string };

/** The demo provider's (Pat Provider's) user id, found through the staff providers list. */
export async function demoProviderId(request: APIRequestContext, adminToken: string): Promise<string> {
  const page = await apiCall(request, 'POST', '/api/super-admin/providers/all?page=1&pageSize=10', adminToken, {
    search: 'Pat Provider',
    filters: {},
  });
  return page.data[0]._id;
}

/** Through the API: the admin assigns a provider to a facility, paid bi-weekly, between two days from today. */
async function assignProvider(
  request: APIRequestContext,
  adminToken: string,
  assignment: { providerId: string; facilityId: string; fromDays: number; toDays: number },
): Promise<{ _id: string }> {
  return apiCall(request, 'POST', '/api/super-admin/provider-facility-assignments', adminToken, {
    providerId: assignment.providerId,
    facilityId: assignment.facilityId,
    startDate: day(assignment.fromDays),
    endDate: day(assignment.toDays),
    payPeriodType: 'bi_weekly',
  });
}

/**
 * Through the API: the admin adds a Texas clinic named `name` and places the demo provider there, paid bi-weekly,
 * from 30 days ago to 300 days ahead; answers the assignment.
 */
export async function placeDemoProvider(request: APIRequestContext, adminToken: string, name: string) {
  const providerId = await demoProviderId(request, adminToken);
  const clinic = await apiCall(request, 'POST', '/api/super-admin/facilities', adminToken, { name, state: 'TX' });
  return assignProvider(request, adminToken, { providerId, facilityId: clinic._id, fromDays: -30, toDays: 300 });
}

/**
 * Through the API: the admin adds a facility (`facility` is its body) and assigns the demo provider to it, 40 days
 * either side of today, paid bi-weekly; then waits for the latest bi-weekly pay periods (the server generates them a
 * few seconds after it starts). Answers both sessions, the assignment and at least two periods.
 */
export async function assignDemoProvider(request: APIRequestContext, facility: { name: string; contacts?: object[] }) {
  const admin = await apiLogin(request, 'admin');
  const created = await apiCall(request, 'POST', '/api/super-admin/facilities', admin.token, facility);
  const provider = await apiLogin(request, 'provider');
  const assignment = await assignProvider(request, admin.token, {
    providerId: provider.profile._id,
    facilityId: created._id,
    fromDays: -40,
    toDays: 40,
  });
  let periods: Period[] = [];
  await expect
    .poll(
      async () => {
        periods = await apiCall(request, 'GET', '/api/list-pay-periods?type=bi_weekly&limit=3', provider.token);
        return periods.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  return { admin, provider, assignment, periods };
}

/** The provider's time sheet of one period with 8 hours on its first day, submitted for approval when `submit`. */
export async function providerSheet(
  request: APIRequestContext,
  { provider, assignment }: { provider: { token: string }; assignment: { _id: string } },
  period: Period,
  submit: boolean,
) {
  const sheet = await apiCall(request, 'POST', '/api/providers/time-sheet', provider.token, {
    assignmentId: assignment._id,
    payPeriodId: period._id,
    entries: [{ date: period.startDate, hours: 8 }],
  });
  if (submit) {
    await apiCall(request, 'POST', `/api/providers/time-sheet/${sheet._id}/submit-for-approval`, provider.token);
  }
  return sheet as { _id: string };
}

/**
 * Full-page screenshots at 1366 px and 390 px into .tmp/screenshots (`<name>-1366.png`, `<name>-390.png`); at 390 px
 * nothing may push the page sideways. Leaves the page at 1366 px.
 */
export async function shootBothWidths(page: Page, name: string) {
  const dir = '.tmp/screenshots';
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The sidebar slides away and toasts move after the resize: wait for the layout to settle.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${name} scrolls sideways at 390 px`,
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}
