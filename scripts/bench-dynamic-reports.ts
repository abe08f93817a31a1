/**
 * Dynamic reports benchmark: a report of BENCH_REPORT_ROWS rows (default 100,000) downloaded as XLSX
 * (and CSV) through real HTTP on loopback, the body read and dropped as it arrives: the time, the rows/s and the
 * server process's peak RSS growth while it streams (target: flat, i.e. far below the file's size; one keyset batch
 * of 1,000 rows in memory at a time). The report is the expenses subject with provider and facility joined, sorted by
 * amount (a keyset on the sort value, not only the id), and the first page of the same report for comparison.
 * Runs on PostgreSQL when BENCH_DATABASE_URL is set, else on a throwaway PGlite database. `npm run bench` runs the same
 * figures (benchDynamicReports) over the seeded data set: 100,000 provider documents ('Licence 1.pdf' of each).
 *
 *   npm run bench:dynamic-reports          (BENCH_REPORT_ROWS=20000 for a quick run)
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../server/src/db/client.ts';
import { type BenchApp, mb, ms, runAlone, target } from './bench-app.ts';
import { measureExport, memoryText } from './bench-export.ts';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);

/** A dynamic report (its body) and how many rows it holds. */
export interface DynamicReportFixture {
  rows: number;
  report: Record<string, unknown>;
}

/** A report of `subject`'s `columns`: the rows whose `field` equals `value`, ascending by `sortBy`. */
export const reportWhere = (subject: string, columns: string[], [field, value]: [string, string], sortBy: string) => ({
  subject,
  columns,
  filters: [{ field, operator: 'eq', value }],
  sortBy,
  sortDirection: 1,
});

/** The standalone run's own data: 200 providers, 20 facilities and ROWS approved expenses (set-based). */
async function seed(db: Db): Promise<DynamicReportFixture> {
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

  const columns = ['providerName', 'providerEmail', 'facilityName', 'date', 'type', 'amount', 'status'];
  return { rows: ROWS, report: reportWhere('expenses', columns, ['status', 'approved'], 'amount') };
}

/** The report's first page, then its XLSX and CSV downloads streamed through HTTP (measureExport). */
export async function benchDynamicReports(b: BenchApp, f: DynamicReportFixture) {
  console.log(`\ndynamic report (${String(f.report.subject)}, ${f.rows.toLocaleString('en-US')} rows)`);
  const p0 = performance.now();
  const page = await b.app.inject({
    method: 'POST',
    url: '/api/super-admin/dynamic-report/all?page=1&pageSize=50',
    headers: b.headers,
    payload: f.report,
  });
  if (page.statusCode !== 200) throw new Error(`dynamic report page: ${page.body}`);
  const total = `${page.json().data.total}${page.json().data.totalCapped ? '+' : ''}`;
  console.log(`${'first page of 50'.padEnd(46)} ${ms(performance.now() - p0)}, total ${total}`);
  const origin = await b.listen();
  for (const format of ['xlsx', 'csv'] as const) {
    const r = await measureExport(origin, '/api/super-admin/dynamic-report/download', b.headers, {
      ...f.report,
      format,
    });
    // 100,000 rows in under 5 s (the export target), scaled to the report's size; memory flat.
    const budget = Math.max(5, (5 * f.rows) / 100_000);
    console.log(
      `${`download ${format} (${mb(r.bytes)})`.padEnd(46)} ${r.seconds.toFixed(1)} s (${Math.round(f.rows / r.seconds).toLocaleString('en-US')} rows/s), ${memoryText(r)}  ${target(r.seconds < budget && r.liveMb < 100, `< ${budget.toFixed(0)} s, flat memory (live < 100 MB)`)}`,
    );
  }
}

runAlone(import.meta.url, async (b) => benchDynamicReports(b, await seed(b.db)));
