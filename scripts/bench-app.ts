/**
 * The benchmarks' one harness: config, database (migrated), the portal app and a signed-in super admin, built once.
 * On PostgreSQL when a URL is given (the seeded data set of `npm run seed:bench`), else on a throwaway PGlite
 * database in a temporary directory (removed by `close`). Files go to local disk under the same directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { todayIn } from '../contracts/src/businessDay.ts';
import { buildApp } from '../server/src/app.ts';
import { type Db, openDatabase } from '../server/src/db/client.ts';
import { markReminderRun } from '../server/src/modules/credentialing/index.ts';
import { hashPassword } from '../server/src/platform/passwords.ts';
import { testConfig } from '../server/src/test/testConfig.ts';

/** The benchmarks' own super admin (the built portal of bench-http.ts signs in as it too). */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Pass-2026' };
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-01';
const ADMIN = BENCH_ADMIN;

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: ReturnType<typeof openDatabase>;
  db: Db;
  /** The bench super admin's bearer token, as headers. */
  headers: Record<string, string>;
  token: string;
  /** True on PostgreSQL (the seeded data set), false on PGlite. */
  postgres: boolean;
  /** Starts listening on loopback (once) and answers the origin, e.g. http://127.0.0.1:41234. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function openBenchApp(
  opts: { url?: string; onQuery?: (sql: string, params: unknown[]) => void; env?: Record<string, string> } = {},
): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const config = testConfig(
    dataDir,
    {
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      SESSION_SECRET: BENCH_SECRET,
      ...(opts.url ? { DATABASE_URL: opts.url } : {}),
      ...opts.env,
    },
    ADMIN,
  );
  const database = opts.url
    ? openDatabase({ url: opts.url, onQuery: opts.onQuery })
    : openDatabase({ dataDir: path.join(dataDir, 'db'), onQuery: opts.onQuery });
  await database.migrate();
  // The bench's own super admin, whoever else the database has (a run on the seeded set finds it there).
  await database.db.execute(sql`INSERT INTO users (id, email, password_hash, role, first_name, last_name, status,
      agreement_status, email_status)
    VALUES (${uuidv7()}::uuid, ${ADMIN.email}, ${await hashPassword(ADMIN.password)}, 'superAdmin', 'Bench', 'Admin',
      'confirmed', 'signed', 'verified')
    ON CONFLICT (lower(email)) DO NOTHING`);
  // Today's expiry reminders count as sent: over 100,000 providers the daily run (notifications, then mail jobs)
  // would share the CPU with what is being measured, in this portal and in the built one the bench starts.
  await markReminderRun(database.db, todayIn());
  const app = await buildApp({ config, database });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  if (login.statusCode !== 200) throw new Error(`bench sign-in: ${login.statusCode} ${login.body}`);
  const token = login.json().data.token as string;
  let origin: string | null = null;
  return {
    app,
    database,
    db: database.db,
    token,
    headers: { authorization: `Bearer ${token}` },
    postgres: Boolean(opts.url),
    async listen() {
      if (!origin) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      }
      return origin;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
/** A figure's verdict beside its target. */
export const target = (ok: boolean, text: string) => `${ok ? 'ok  ' : 'MISS'} target ${text}`;

/** Timings of `runs` calls of `portal` and of `bare` (the same page as bare SQL): p95s and their ratio. */
export async function versusBare(runs: number, portal: () => Promise<unknown>, bare: () => Promise<unknown>) {
  await portal();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let t0 = performance.now();
    await portal();
    a.push(performance.now() - t0);
    t0 = performance.now();
    await bare();
    b.push(performance.now() - t0);
  }
  const p95 = percentile(a, 95);
  const bareP95 = percentile(b, 95);
  return { median: percentile(a, 50), p95, bareP95, ratio: p95 / Math.max(0.01, bareP95) };
}

/**
 * `rounds` runs of `portal` and of its baseline, each going first every other round so that neither gains from the
 * other's warm-up (caches, compiled code): their results in round order.
 */
export async function alternating<T>(rounds: number, portal: () => Promise<T>, baseline: () => Promise<T>) {
  const ours: T[] = [];
  const theirs: T[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      ours.push(await portal());
      theirs.push(await baseline());
    } else {
      theirs.push(await baseline());
      ours.push(await portal());
    }
  }
  return { ours, theirs };
}

/**
 * A bench script run on its own (`npm run bench:reports`...) rather than as a section of bench.ts: opens the harness
 * (on BENCH_DATABASE_URL when set), runs `work`, closes, and exits 1 on a failure. `moduleUrl` is the caller's
 * `import.meta.url`; imported by bench.ts, nothing runs.
 */
export function runAlone(moduleUrl: string, work: (b: BenchApp) => Promise<void>) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  (async () => {
    const b = await openBenchApp({ url: process.env.BENCH_DATABASE_URL });
    try {
      await work(b);
    } finally {
      await b.close();
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
