import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3217);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 2526);

/** Browser tests run the built app on a throwaway PGlite database with demo data, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/mail-sink.ts',
      cwd: '..',
      port: MAIL_PORT,
      reuseExistingServer: false,
      env: { MAIL_PORT: String(MAIL_PORT), MAIL_DIR: '.tmp/e2e-mail' },
    },
    {
      command: 'rm -rf .tmp/e2e-data && node --import tsx server/src/main.ts',
      cwd: '..',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: '.tmp/e2e-data',
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        // The specs sign the demo admin in many times a minute; the limit itself is covered by the API tests.
        LOGIN_RATE_LIMIT: '1000',
        MAIL_RATE_LIMIT: '1000',
        // The specs read notification mail as it comes; gathering it into digests is covered by the API tests.
        MAIL_DIGEST_SECONDS: '0',
        // Every spec signs the demo super admin in with a password; e2e/mfa.spec.ts uses its own accounts.
        MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
        // No spec reaches the real NPI registry; a saved NPI's lookup stays pending (the API tests serve answers).
        NPPES_API_URL: 'http://127.0.0.1:9/api/',
      },
    },
  ],
});
