/**
 * Measures the portal on the benchmark data set (run `npm run seed:bench` first) on PostgreSQL, each figure
 * beside its target:
 * - per list scenario: median and p95 server time (app.inject: routing, auth, validation, serialization) beside
 *   the same SQL replayed bare on a pg pool the way the portal runs it (the page's queries in sequence, the total
 *   beside them), and the indexes the plans use;
 * - requests/s through real HTTP (autocannon) for three endpoints of the built portal beside a bare Fastify + pg
 *   endpoint running the same SQL, each server in a process of its own, in the same run (bench-http.ts);
 * - each XLSX export streamed from the built portal: its time beside COPY of the same rows, and the server process's
 *   resident memory before, at peak and 30 s after (bench-built-exports.ts);
 * - bulk approval of 10,000 time sheets beside one bare set-based UPDATE;
 * - payments (bench-payments.ts): one period computed for 10,000 providers, the list, 100,000 effective rates, the
 *   day-wise export;
 * - bench-reports.ts: the reappointment and expired-document lists at 1,000,000 documents, p95 and ratio
 *   to bare SQL; bench-documents.ts: the folder listing, a 15,000,000-byte upload, a 1,000-file ZIP;
 *   a dynamic report of 100,000 rows downloaded streamed (bench-dynamic-reports.ts);
 * - bench-screening.ts: every provider screened against an 80,000-row exclusion list, beside one bare statement.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../server/src/db/client.ts';
import { runBulkApproval } from '../server/src/modules/timesheets/index.ts';
import { type BenchApp, openBenchApp, percentile, target } from './bench-app.ts';
import { type BuiltExport, benchBuiltExports } from './bench-built-exports.ts';
import { benchDocuments } from './bench-documents.ts';
import { benchDynamicReports, reportWhere } from './bench-dynamic-reports.ts';
import { benchHttp, load } from './bench-http.ts';
import { PAY_RATE_SCENARIOS, payRateFacilityScenario } from './bench-pay-rates.ts';
import { benchPayments } from './bench-payments.ts';
import { backendCpuMs, spentCpuMs } from './bench-payments-bare.ts';
import { type Captured, replayer } from './bench-replay.ts';
import { benchReports } from './bench-reports.ts';
import { benchScreening } from './bench-screening.ts';
import { benchStart } from './bench-start.ts';
import { benchStatements } from './bench-statements.ts';
import { BENCH_URL, ensureBenchDatabase } from './seed-bench.ts';
import { BENCH_DOCS } from './seed-bench-documents.ts';

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

const ms = (x: number) => `${x.toFixed(2)} ms`.padStart(10);
/** A process.cpuUsage() difference (user + system, microseconds) in milliseconds. */
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * Approving 10,000 time sheets through the bulk-approval job (batches, audit rows, item outcomes) beside one
 * bare set-based UPDATE of the same rows. Both restore the rows afterwards, so the data set stays as seeded.
 */
