/**
 * The built portal (`npm run serve`'s arguments) on a throwaway embedded database, for the scripts that measure
 * what a browser gets (Lighthouse, the sign-in weight). With `demo` it seeds the demo data and signs the demo super
 * admin in with a password alone, as the browser tests do.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveArgs } from './serve-args.ts';

/** The demo accounts (README, "Demo accounts"). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Portal-Admin-2026' },
  provider: { email: 'provider@example.com', password: 'Portal-Demo-2026' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/**
 * Signs `who` in through /login's form, typing as a person does: the first key in the prerendered form loads the
 * app, which takes the form over; answers once the app has left /login.
 */
export async function signInThroughForm(page: Page, origin: string, who: DemoAccount) {
  const { email, password } = DEMO_ACCOUNTS[who];
  await page.goto(`${origin}/login`);
  await page.locator('#prerendered input[type="email"]').pressSequentially(email, { delay: 30 });
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  await page.getByLabel('Password', { exact: true }).pressSequentially(password, { delay: 30 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export interface PortalUnderTest {
  origin: string;
  stop: () => Promise<void>;
}

export async function startPortal(port: number, { demo = false } = {}): Promise<PortalUnderTest> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-under-test-'));
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _pg, REDIS_URL: _redis, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, serveArgs(), {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_DATA: String(demo),
      MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const healthy = () =>
    fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  // Seeding the demo on a busy machine takes a while.
  for (let i = 0; i < 900 && server.exitCode === null; i++) {
    if (await healthy()) return { origin, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the server did not become healthy');
}
