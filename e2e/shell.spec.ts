import { expect, test } from '@playwright/test';
import { ACCOUNTS, fillSignIn, signIn } from './fixtures.ts';

test('/ redirects to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('/login paints the sign-in page before the script runs, then the app takes it over', async ({ browser }) => {
  // Without JavaScript: the HTML alone shows the sign-in card.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Welcome back. Sign in with your e-mail and password.')).toBeVisible();
  await bare.close();
  // With it: the app is not loaded until somebody acts on the page.
  const live = await browser.newContext();
  const app = await live.newPage();
  const scripts: string[] = [];
  app.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await app.goto('/login', { waitUntil: 'networkidle' });
  await expect(app.locator('#prerendered')).toHaveCount(1);
  expect(scripts).toHaveLength(1);
  // Typing into the static copy loads the app; what was typed, and what is typed while it loads, ends in the live
  // form (the static copy is gone) and the focus stays in the field.
  await app.locator('#prerendered input[type="email"]').pressSequentially('admin@example.com', { delay: 20 });
  await expect(app.locator('#prerendered')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(1);
  await expect(app.getByLabel('E-mail')).toHaveValue('admin@example.com');
  await expect(app.getByLabel('E-mail')).toBeFocused();
  await live.close();
});

test('a sign-in sent from /login before the app has loaded goes through', async ({ page }) => {
  await page.route('**/assets/boot-*.js', async (route) => {
    // The app arrives late (a slow phone): the static form is filled and submitted meanwhile.
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.locator('#prerendered input[type="email"]').fill('admin@example.com');
  await page.locator('#prerendered input[type="password"]').fill(ACCOUNTS.admin.password);
  await page.locator('#prerendered button[type="submit"]').click();
  await expect(page).toHaveURL(/\/risk-calendar/);
  expect(page.url()).not.toContain('Portal-Admin');
});

test('a press on Sign in that the app takes over mid-click still signs in', async ({ page }) => {
  let release = () => {};
  const arrived = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/assets/boot-*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.locator('#prerendered input[type="email"]').fill('admin@example.com');
  await page.locator('#prerendered input[type="password"]').fill(ACCOUNTS.admin.password);
  // The button is pressed on the static copy; the app replaces the copy before it is released.
  const box = await page.locator('#prerendered button[type="submit"]').boundingBox();
  if (!box) throw new Error('the static Sign in button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/risk-calendar/);
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(
    page.getByText(
      'Page Not Found: The page that you are trying to access is not available. Please reach out to the administrator if you have any queries',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid e-mail or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a protected path while signed out goes to login with redirect and comes back', async ({ page }) => {
  await page.goto('/roles-listing?tab=all');
  await expect(page).toHaveURL(/\/login\?redirect=%2Froles-listing%3Ftab%3Dall$/);
  await fillSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/roles-listing\?tab=all$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
});

test('the loading bar shows while a request is pending and goes once it has answered', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Risk Calendar' })).toBeVisible();
  await expect(page.getByTestId('global-loading')).toHaveCount(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/super-admin\/roles/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/roles-listing');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.getByText('Operations Staff')).toHaveCount(0);
  release();
  await expect(page.getByText('Operations Staff').first()).toBeVisible();
  await expect(page.getByTestId('global-loading')).toHaveCount(0);
});

test('the admin sees the admin sidebar and "Admin" in the top bar', async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation');
  for (const item of [
    'Provider Listing',
    'Credentialing & PE',
    'Provider Rates',
    'Malpractice Rates',
    'Providers Docs',
    'Facility Listing',
    'Facility Docs',
    'Users Listing',
    'Roles',
    'Expenses',
    'Bonuses',
    'Expired Document',
    'Reappointment',
    'Dynamic Reports',
    'Time Sheets',
    'Payments',
    'Notifications',
    'Documents Settings',
    'Pay Periods',
  ]) {
    await expect(nav.getByText(item, { exact: true }).first()).toBeAttached();
  }
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Update Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Privacy Policy' })).toHaveCount(0);
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(page.getByText('All rights reserved')).toBeVisible();
});

test('the provider sees the provider sidebar and the policy items', async ({ page }) => {
  await signIn(page, 'provider');
  await expect(page).toHaveURL(/\/provider-timesheet-listing/);
  const nav = page.getByRole('navigation');
  for (const item of ['Time Sheets', 'Documents Folders', 'Expenses', 'Reports', 'Profile Settings']) {
    await expect(nav.getByText(item, { exact: true }).first()).toBeAttached();
  }
  await expect(nav.getByText('Provider Listing')).toHaveCount(0);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pat Provider' }).or(page.getByText('Pat Provider'))).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Terms & Conditions' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog')).toContainText('Privacy and Cookie Policy');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The provider area refuses admin screens by sending the provider home.
  await page.goto('/roles-listing');
  await expect(page).toHaveURL(/\/provider-timesheet-listing/);
});

test('a sub-menu link brought into view while its menu opens stays put and opens its page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'provider');
  // A slow opening, so that the check below surely runs while the menu still grows (it takes 200 ms).
  await page.addStyleTag({ content: '.mantine-NavLink-collapse { transition-duration: 2s !important; }' });
  await page.getByRole('navigation').getByText('Reports', { exact: true }).click();
  const workHistory = page.getByRole('link', { name: 'Work History', exact: true });
  // What Playwright (or a Tab key) does to a link still clipped by the growing menu: scroll it into view. A menu that
  // scrolled would slide the links under the pointer while it grows, and the release would land on another link.
  const during = await workHistory.evaluate(
    (a) =>
      new Promise<number>((resolve) => {
        const menu = a.parentElement?.parentElement as HTMLElement;
        const tick = () => {
          if (menu.clientHeight === 0 || menu.clientHeight >= menu.scrollHeight) return requestAnimationFrame(tick);
          a.scrollIntoView({ block: 'nearest' });
          resolve(a.getBoundingClientRect().top);
        };
        tick();
      }),
  );
  const opened = (a: HTMLElement) => {
    const menu = a.parentElement?.parentElement as HTMLElement;
    return menu.clientHeight >= menu.scrollHeight;
  };
  await expect.poll(() => workHistory.evaluate(opened), { timeout: 5000 }).toBe(true);
  expect((await workHistory.boundingBox())?.y).toBe(during);
  await workHistory.click();
  await expect(page).toHaveURL(/\/provider-work-history-report$/);
});

test('Download in the privacy modal returns a PDF', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('dialog')).toContainText('Privacy and Cookie Policy');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('privacy-policy.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('logout returns to login and the old session no longer opens the admin area', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/providers-listing');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('signing in and out in one tab signs the other open tabs in and out (spec section 4)', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, 'admin');
  await expect(other).not.toHaveURL(/\/login/);
  await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login/);
  await other.close();
});

test("staff see their own profile: account, role and the role's permissions", async ({ page }) => {
  await signIn(page, 'admin', '/login?redirect=%2Fprofile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('admin@example.com');
  await expect(account).toContainText('Super admin');
  await page.getByRole('link', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/update-password$/);
});

test('the demo team roles each see their own work in the sidebar', async ({ browser }) => {
  const teams = [
    ['payroll', ['Provider Rates', 'Malpractice Rates', 'Expenses', 'Bonuses', 'Payments'], ['Credentialing & PE']],
    ['credentialing', ['Credentialing & PE', 'Providers Docs', 'Reappointment', 'Dynamic Reports'], ['Payments']],
    ['operations', ['Provider Listing', 'Facility Listing', 'Time Sheets'], ['Payments', 'Credentialing & PE']],
  ] as const;
  for (const [who, shown, hidden] of teams) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, who);
    const nav = page.getByRole('navigation');
    for (const item of shown)
      await expect(nav.getByText(item, { exact: true }).first(), `${who}: ${item}`).toBeAttached();
    for (const item of hidden) await expect(nav.getByText(item, { exact: true }), `${who}: ${item}`).toHaveCount(0);
    await context.close();
  }
});