async function benchBulkApproval(bare: pg.Client, db: Db, log: FastifyBaseLogger) {
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
  // The fan-out's e-mail job is queued once per batch; the benchmark queues nothing, so no mail goes out.
  const noJobs = {
    send: async () => null,
    work: async () => {},
    begin: async () => {},
    schedule: async () => {},
    stop: async () => {},
    stopping: false,
    isUp: async () => true,
  };
  const deps = { db, realtime: silent, jobs: noJobs, log };
  const job: number[] = [];
  const plain: number[] = [];
  // CPU time, which a busy machine stretches less than wall time: the job's (its database backends' and this
  // process's) beside the bare UPDATE's backend.
  const jobCpu: number[] = [];
  const plainCpu: number[] = [];
  const [{ pid: barePid }] = (await bare.query('select pg_backend_pid() as pid')).rows;
  const portalCpu = async () =>
    backendCpuMs(
      (
        await bare.query(
          "select pid from pg_stat_activity where datname = current_database() and application_name like 'portal:%'",
        )
      ).rows.map((r: { pid: number }) => r.pid),
    );
  for (let round = 0; round < 3; round++) {
    const runId = randomUUID();
    // Inserted as 'completed' so the app's own sweep (which resumes 'running' runs every 10 s) leaves it to this
    // loop: a resume racing it took a batch this loop skipped (locked) and was cut off when the loop finished.
    await bare.query(
      "insert into transition_runs (id, kind, created_by_name, total_count, status) values ($1, 'timesheet-approval', 'Bench', $2, 'completed')",
      [runId, ids.length],
    );
    await bare.query('insert into transition_run_items (run_id, entity_id) select $1, unnest($2::uuid[])', [
      runId,
      ids,
    ]);
    const roundStart = new Date();
    // Each side starts from a vacuumed table: the rounds before left every sheet with many dead versions, which
    // the job's lookups by id (batch, approved sheets) pay more often than the bare UPDATE's one.
    await bare.query('vacuum timesheets');
    const db0 = await portalCpu();
    const node0 = process.cpuUsage();
    let t0 = performance.now();
    const done = await runBulkApproval(deps, runId);
    job.push(performance.now() - t0);
    const jobDb = spentCpuMs(db0, await portalCpu());
    jobCpu.push(jobDb === null ? Number.NaN : jobDb + cpuMs(process.cpuUsage(node0)));
    if (done.successfulApproved !== ids.length) throw new Error(`approved ${done.successfulApproved} of ${ids.length}`);
    await restore();
    await bare.query('vacuum timesheets');
    const bare0 = backendCpuMs([barePid]);
    t0 = performance.now();
    await bare.query(
      "update timesheets set status = 'approved', approved_at = now(), approved_by_name = 'Bench', updated_at = now() where id = any($1) and status = 'approval-pending'",
      [ids],
    );
    plain.push(performance.now() - t0);
    plainCpu.push(spentCpuMs(bare0, backendCpuMs([barePid])) ?? Number.NaN);
    await restore();
    await bare.query('delete from transition_runs where id = $1', [runId]);
    // The providers' "approved" notifications of this round and its payment marks (no job takes them here), so
    // the next round writes them anew.
    await bare.query("delete from notifications where type = 'timesheet-approved' and created_at >= $1", [roundStart]);
    await bare.query('delete from payment_period_marks where created_at >= $1', [roundStart]);
  }
  const [{ m }] = (await bare.query('select count(*)::int as m from timesheets')).rows;
  const med = percentile(job, 50);
  const bmed = percentile(plain, 50);
  console.log(
    `\nbulk approval of ${ids.length} time sheets (of ${m}): job median ${ms(med)}, bare UPDATE median ${ms(bmed)}, ratio ${(med / bmed).toFixed(2)}  ${target(med <= 1.5 * bmed, '<= 1.5x bare')}  load ${load().toFixed(1)}`,
  );
  const cpu = percentile(jobCpu, 50);
  const bcpu = percentile(plainCpu, 50);
  console.log(
    `  CPU (database backends, and the job's Node): job median ${ms(cpu)}, bare UPDATE median ${ms(bcpu)}, ratio ${(cpu / bcpu).toFixed(2)}`,
  );
}

