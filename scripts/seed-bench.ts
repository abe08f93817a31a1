/**
 * Seeds the benchmark data set on PostgreSQL: 100,000 providers, 2,000 facilities, 300,000 assignments (each with a
 * pay rate, scripts/bench-pay-rates.ts), 1,000,000 documents with general-document answers and 200,000
 * credentialing records (scripts/seed-bench-documents.ts).
 * Set-based SQL (generate_series), so it takes seconds, not hours. Idempotent: a second run adds nothing.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_bench) is created when missing.
 */
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { seedBenchPayRates } from './bench-pay-rates.ts';
import { seedBenchPayments } from './bench-payments.ts';
import { seedBenchDocuments } from './seed-bench-documents.ts';

export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 2_000);
const PER_PROVIDER = 3; // 300,000 assignments

export async function ensureBenchDatabase() {
  const url = new URL(BENCH_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function main() {
  await ensureBenchDatabase();
  const database = openDatabase({ url: BENCH_URL });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const step = async (label: string, sql: string) => {
    const t0 = performance.now();
    const res = await client.query(sql);
    console.log(
      `${label.padEnd(28)} ${String(res.rowCount ?? 0).padStart(8)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  // Deterministic ids (uuid from md5 of a label) make the seed repeatable and idempotent.
  await step(
    'providers (users)',
    `INSERT INTO users (id, email, password_hash, role, first_name, last_name, status, agreement_status, email_status, created_at)
     SELECT md5('bench-provider-' || i)::uuid, 'bench.provider.' || i || '@example.com', NULL, 'provider',
            (ARRAY['Alex','Jordan','Taylor','Morgan','Casey','Riley','Avery','Quinn','Harper','Rowan'])[1 + i % 10],
            'Bench' || i, CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'confirmed' END, 'signed',
            CASE WHEN i % 7 = 0 THEN 'not-verified' ELSE 'verified' END,
            now() - (i || ' minutes')::interval
     FROM generate_series(1, ${PROVIDERS}) AS i
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'provider profiles',
    `UPDATE provider_profiles p SET
       specialty = (ARRAY['crna','anesthesiologist','aa'])[1 + (abs(hashtext(p.user_id::text)) % 3)],
       organisation = (ARRAY['icon-exchange','icon-anesthesia','none'])[1 + (abs(hashtext(p.user_id::text || 'o')) % 3)],
       npi = lpad((abs(hashtext(p.user_id::text)) % 1000000000)::text, 10, '1')
     FROM users u WHERE u.id = p.user_id AND u.email LIKE 'bench.provider.%' AND p.specialty IS NULL`,
  );
  await step(
    'archive 2% of providers',
    `UPDATE users SET archived_at = now()
     WHERE email LIKE 'bench.provider.%' AND archived_at IS NULL AND abs(hashtext(id::text || 'a')) % 50 = 0`,
  );
  await step(
    'facilities',
    `INSERT INTO facilities (id, name, city, state, timezone, status)
     SELECT md5('bench-facility-' || i)::uuid, 'Bench Facility ' || i,
            (ARRAY['Austin','Denver','Boston','Phoenix','Atlanta'])[1 + i % 5],
            (ARRAY['TX','CO','MA','AZ','GA'])[1 + i % 5], 'America/Chicago', 'active'
     FROM generate_series(1, ${FACILITIES}) AS i
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'assignments',
    `INSERT INTO provider_facility_assignments (id, provider_id, facility_id, start_date, end_date, pay_period_type)
     SELECT md5('bench-assignment-' || i || '-' || k)::uuid, md5('bench-provider-' || i)::uuid,
            md5('bench-facility-' || (1 + (i * 7 + k * 13) % ${FACILITIES}))::uuid,
            DATE '2024-01-01' + (k * 120), DATE '2024-01-01' + (k * 120 + 90),
            CASE WHEN k % 2 = 0 THEN 'bi_weekly' ELSE 'daily' END
     FROM generate_series(1, ${PROVIDERS}) AS i, generate_series(0, ${PER_PROVIDER - 1}) AS k
     ON CONFLICT DO NOTHING`,
  );
  // Bi-weekly pay periods of the data set's years (the product's job only makes recent ones).
  await step(
    'pay periods 2024-2025',
    `INSERT INTO pay_periods (id, type, start_date, end_date)
     SELECT md5('bench-period-' || d)::uuid, 'bi_weekly', d::date, (d + interval '13 days')::date
     FROM generate_series(DATE '2024-01-01', DATE '2025-12-31', interval '14 days') AS d
     ON CONFLICT DO NOTHING`,
  );
  // 1,000,000 time sheets: for each provider, five periods of each of its two bi-weekly assignments.
  await step(
    'time sheets',
    `INSERT INTO timesheets (id, assignment_id, provider_id, facility_id, pay_period_id, period_start, status, total_minutes, entries)
     SELECT md5('bench-ts-' || a.id || '-' || p.id)::uuid, a.id, a.provider_id, a.facility_id, p.id, p.start_date,
            (ARRAY['approval-pending','approval-pending','approval-pending','approval-pending','approved','approved','approved',
                   'not-submitted','not-submitted','rejected'])[1 + abs(hashtext(a.id::text || p.id::text)) % 10],
            480 * (1 + abs(hashtext(p.id::text || a.id::text)) % 10), '[]'::jsonb
     FROM provider_facility_assignments a
     JOIN LATERAL (
       SELECT pp.id, pp.start_date FROM pay_periods pp
       WHERE pp.type = 'bi_weekly' AND pp.start_date >= a.start_date AND pp.start_date <= a.end_date
       ORDER BY pp.start_date LIMIT 5
     ) p ON true
     WHERE a.pay_period_type = 'bi_weekly' AND a.id::text IN (SELECT md5('bench-assignment-' || i || '-' || k)::uuid::text
       FROM generate_series(1, ${PROVIDERS}) i, generate_series(0, ${PER_PROVIDER - 1}) k WHERE k % 2 = 0)
     ON CONFLICT DO NOTHING`,
  );
  // Payments first: its 10,000 providers get approved open-ended rates; the pay rate list's seed then
  // adds versions for every other assignment (its insert skips the ones already rated, ON CONFLICT).
  await step('analyze', 'ANALYZE');
  await seedBenchPayments(step, PROVIDERS);
  await seedBenchPayRates(step);
  await seedBenchDocuments(step, PROVIDERS);
  // VACUUM as well: a freshly bulk-loaded table has an empty visibility map until autovacuum comes round, so no
  // index-only scan (the capped counts) would be possible; a portal in service has had it.
  await step('vacuum analyze', 'VACUUM ANALYZE');
  await client.end();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
