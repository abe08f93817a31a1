/**
 * Measures list endpoints on the benchmark data set (run `npm run seed:bench` first) on PostgreSQL.
 * For each scenario: median and p95 of the server time (app.inject, through routing, auth, validation and
 * serialization) beside the same SQL run bare on a pg client, as a ratio, plus the indexes the plan uses.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { ensureSuperAdmin } from '../server/src/db/seed/bootstrap.ts';
import { runBulkApproval } from '../server/src/modules/timesheets/bulk-approval.service.ts';
import { BENCH_URL, ensureBenchDatabase } from './seed-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

interface Scenario {
  name: string;
  url: string;
  body: object;
}

const SCENARIOS: Scenario[] = [
  { name: 'providers: first page', url: '/api/super-admin/providers/all?page=1&pageSize=10', body: {} },
  { name: 'providers: page 1,000', url: '/api/super-admin/providers/all?page=1000&pageSize=10', body: {} },
  {
    name: 'providers: search name',
    url: '/api/super-admin/providers/all?page=1&pageSize=10',
    body: { search: 'Bench4242' },
  },
  {
    name: 'providers: search NPI',
    url: '/api/super-admin/providers/all?page=1&pageSize=10',
    body: { search: '1234567893' },
  },
  {
    name: 'providers: filter status+specialty',
    url: '/api/super-admin/providers/all?page=1&pageSize=10',
    body: { filters: { status: 'pending', specialty: 'crna' } },
  },
  {
    name: 'providers: sort by name',
    url: '/api/super-admin/providers/all?page=1&pageSize=10',
    body: { sortBy: 'name', sortDirection: -1 },
  },
  {
    name: 'providers: sort by e-mail desc',
    url: '/api/super-admin/providers/all?page=1&pageSize=10',
    body: { sortBy: 'email', sortDirection: 1 },
  },
  { name: 'facilities: first page', url: '/api/super-admin/facilities/all?page=1&pageSize=10', body: {} },
  { name: 'timesheets: first page', url: '/api/super-admin/time-sheet/all?page=1&pageSize=10', body: {} },
  { name: 'timesheets: page 1,000', url: '/api/super-admin/time-sheet/all?page=1000&pageSize=10', body: {} },
  {
    name: 'timesheets: approval pending',
    url: '/api/super-admin/time-sheet/all?page=1&pageSize=10',
    body: { filters: { status: 'approval-pending' } },
  },
  {
    name: 'timesheets: search provider',
    url: '/api/super-admin/time-sheet/all?page=1&pageSize=10',
    body: { search: 'Bench4242' },
  },
  {
    name: 'assignments: first page',
    url: '/api/super-admin/provider-facility-assignments/all?page=1&pageSize=10',
    body: {},
  },
];

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => `${x.toFixed(2)} ms`.padStart(10);

/**
 * Approving 10,000 time sheets through the bulk-approval job (batches, audit rows, item outcomes) beside one
 * bare set-based UPDATE of the same rows. Both restore the rows afterwards, so the data set stays as seeded.
 */
async function benchBulkApproval(bare: pg.Client, db: Parameters<typeof runBulkApproval>[0]) {
  const n = Number(process.env.BENCH_BULK ?? 10_000);
  const ids: string[] = (
    await bare.query("select id from timesheets where status = 'approval-pending' order by id limit $1", [n])
  ).rows.map((r: { id: string }) => r.id);
  const restore = () =>
    bare.query(
      "update timesheets set status = 'approval-pending', approved_at = null, approved_by_name = null where id = any($1)",
      [ids],
    );
  const silent = { toUser() {}, toStaff() {}, toProviders() {} };
  const job: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < 3; round++) {
    const runId = randomUUID();
    await bare.query("insert into bulk_approval_runs (id, created_by_name, total_count) values ($1, 'Bench', $2)", [
      runId,
      ids.length,
    ]);
    await bare.query('insert into bulk_approval_items (run_id, timesheet_id) select $1, unnest($2::uuid[])', [
      runId,
      ids,
    ]);
    let t0 = performance.now();
    const done = await runBulkApproval(db, silent, runId);
    job.push(performance.now() - t0);
    if (done.successfulApproved !== ids.length) throw new Error(`approved ${done.successfulApproved} of ${ids.length}`);
    await restore();
    t0 = performance.now();
    await bare.query(
      "update timesheets set status = 'approved', approved_at = now(), approved_by_name = 'Bench', updated_at = now() where id = any($1) and status = 'approval-pending'",
      [ids],
    );
    plain.push(performance.now() - t0);
    await restore();
    await bare.query('delete from bulk_approval_runs where id = $1', [runId]);
  }
  const [{ m }] = (await bare.query('select count(*)::int as m from timesheets')).rows;
  const med = percentile(job, 50);
  const bmed = percentile(plain, 50);
  console.log(
    `\nbulk approval of ${ids.length} time sheets (of ${m}): job median ${ms(med)}, bare UPDATE median ${ms(bmed)}, ratio ${(med / bmed).toFixed(2)}`,
  );
}

