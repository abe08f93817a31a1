/**
 * Reports benchmark (issue 16): the reappointment and expired-document report lists at seeded volume, each a first
 * page in the 90-day window sorted by due date, and the same filtered to one facility / one status. Prints median
 * and p95 through the portal (app.inject, auth and JSON included) beside the page SQL replayed bare, and the ratio.
 * BENCH_REPORT_DOCS documents (default 100,000; the figure is 1,000,000) over BENCH_REPORT_PROVIDERS
 * providers (default 2,000), and BENCH_REPORT_RECORDS credentialing records (default 20,000), due dates spread over
 * about 900 days so a 90-day window holds about a tenth. PostgreSQL when BENCH_DATABASE_URL is set, else PGlite.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { ensureSuperAdmin } from '../server/src/db/seed/bootstrap.ts';
import { reportPageSql } from '../server/src/modules/credentialing/index.ts';

const DOCS = Number(process.env.BENCH_REPORT_DOCS ?? 100_000);
const PROVIDERS = Number(process.env.BENCH_REPORT_PROVIDERS ?? 2_000);
const RECORDS = Number(process.env.BENCH_REPORT_RECORDS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Pass-2026' };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-reports-'));
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
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
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

    const today = new Date().toISOString().slice(0, 10);
    const horizon = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
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
    for (const s of scenarios) {
      const body = { sortBy: 'dueOn' as const, sortDirection: -1 as const, filters: { days: 90, ...s.filters } };
      const page = { page: 1, pageSize: 10 };
      const portal: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        let t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: `/api/super-admin/${s.path}/all?page=1&pageSize=10`,
          payload: body,
          headers: auth,
        });
        portal.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.body}`);
        t0 = performance.now();
        await db.execute(reportPageSql(s.type, { today, horizon }, body, page));
        bare.push(performance.now() - t0);
      }
      const p95 = percentile(portal, 95);
      const bareP95 = percentile(bare, 95);
      console.log(
        `${s.name}: portal median ${ms(percentile(portal, 50))}, p95 ${ms(p95)}; bare page SQL p95 ${ms(bareP95)}; ratio ${(p95 / Math.max(0.01, bareP95)).toFixed(1)}x`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