async function main() {
  await ensureBenchDatabase();
  const captured: Captured[] = [];
  let capturing = false;
  const b = await openBenchApp({ url: BENCH_URL });
  // The statements as the portal's pool sends them to PostgreSQL (text, values, and a name when prepared: drizzle's
  // and the ones list.ts runs on the driver alike), so the bare side replays each the way the portal ran it.
  const portalPool = (b.db as unknown as { $client: pg.Pool }).$client;
  const poolQuery = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    if (capturing && this === portalPool) {
      const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
      const q = typeof config === 'string' ? { text: config } : config;
      captured.push({ sql: q.text, params: values ?? q.values ?? [], prepared: Boolean(q.name) });
    }
    return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof poolQuery;
  const { app, database, headers } = b;
  // BENCH_SECTIONS picks sections (the whole run takes long): a comma list of lists, http (needs lists), start, exports,
  // bulk, payments, statements, reports, documents, dynamic, screening; `core` is the first seven, `records` the next
  // three.
  const only = process.env.BENCH_SECTIONS;
  const GROUPS: Record<string, string[]> = {
    core: ['lists', 'http', 'start', 'exports', 'bulk', 'payments', 'statements'],
    records: ['reports', 'documents', 'dynamic'],
  };
  const chosen = only ? only.split(',').flatMap((name) => GROUPS[name] ?? [name]) : null;
  const wants = (name: string) => !chosen || chosen.includes(name);
  const bare = new pg.Client({ connectionString: BENCH_URL });
  await bare.connect();
  // The bare side gets a pool of the portal's size, so concurrent statements run concurrently on both.
  const barePool = new pg.Pool({ connectionString: BENCH_URL, max: 10 });
  const [{ n }] = (await bare.query("select count(*)::int as n from users where role = 'provider'")).rows;
  const [{ m }] = (await bare.query('select count(*)::int as m from timesheets')).rows;
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
  const [{ id: someFacility }] = (
    await bare.query(
      "select facility_id as id from pay_rates where facility_id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab]' limit 1",
    )
  ).rows;
  SCENARIOS.push(...PAY_RATE_SCENARIOS, payRateFacilityScenario(someFacility));
  console.log(`${new URL(BENCH_URL).pathname.slice(1)}: ${n} providers, ${m} time sheets; ${RUNS} runs per scenario\n`);
  console.log(
    `${'scenario'.padEnd(36)}${'median'.padStart(10)}${'p95'.padStart(10)}${'bare med'.padStart(10)}${'ratio'.padStart(7)}${'cpu p95'.padStart(10)}${'bare cpu'.padStart(10)}${'load'.padStart(6)}  ${'target'.padEnd(24)}indexes`,
  );

  const statementsOf = new Map<string, Captured[]>();
  for (const s of wants('lists') || wants('http') ? SCENARIOS : []) {
    const call = () => app.inject({ method: 'POST', url: s.url, headers, payload: s.body });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`${s.name}: ${first.statusCode} ${first.body}`);
    const server: number[] = [];
    const serverCpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await call();
      server.push(performance.now() - t0);
      serverCpu.push(cpuMs(process.cpuUsage(cpu0)));
    }
    // Capture the SQL of one call (the sign-in is cached by now) and replay it bare.
    captured.length = 0;
    capturing = true;
    await call();
    capturing = false;
    const listQueries = captured.filter((q) => !q.sql.includes('"sessions"'));
    statementsOf.set(s.name, listQueries);
    const replay = replayer(barePool, listQueries);
    const bareTimes: number[] = [];
    const bareCpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await replay();
      bareTimes.push(performance.now() - t0);
      bareCpu.push(cpuMs(process.cpuUsage(cpu0)));
    }
    const indexes = new Set<string>();
    for (const q of listQueries) {
      const explained = /^\s*explain/i.test(q.sql) ? q.sql.replace(/^\s*explain\s*\([^)]*\)/i, '') : q.sql;
      const plan = JSON.stringify((await bare.query(`EXPLAIN (FORMAT JSON) ${explained}`, q.params)).rows[0]);
      for (const [, name = ''] of plan.matchAll(/"Index Name":"([^"]+)"/g)) indexes.add(name);
      // A sequential scan is reported; in a capped count it stops at the cap.
      for (const m of plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"([^"]+)"/g)) {
        indexes.add(`seq scan ${m[1]}${/^select count/i.test(q.sql) ? ' (count)' : ''}`);
      }
    }
    const med = percentile(server, 50);
    const p95 = percentile(server, 95);
    const bmed = percentile(bareTimes, 50);
    console.log(
      `${s.name.padEnd(36)}${ms(med)}${ms(p95)}${ms(bmed)}${(med / bmed).toFixed(2).padStart(7)}${ms(percentile(serverCpu, 95))}${ms(percentile(bareCpu, 95))}${load().toFixed(1).padStart(6)}  ${target(p95 < 20, 'p95 < 20 ms').padEnd(24)}${[...indexes].join(', ')}`,
    );
  }

  if (wants('http')) {
    const endpoints = ['providers: first page', 'providers: search NPI', 'timesheets: first page'];
    await benchHttp(
      BENCH_URL,
      SCENARIOS.filter((s) => endpoints.includes(s.name)).map((s) => ({
        ...s,
        statements: statementsOf.get(s.name) ?? [],
      })),
    );
  }
  if (wants('start')) await benchStart();
  if (wants('exports')) await benchBuiltExports(BENCH_URL, EXPORTS);
  if (wants('bulk')) await benchBulkApproval(bare, database.db, app.log);
  if (wants('payments')) await benchPayments(app, headers, bare, database.db, RUNS);
  if (wants('statements')) await benchStatements(b, bare);
  await benchRecords(b, bare, wants);
  if (wants('screening')) await benchScreening(b, bare);
  await bare.end();
  await barePool.end();
  await b.close();
}

