import { loadConfig } from '../config.ts';

/** The super admin a test app seeds and signs in with. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'Test-Admin-Pass-1' };

/**
 * The config of a portal the tests and the benches start in process: files under `dataDir`, no demo data, the super
 * admin signed in by password (MFA's own tests turn MFA on), no web build, a login limit no test reaches. `env`
 * overrides any of it.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}, admin = TEST_ADMIN) {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    WEB_DIST: '/nonexistent-web-dist',
    LOGIN_RATE_LIMIT: '1000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Tests read each notification mail as it comes; the gathering itself is tested with a window of its own.
    MAIL_DIGEST_SECONDS: '0',
    // No test reaches the real NPI registry: a closed local port answers at once (tests serve their own registry).
    NPPES_API_URL: 'http://127.0.0.1:9/api/',
    ...env,
  });
}
