import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { itemAt } from '../contracts/src/arrays.ts';
import { addDays, displayDay, todayIn } from '../contracts/src/businessDay.ts';
import { ACCOUNTS, mailLink, signIn } from './fixtures.ts';
import { BASE_URL } from './playwright.config.ts';

/**
 * A rejected time sheet corrected and resubmitted by its provider, and the notifications a provider and a staff
 * user receive. Records are seeded through the API (a facility of this spec's own, an assignment of the demo
 * provider, time sheets); the screens under test are driven in Chromium.
 */
const day = (days: number) => addDays(todayIn(), days);
const FACILITY = `Workflow Clinic ${Date.now().toString(36)}`;

type Headers = Record<string, string>;
interface Period {
  _id: string;
  startDate: string;
}
let api: APIRequestContext;
let admin: Headers;
let provider: Headers;
let assignmentId: string;
let periods: Period[];

const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data;
};
const tokenOf = async (who: keyof typeof ACCOUNTS) =>
  ({ Authorization: `Bearer ${(await ok(await api.post('/api/login', { data: ACCOUNTS[who] }))).token}` }) as Headers;

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: BASE_URL });
  admin = await tokenOf('admin');
  provider = await tokenOf('provider');
  const first = async (path: string, search: string) =>
    (await ok(await api.post(`/api/super-admin/${path}/all?page=1&pageSize=1`, { headers: admin, data: { search } })))
      .data[0]._id as string;
  const facilityId = (
    await ok(await api.post('/api/super-admin/facilities', { headers: admin, data: { name: FACILITY } }))
  )._id;
  assignmentId = (
    await ok(
      await api.post('/api/super-admin/provider-facility-assignments', {
        headers: admin,
        data: {
          providerId: await first('providers', 'Pat Provider'),
          facilityId,
          startDate: day(-60),
          endDate: day(30),
          payPeriodType: 'bi_weekly',
        },
      }),
    )
  )._id;
  // Pay periods come from a job shortly after the server starts.
  await expect
    .poll(async () => {
      periods = await ok(await api.get('/api/list-pay-periods?type=bi_weekly&limit=3', { headers: provider }));
      return periods.length;
    })
    .toBe(3);
});
test.afterAll(() => api.dispose());

/** A submitted time sheet of the demo provider's for the `n`-th latest pay period (8 hours on its first day). */
async function submittedSheet(n: number) {
  const period = itemAt(periods, n, 'a pay period');
  const sheet = await ok(
    await api.post('/api/providers/time-sheet', {
      headers: provider,
      data: { assignmentId, payPeriodId: period._id, entries: [{ date: period.startDate, hours: 8 }] },
    }),
  );
  await ok(await api.post(`/api/providers/time-sheet/${sheet._id}/submit-for-approval`, { headers: provider }));
  return sheet._id as string;
}
const staffAct = async (id: string, action: string, data?: object) =>
  ok(await api.post(`/api/super-admin/time-sheet/${id}/${action}`, { headers: admin, data }));
const readAll = (headers: Headers) => api.put('/api/notifications/read-all', { headers });

