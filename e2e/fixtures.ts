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
