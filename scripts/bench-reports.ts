import { dueBy, todayIn } from '@portal/contracts';
/**
 * Reports benchmark: the reappointment and expired-document report lists at seeded volume, each a first
 * page in the 90-day window sorted by due date, and the same filtered to one facility / one status. Prints median
 * and p95 through the portal (app.inject, auth and JSON included) beside the page SQL replayed bare, and the ratio.
 * BENCH_REPORT_DOCS documents (default 100,000; the figure is 1,000,000) over BENCH_REPORT_PROVIDERS
 * providers (default 2,000), and BENCH_REPORT_RECORDS credentialing records (default 20,000), due dates spread over
 * about 900 days so a 90-day window holds about a tenth. PostgreSQL when BENCH_DATABASE_URL is set, else PGlite.
 * `npm run bench` runs the same figures (benchReports) over the seeded data set (1,000,000 documents).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client.ts';
import { reportPageSql } from '../server/src/modules/credentialing/index.ts';
import { type BenchApp, ms, runAlone, target, versusBare } from './bench-app.ts';

const DOCS = Number(process.env.BENCH_REPORT_DOCS ?? 100_000);
const PROVIDERS = Number(process.env.BENCH_REPORT_PROVIDERS ?? 2_000);
const RECORDS = Number(process.env.BENCH_REPORT_RECORDS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

/** The standalone run's own data (set-based); answers a facility with records. */
async function seed(db: Db) {
  const stamp = Date.now().toString(36);

  const seedStart = performance.now();
  await db.execute(sql`insert into users (id, email, role, first_name, last_name, status, agreement_status, email_status)
    select gen_random_uuid(), 'bench-report-' || ${stamp} || '-' || g || '@example.com', 'provider',
      'Bench' || g, 'Provider' || (g % 97), 'confirmed', 'signed', 'verified'
    from generate_series(1, ${PROVIDERS}::int) g`);
  await db.execute(sql`insert into facilities (id, name) select gen_random_uuid(), 'Bench facility ' || ${stamp} || ' ' || g
    from generate_series(1, 50) g`);
  await db.execute(sql`insert into document_categories (id, name, owner_kind)
    values (gen_random_uuid(), 'Bench ' || ${stamp}, 'provider')`);
  await db.execute(sql`insert into document_types (id, name, owner_kind, category_id, repeats)
    select gen_random_uuid(), 'Bench licence ' || ${stamp}, 'provider', id, true from document_categories
    where name = 'Bench ' || ${stamp}`);
  await db.execute(sql`insert into document_folders (id, owner_kind, owner_id, category_id)
    select gen_random_uuid(), 'provider', u.id, c.id from users u, document_categories c
    where u.email like 'bench-report-' || ${stamp} || '-%' and c.name = 'Bench ' || ${stamp}`);
  for (let done = 0; done < DOCS; done += 50_000) {
    const n = Math.min(50_000, DOCS - done);
    await db.execute(sql`
      with f as (select row_number() over (order by id) as k, id, owner_id, category_id from document_folders
        where category_id = (select id from document_categories where name = 'Bench ' || ${stamp})),
      t as (select id from document_types where name = 'Bench licence ' || ${stamp})
      insert into documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format,
        size, expires_on)
      select gen_random_uuid(), 'provider', f.owner_id, f.id, t.id, 'Licence ' || g || '.pdf',
        'documents/00000000000000000000000000000000.pdf', 'application/pdf', 'pdf', 1000, current_date - 180 + (g % 900)
      from generate_series(${done + 1}::int, ${done + n}::int) g
      join f on f.k = 1 + (g % ${PROVIDERS}::int) cross join t`);
  }
  await db.execute(sql`
    with p as (select row_number() over (order by id) as k, id from users where email like 'bench-report-' || ${stamp} || '-%'),
    f as (select row_number() over (order by id) as k, id from facilities where name like 'Bench facility ' || ${stamp} || '%')
    insert into credentialing_records (id, kind, provider_id, facility_id, application_type, due_on, status)
    select gen_random_uuid(), 'credentialing', p.id, f.id, 'reappointment', current_date - 180 + (g % 900),
      (array['not-submitted','submitted','approved'])[1 + g % 3]
    from generate_series(1, ${RECORDS}::int) g
    join p on p.k = 1 + (g % ${PROVIDERS}::int) join f on f.k = 1 + (g % 50)`);
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${DOCS.toLocaleString()} documents and ${RECORDS.toLocaleString()} credentialing records in ${ms(performance.now() - seedStart)}`,
  );
  const facilityRows = (await db.execute(
    sql`select id from facilities where name like 'Bench facility ' || ${stamp} || '%' limit 1`,
  )) as unknown as { rows: { id: string }[] };
  const facilityId = facilityRows.rows[0]?.id as string;

  return facilityId;
}

/**
 * The reappointment and expired-document lists, first page of the 90-day window by due date, all and filtered:
 * portal p95 beside the page SQL replayed bare, with the ratio, each beside its target.
 */
export async function benchReports(b: BenchApp, runs: number, facilityId: string) {
  // The same window the portal computes: the company's today and 90 days on.
  const today = todayIn();
  const horizon = dueBy(90);
  const scenarios = [
    { name: 'reappointment, 90 days', type: 'reappointment' as const, path: 'upcoming-reappointments', filters: {} },
    {
      name: 'reappointment, 90 days, one facility',
      type: 'reappointment' as const,
      path: 'upcoming-reappointments',
      filters: { facilityId },
    },
    { name: 'expired documents, 90 days', type: 'expired-document' as const, path: 'expired-documents', filters: {} },
    {
      name: 'expired documents, 90 days, status completed',
      type: 'expired-document' as const,
      path: 'expired-documents',
      filters: { status: 'completed' },
    },
  ];
  console.log(`\nreports (first page of 10, by due date; portal = app.inject, bare = the page SQL)`);
  for (const s of scenarios) {
    const body = { sortBy: 'dueOn' as const, sortDirection: -1 as const, filters: { days: 90, ...s.filters } };
    const r = await versusBare(
      runs,
      async () => {
        const res = await b.app.inject({
          method: 'POST',
          url: `/api/super-admin/${s.path}/all?page=1&pageSize=10`,
          payload: body,
          headers: b.headers,
        });
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.body}`);
      },
      () => b.db.execute(reportPageSql(s.type, { today, horizon }, body, { page: 1, pageSize: 10 })),
    );
    console.log(
      `${s.name.padEnd(46)} median ${ms(r.median)}, p95 ${ms(r.p95)}; bare p95 ${ms(r.bareP95)}; ratio ${r.ratio.toFixed(1)}x  ${target(r.p95 < 20, 'p95 < 20 ms')}`,
    );
  }
}

runAlone(import.meta.url, async (b) => benchReports(b, RUNS, await seed(b.db)));