/** A seeded id the API accepts (md5-derived ids are not RFC 4122 UUIDs): the first valid one `query` answers. */
const VALID_UUID = "'^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab]'";

/** Issues 14 and 16 over the seeded documents and credentialing records (scripts/seed-bench-documents.ts). */
async function benchRecords(b: BenchApp, bare: pg.Client, wants: (section: string) => boolean) {
  const [{ n: documents }] = (await bare.query('select count(*)::int as n from documents')).rows;
  const [{ id: facilityId }] = (
    await bare.query(
      `select facility_id as id from credentialing_records where facility_id::text ~ ${VALID_UUID} limit 1`,
    )
  ).rows;
  if (wants('reports')) await benchReports(b, RUNS, facilityId);
  const [{ id: docsFacility }] = (
    await bare.query(`select owner_id as id from document_folders where id = $1`, [BENCH_DOCS.bigFolderId])
  ).rows;
  if (wants('documents'))
    await benchDocuments(b, RUNS, {
      facilityId: docsFacility,
      folderId: BENCH_DOCS.bigFolderId,
      typeId: BENCH_DOCS.facilityTypeId,
      documents,
    });
  const [{ n: rows }] = (
    await bare.query(
      "select count(*)::int as n from documents where owner_kind = 'provider' and archived_at is null and name = 'Licence 1.pdf'",
    )
  ).rows;
  if (wants('dynamic'))
    await benchDynamicReports(b, {
      rows,
      report: reportWhere(
        'documents',
        ['providerName', 'providerEmail', 'name', 'type', 'expiresOn', 'size', 'uploadedAt'],
        ['name', 'Licence 1.pdf'],
        'expiresOn',
      ),
    });
}

/** Every XLSX export, streamed over HTTP from the built portal, beside COPY of the same rows (bench-built-exports.ts). */
const EXPORTS: BuiltExport[] = [
  {
    name: 'providers (all)',
    url: '/api/super-admin/providers/export',
    body: {},
    copy: `select u.id, u.email, u.first_name, u.last_name, u.status, u.agreement_status, u.email_status,
        u.archived_at, u.created_at, p.npi, p.specialty, p.organisation, p.city, p.state
      from users u join provider_profiles p on p.user_id = u.id
      where u.role = 'provider' and u.archived_at is null order by u.id`,
  },
  {
    name: 'assignments (all)',
    url: '/api/super-admin/provider-facility-assignments/export',
    body: {},
    copy: `select a.id, a.start_date, a.end_date, a.on_call_type, a.pay_period_type, a.notes, u.id, u.first_name,
        u.last_name, u.email, f.id, f.name, f.city, f.state, r.name, pt.name
      from provider_facility_assignments a join users u on u.id = a.provider_id
        join facilities f on f.id = a.facility_id left join reference_items r on r.id = a.job_type_id
        left join procedure_types pt on pt.id = a.procedure_type_id
      order by a.id`,
  },
  {
    name: 'time sheets (approved)',
    url: '/api/super-admin/time-sheet/export',
    body: { filters: { status: 'approved' } },
    copy: `select t.id, t.status, t.total_minutes, t.on_call_minutes, t.approved_by_name, t.rejection_reason,
        u.first_name, u.last_name, f.name, pp.type, pp.start_date, pp.end_date
      from timesheets t join users u on u.id = t.provider_id join facilities f on f.id = t.facility_id
        join pay_periods pp on pp.id = t.pay_period_id
      where t.status = 'approved' order by t.id`,
  },
];

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