async function main() {
  await ensureBenchDatabase();
  const captured: { sql: string; params: unknown[] }[] = [];
  let capturing = false;
  const database = openDatabase({
    url: BENCH_URL,
    onQuery: (sql, params) => {
      if (capturing) captured.push({ sql, params });
    },
  });
  await database.migrate();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  });
  await ensureSuperAdmin(database.db, config);
  const app = await buildApp({ config, database });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.token}` };
  const bare = new pg.Client({ connectionString: BENCH_URL });
  await bare.connect();
  const [{ n }] = (await bare.query("select count(*)::int as n from users where role = 'provider'")).rows;
  // A real provider id of the data set (seeded ids are md5-derived and not RFC 4122 UUIDs, so pick a valid one).
  const [{ id: someProvider }] = (
    await bare.query(
      "select provider_id as id from provider_facility_assignments where provider_id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab]' limit 1",
    )
  ).rows;
  SCENARIOS.push({
    name: 'assignments: one provider',
    url: '/api/super-admin/provider-facility-assignments/all?page=1&pageSize=10',
    body: { filters: { providerId: someProvider } },
  });
  console.log(`providers in ${new URL(BENCH_URL).pathname.slice(1)}: ${n}; ${RUNS} runs per scenario\n`);
  console.log(
    `${'scenario'.padEnd(36)}${'median'.padStart(10)}${'p95'.padStart(10)}${'bare med'.padStart(10)}${'ratio'.padStart(7)}  indexes`,
  );

  for (const s of SCENARIOS) {
    const call = () => app.inject({ method: 'POST', url: s.url, headers, payload: s.body });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`${s.name}: ${first.statusCode} ${first.body}`);
    const server: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await call();
      server.push(performance.now() - t0);
    }
    // Capture the SQL of one call (after the auth lookup) and replay it bare.
    captured.length = 0;
    capturing = true;
    await call();
    capturing = false;
    const listQueries = captured.filter((q) => !q.sql.includes('"sessions"'));
    const bareTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await Promise.all(listQueries.map((q) => bare.query(q.sql, q.params)));
      bareTimes.push(performance.now() - t0);
    }
    const indexes = new Set<string>();
    for (const q of listQueries) {
      const plan = JSON.stringify((await bare.query(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params)).rows[0]);
      for (const m of plan.matchAll(/"Index Name":"([^"]+)"/g)) indexes.add(m[1]);
      // A sequential scan is reported; in a count matching nearly every row it is the planner's best choice.
      for (const m of plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"([^"]+)"/g)) {
        indexes.add(`seq scan ${m[1]}${/^select count/i.test(q.sql) ? ' (count)' : ''}`);
      }
    }
    const med = percentile(server, 50);
    const bmed = percentile(bareTimes, 50);
    console.log(
      `${s.name.padEnd(36)}${ms(med)}${ms(percentile(server, 95))}${ms(bmed)}${(med / bmed).toFixed(2).padStart(7)}  ${[...indexes].join(', ')}`,
    );
  }
  await benchBulkApproval(bare, database.db);
  await bare.end();
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
