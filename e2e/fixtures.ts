import { expect, type Page } from '@playwright/test';

/** The accounts `npm start` seeds (README, "Demo accounts"). */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Portal-Admin-2026' },
  staff: { email: 'staff@example.com', password: 'Portal-Demo-2026' },
  provider: { email: 'provider@example.com', password: 'Portal-Demo-2026' },
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
