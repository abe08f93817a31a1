import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { roles, users } from '../db/schema/index.ts';
import { ensureSuperAdmin } from '../db/seed/bootstrap.ts';
import { hashPassword } from '../platform/passwords.ts';
import { scratchDatabase } from './postgres.ts';
import { startSmtp } from './smtp.ts';
import { TEST_ADMIN, testConfig } from './testConfig.ts';

export const ADMIN = TEST_ADMIN;
export const PASSWORD = 'Correct-Horse-Battery-9';
/** Hashing is slow on purpose; the factories hash the shared test password once. */
const defaultHash = hashPassword(PASSWORD);

/**
 * A fresh database per test file: embedded PGlite in memory, or, when TEST_DATABASE_URL is set (CI),
 * a new database on that PostgreSQL server, dropped afterwards.
 */
async function freshDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: openDatabase({ dataDir: ':memory:' }), drop: async () => {} };
  const { url, drop } = await scratchDatabase(serverUrl);
  return { database: openDatabase({ url }), drop };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
  /** POST `payload` (default `{}`; a string is sent as it is) to `url` with these headers. */
  post(url: string, headers: Record<string, string>, payload?: object | string): Promise<LightMyRequestResponse>;
  /** PUT raw bytes to `url` (a presigned upload link) with this content type. */
  putFile(url: string, bytes: Buffer, contentType: string): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  createUser(
    values: Partial<typeof users.$inferInsert> & { password?: string },
  ): Promise<{ id: string; email: string }>;
  createRole(permissions: string[], name?: string): Promise<string>;
  /** A confirmed staff user holding exactly these permissions, signed in. */
  iconUserToken(permissions: string[]): Promise<string>;
  providerToken(): Promise<string>;
  /** A facility added through the API by the super admin; its id. */
  addFacility(payload: { name: string; state?: string } & Record<string, unknown>): Promise<string>;
  /** A provider assigned to a facility through the API by the super admin (bi-weekly, 2026 unless told); its id. */
  assignProvider(payload: AssignmentSeed): Promise<string>;
}

interface AssignmentSeed {
  providerId: string;
  facilityId: string;
  startDate?: string;
  endDate?: string;
  payPeriodType?: string;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  extraRoutes?: (app: FastifyInstance) => void,
  /** Runs on the empty database before it is migrated (a migration test migrates part way and writes rows). */
  beforeMigrate?: (database: Database) => Promise<void>,
): Promise<TestApp> {
  // Files and the mail outbox go to a throwaway folder, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await freshDatabase();
  await beforeMigrate?.(database);
  await database.migrate();
  await ensureSuperAdmin(database.db, config);
  const db = database.db;
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, extraRoutes, jobPollingSeconds: 0.5 });
  } catch (err) {
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  let seq = 0;
  let adminToken: Promise<string> | undefined;
  /** Seeds through the API as the super admin; anything but 201 fails the test with the answer's body. */
  async function adminCreates(url: string, payload: object): Promise<string> {
    adminToken ??= t.login(ADMIN.email, ADMIN.password);
    const res = await app.inject({ method: 'POST', url, headers: bearer(await adminToken), payload });
    if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data._id;
  }

  const t: TestApp = {
    app,
    db,
    config,
    post: (url, headers, payload = {}) => app.inject({ method: 'POST', url, headers, payload }),
    putFile: (url, bytes, contentType) =>
      app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': contentType } }),
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    async login(email, password = PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
      return res.json().data.token;
    },
    async createUser({ password = PASSWORD, ...values }) {
      seq += 1;
      const id = uuidv7();
      const email = values.email ?? `user${seq}-${id.slice(-6)}@example.com`;
      await db.insert(users).values({
        role: 'provider',
        firstName: `First${seq}`,
        lastName: `Last${seq}`,
        status: 'confirmed',
        agreementStatus: 'signed',
        emailStatus: 'verified',
        ...values,
        id,
        email,
        passwordHash: password === PASSWORD ? await defaultHash : await hashPassword(password),
      });
      return { id, email };
    },
    async createRole(permissions, name) {
      seq += 1;
      const id = uuidv7();
      await db.insert(roles).values({ id, name: name ?? `Role ${seq} ${id.slice(-6)}`, permissions });
      return id;
    },
    async iconUserToken(permissions) {
      const roleId = await t.createRole(permissions);
      const { email } = await t.createUser({ role: 'iconUser', roleId });
      return t.login(email);
    },
    async providerToken() {
      const { email } = await t.createUser({ role: 'provider' });
      return t.login(email);
    },
    addFacility: (payload) => adminCreates('/api/super-admin/facilities', payload),
    assignProvider: (payload) =>
      adminCreates('/api/super-admin/provider-facility-assignments', {
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        payPeriodType: 'bi_weekly',
        ...payload,
      }),
  };
  return t;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A test app and the super admin's headers: `beforeAll(async () => ({ t, admin } = await buildAdminApp()))`. */
export async function buildAdminApp(env: Record<string, string> = {}) {
  const t = await buildTestApp(env);
  return { t, admin: bearer(await t.login(ADMIN.email, ADMIN.password)) };
}

/**
 * A test app whose mail goes to a real SMTP server on loopback (`smtp.inbox`), with the super admin's headers;
 * `t.close()` also stops the SMTP server.
 */
export async function buildMailingApp() {
  const smtp = await startSmtp();
  const { t, admin } = await buildAdminApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' });
  const closeApp = t.close;
  t.close = async () => {
    await closeApp();
    await smtp.close();
  };
  return { t, smtp, admin };
}
