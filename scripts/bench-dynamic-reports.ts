/**
 * Dynamic reports benchmark (issue 16): a report of BENCH_REPORT_ROWS rows (default 100,000) downloaded as XLSX
 * (and CSV) through real HTTP on loopback, the body read and dropped as it arrives: the time, the rows/s and the
 * server process's peak RSS growth while it streams (target: flat, i.e. far below the file's size; one keyset batch
 * of 1,000 rows in memory at a time). The report is the expenses subject with provider and facility joined, sorted by
 * amount (a keyset on the sort value, not only the id), and the first page of the same report for comparison.
 * Runs on PostgreSQL when BENCH_DATABASE_URL is set, else on a throwaway PGlite database.
 *
 *   npm run bench:dynamic-reports          (BENCH_REPORT_ROWS=20000 for a quick run)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { ensureSuperAdmin } from '../server/src/db/seed/bootstrap.ts';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Pass-2026' };
const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;

/** Peak RSS growth of this process while `work` runs, sampled every 10 ms. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - base };
  } finally {
    clearInterval(timer);
  }
}

/** POSTs JSON and counts the answer's bytes without keeping them. */
function postCounting(port: number, url: string, token: string, body: object) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-dynreports-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: '/nonexistent-web-dist',
    LOGIN_RATE_LIMIT: '1000',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const database = process.env.BENCH_DATABASE_URL
    ? openDatabase({ url: process.env.BENCH_DATABASE_URL })
    : openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await ensureSuperAdmin(database.db, config);
  const app = await buildApp({ config, database });
  const db = database.db;
  try {
    // 200 providers, 20 facilities, ROWS expenses spread over them (set-based inserts).
    const t0 = performance.now();
    const providers = Array.from({ length: 200 }, () => uuidv7());
    const facilities = Array.from({ length: 20 }, () => uuidv7());
    await db.execute(sql`insert into users (id, email, role, first_name, last_name, status)
      select id, 'bench-dr-' || n || '@example.com', 'provider', 'Bench' || n, 'Provider', 'confirmed'
      from unnest(${sql.param(providers)}::uuid[]) with ordinality as p(id, n)`);
    await db.execute(sql`insert into facilities (id, name, state)
      select id, 'Bench Facility ' || n, 'TX' from unnest(${sql.param(facilities)}::uuid[]) with ordinality as f(id, n)`);
    await db.execute(sql`insert into expenses (id, provider_id, facility_id, date, type, amount_cents, status)
      select gen_random_uuid(), (${sql.param(providers)}::uuid[])[1 + n % 200], (${sql.param(facilities)}::uuid[])[1 + n % 20],
        date '2025-01-01' + (n % 365), 'meals', 100 + (n * 7919) % 50000, 'approved'
      from generate_series(1, ${ROWS}) as n`);
    await db.execute(sql`analyze expenses`);
    console.log(`seeded ${ROWS.toLocaleString('en-US')} expenses in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const token = login.json().data.token as string;
    const report = {
      subject: 'expenses',
      columns: ['providerName', 'providerEmail', 'facilityName', 'date', 'type', 'amount', 'status'],
      filters: [{ field: 'status', operator: 'eq', value: 'approved' }],
      sortBy: 'amount',
      sortDirection: 1,
    };
    const p0 = performance.now();
    const page = await app.inject({
      method: 'POST',
      url: '/api/super-admin/dynamic-report/all?page=1&pageSize=50',
      headers: { authorization: `Bearer ${token}` },
      payload: report,
    });
    console.log(
      `first page: ${(performance.now() - p0).toFixed(0)} ms, total ${page.json().data.total}${page.json().data.totalCapped ? '+' : ''}`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    for (const format of ['xlsx', 'csv'] as const) {
      const start = performance.now();
      const { result, growth } = await peakGrowth(() =>
        postCounting(port, '/api/super-admin/dynamic-report/download', token, { ...report, format }),
      );
      const seconds = (performance.now() - start) / 1000;
      if (result.status !== 200) throw new Error(`download answered ${result.status}`);
      console.log(
        `download ${format}: ${ROWS.toLocaleString('en-US')} rows, ${mb(result.bytes)} in ${seconds.toFixed(1)} s ` +
          `(${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s), peak RSS growth ${mb(growth)} (target: flat, < 100 MB)`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