test('a provider reads why a time sheet was rejected, corrects it and resubmits it', async ({ page }) => {
  const id = await submittedSheet(0);
  await staffAct(id, 'reject', { reason: 'The Monday night shift is missing' });

  await signIn(page, 'provider', `/login?redirect=${encodeURIComponent(`/provider-view-timesheet/${id}`)}`);
  const notice = page.getByTestId('rejection-notice');
  await expect(notice).toContainText('Rejected by Admin');
  await expect(notice).toContainText('Reason: The Monday night shift is missing');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/provider-edit-timesheet/${id}`);
  await expect(page.getByTestId('rejection-notice')).toContainText('The Monday night shift is missing');
  await page
    .getByLabel(/^Hours \d/)
    .first()
    .fill('10');
  await expect(page.getByTestId('total-hours')).toHaveText('10:00');
  await page.getByRole('button', { name: 'Save and submit' }).click();

  // Saving then submitting are two calls; on a busy machine they can take longer than the default wait.
  await expect(page).toHaveURL(`/provider-view-timesheet/${id}`, { timeout: 30_000 });
  await expect(page.getByText('Approval Pending').first()).toBeVisible();
  await expect(page.getByTestId('rejection-notice')).toHaveCount(0);
  await expect(page.getByTestId('total-hours')).toHaveText('10:00');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('a provider is told live when a time sheet is approved, by e-mail too, and can turn e-mail off', async ({
  page,
}) => {
  await readAll(provider);
  const id = await submittedSheet(1);
  await signIn(page, 'provider', '/login?redirect=%2Fprovider-timesheet-listing');
  await expect(page.getByRole('heading', { name: 'Time Sheets' })).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  await staffAct(id, 'approve-timesheet');
  // The socket pushes the notification: the bell counts it without a reload.
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  // Earlier specs approved other sheets of this provider: wait for this sheet's mail (the newest).
  await expect
    .poll(() => mailLink(ACCOUNTS.provider.email, 'Time sheet approved'), { timeout: 20_000 })
    .toBe(`${BASE_URL}/provider-view-timesheet/${id}`);

  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL('/notifications-listing');
  // Earlier specs approved other sheets of this provider: this sheet's row names its facility and period.
  const approved = page
    .getByRole('row')
    // The list shows days as the screens do (MM/DD/YYYY).
    .filter({
      hasText: `Your time sheet for ${FACILITY}, ${displayDay(itemAt(periods, 1, 'a pay period').startDate)}`,
    });
  await expect(approved).toContainText('Time sheet approved');

  const emailSwitch = page.getByRole('switch', { name: 'E-mail me my notifications' });
  await expect(emailSwitch).toBeChecked();
  await emailSwitch.click({ force: true });
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail me my notifications' })).not.toBeChecked();
  expect((await ok(await api.get('/api/notifications/settings', { headers: provider }))).email).toBe(false);
  await api.put('/api/notifications/settings', { headers: provider, data: { email: true } });
});

test('a staff user is told live of a time sheet waiting for approval and of a provider waiting for confirmation', async ({
  page,
}) => {
  const staff = await tokenOf('manager');
  await readAll(staff);
  await signIn(page, 'manager', '/login?redirect=%2Fnotifications-listing');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  const id = await submittedSheet(2);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  // Earlier sheets of this spec were submitted too: find this one's row (the list refreshes live as well).
  const waiting = page.getByRole('row').filter({
    hasText: `Pat Provider submitted the time sheet for ${FACILITY}, ${displayDay(itemAt(periods, 2, 'a pay period').startDate)}`,
  });
  await expect(waiting).toContainText('Time sheet waiting for approval');
  await expect(waiting).toContainText('Unread');

  // A provider signs up on their own and verifies the e-mail: staff are asked to confirm the account.
  const email = `signup-${Date.now().toString(36)}@example.com`;
  await ok(
    await api.post('/api/signup', {
      data: {
        firstName: 'Sam',
        lastName: 'Selfsign',
        email,
        password: 'Correct-Horse-Battery-9',
        signature: 'Sam Selfsign',
        agreementAccepted: true,
      },
    }),
  );
  const [, , token, encrypted] = new URL(await mailLink(email, 'Verify your e-mail address')).pathname.split('/');
  await ok(await api.post('/api/verify', { data: { token, email: encrypted } }));
  await expect(page.getByTestId('unread-count')).toHaveText('2');
  const signedUp = page
    .getByRole('row')
    .filter({ hasText: `Sam Selfsign (${email}) signed up and verified their e-mail` });
  await expect(signedUp).toContainText('Provider waiting for confirmation');

  await waiting.getByText('Time sheet waiting for approval').click();
  await expect(page).toHaveURL(`/admin-view-timesheet/${id}`);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
});
