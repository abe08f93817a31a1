import { randomBytes } from 'node:crypto';
import { addDays } from '@portal/contracts';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { type Db, openDatabase } from '../db/client.ts';
import { assignments, facilities, payPeriods, timesheets, users } from '../db/schema/index.ts';

/** The PostgreSQL server the multi-instance tests use: TEST_DATABASE_URL's (CI) or the local one. */
const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(serverUrl = POSTGRES_SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database on `serverUrl`'s server, dropped (with its connections) by `drop`. */
export async function scratchDatabase(serverUrl = POSTGRES_SERVER_URL) {
  const name = `portal_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A new database with every migration applied, as a first start would leave it: a test that starts instances then
 * times its own starts, not the migration of an empty database.
 */
export async function migratedScratchDatabase() {
  const scratch = await scratchDatabase();
  const database = openDatabase({ url: scratch.url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return scratch;
}

/**
 * `n` time sheets awaiting approval (one provider, one facility, one assignment, `n` daily pay periods from 1900 on,
 * long before the periods a portal generates around today).
 */
export async function seedPendingTimesheets(db: Db, n: number): Promise<string[]> {
  const providerId = uuidv7();
  const facilityId = uuidv7();
  const assignmentId = uuidv7();
  await db.insert(users).values({
    id: providerId,
    email: `bulk-${providerId}@example.com`,
    role: 'provider',
    firstName: 'Bulk',
    lastName: 'Provider',
    status: 'confirmed',
    agreementStatus: 'signed',
    emailStatus: 'verified',
  });
  await db.insert(facilities).values({ id: facilityId, name: `Bulk Facility ${facilityId.slice(-6)}` });
  await db.insert(assignments).values({
    id: assignmentId,
    providerId,
    facilityId,
    startDate: '1900-01-01',
    endDate: '2029-12-31',
    payPeriodType: 'daily',
  });
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1000) {
    const periods = Array.from({ length: Math.min(1000, n - i) }, (_, k) => ({
      id: uuidv7(),
      type: 'daily' as const,
      startDate: addDays('1900-01-01', i + k),
    }));
    await db.insert(payPeriods).values(periods.map((p) => ({ ...p, endDate: p.startDate })));
    const sheets = periods.map((p) => ({
      id: uuidv7(),
      assignmentId,
      providerId,
      facilityId,
      payPeriodId: p.id,
      periodStart: p.startDate,
      status: 'approval-pending' as const,
      submittedAt: new Date(),
    }));
    await db.insert(timesheets).values(sheets);
    ids.push(...sheets.map((s) => s.id));
  }
  return ids;
}

/** The `data` of an envelope answered to `fetch`. */
export const dataOf = async <T = unknown>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

/** A JSON request to a started instance (`url` is its base), with the bearer token when given. */
export const callInstance = (instance: { url: string }, method: string, url: string, body?: unknown, token?: string) =>
  fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
