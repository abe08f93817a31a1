/**
 * Payments on the benchmark data set, kept apart from seed-bench.ts and bench.ts, which call it:
 * - seed: approved pay rates, approved time sheets with entries (13 days, on-call on Saturdays) of the bi-weekly
 *   period starting 2024-01-15, an approved expense and bonuses/deductions for up to 10,000 providers;
 * - bench: the time to compute that period's payments for all of them (set-based, from scratch and again with
 *   nothing changed), the payments list at that size, the effective rate of 100,000 (assignment, day) pairs in one
 *   query, and the day-wise export's time and peak memory growth.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../server/src/db/client.ts';
import { effectiveRatesFor } from '../server/src/modules/pay-rates/index.ts';
import { calculatePayments } from '../server/src/modules/payments/index.ts';
import { target } from './bench-app.ts';
import { measureExport, memoryText } from './bench-export.ts';
import { load } from './bench-http.ts';
import { backendCpuMs, bareSums, STORED_PERIOD_SUMS, spentCpuMs } from './bench-payments-bare.ts';

export const BENCH_PAYMENT_PROVIDERS = Number(process.env.BENCH_PAYMENT_PROVIDERS ?? 10_000);
const PERIOD_START = '2024-01-15';

const rateSet = (worked: number, onCall: number) =>
  JSON.stringify({
    worked: { PayRate: worked, BillRate: Math.round(worked * 1.5) },
    'evening-on-call-pager': { PayRate: onCall, BillRate: onCall * 2 },
    '24-hour-pager-call': { PayRate: onCall, BillRate: onCall * 2 },
    'in-house-call': { PayRate: onCall * 2, BillRate: onCall * 3 },
  });
const RATES = `{"regularRates": ${rateSet(10_050, 1_500)}, "weekendRates": ${rateSet(12_025, 2_000)}, "holidayRates": ${rateSet(15_075, 2_500)}}`;

/** The k = 0 (bi-weekly) assignments of providers 1..n, as seed-bench.ts makes their ids. */
const assignmentsOf = (n: number) =>
  `(SELECT md5('bench-assignment-' || i || '-0')::uuid FROM generate_series(1, ${n}) AS i)`;

export async function seedBenchPayments(
  step: (label: string, sql: string) => Promise<void>,
  providers: number,
): Promise<void> {
  const n = Math.min(BENCH_PAYMENT_PROVIDERS, providers);
  await step(
    'payments: pay rates',
    `INSERT INTO pay_rates (id, assignment_id, provider_id, facility_id, effective_from, status, rates, approved_at, approved_by)
     SELECT md5('bench-rate-' || a.id)::uuid, a.id, a.provider_id, a.facility_id, a.start_date, 'approved', '${RATES}'::jsonb,
            now(), 'Bench'
     FROM provider_facility_assignments a WHERE a.id IN ${assignmentsOf(n)}
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'payments: approved sheets',
    `UPDATE timesheets t SET status = 'approved', approved_at = now(), approved_by_name = 'Bench',
       entries = d.entries, total_minutes = d.minutes, on_call_minutes = d.on_call
     FROM pay_periods p,
     LATERAL (
       SELECT jsonb_agg(jsonb_build_object('date', to_char(x, 'YYYY-MM-DD'), 'startTime', null, 'endTime', null,
                'breakMinutes', 0, 'minutes', 480 + (extract(day from x)::int % 3) * 20,
                'onCallType', CASE WHEN extract(isodow from x) = 6 THEN 'in-house-call' END,
                'onCallMinutes', CASE WHEN extract(isodow from x) = 6 THEN 150 ELSE 0 END, 'notes', null) ORDER BY x) AS entries,
              sum(480 + (extract(day from x)::int % 3) * 20)::int AS minutes,
              sum(CASE WHEN extract(isodow from x) = 6 THEN 150 ELSE 0 END)::int AS on_call
       FROM generate_series(p.start_date, p.start_date + 13, interval '1 day') AS x
       WHERE extract(isodow from x) <> 7
     ) d
     WHERE p.id = t.pay_period_id AND p.type = 'bi_weekly' AND p.start_date = DATE '${PERIOD_START}'
       AND t.assignment_id IN ${assignmentsOf(n)} AND t.entries = '[]'::jsonb`,
  );
  await step(
    'payments: expenses',
    `INSERT INTO expenses (id, provider_id, facility_id, date, type, amount_cents, status)
     SELECT md5('bench-expense-' || a.id)::uuid, a.provider_id, a.facility_id, DATE '${PERIOD_START}' + 1, 'meals',
            1000 + abs(hashtext(a.id::text)) % 9000, 'approved'
     FROM provider_facility_assignments a WHERE a.id IN ${assignmentsOf(n)}
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'payments: bonuses',
    `INSERT INTO bonuses (id, provider_id, type, amount_cents, pay_period_id, period_start, status)
     SELECT md5('bench-bonus-' || a.id)::uuid, a.provider_id,
            CASE WHEN abs(hashtext(a.id::text)) % 5 = 0 THEN 'deduction' ELSE 'performanceBonus' END,
            2500 + abs(hashtext(a.id::text || 'b')) % 20000, p.id, p.start_date, 'approved'
     FROM provider_facility_assignments a
     JOIN pay_periods p ON p.type = 'bi_weekly' AND p.start_date = DATE '${PERIOD_START}'
     WHERE a.id IN ${assignmentsOf(n)} AND abs(hashtext(a.id::text)) % 2 = 0
     ON CONFLICT DO NOTHING`,
  );
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
/** Seconds since `t0`, or of `ms` when given. */
const secs = (t0: number, ms = performance.now() - t0) => `${(ms / 1000).toFixed(2)} s`;
const loadText = () => load().toFixed(1);

/** CPU milliseconds used so far by the database backends of the portal under test (its pool and listener). */
async function portalCpu(bare: pg.Client) {
  const { rows } = await bare.query(
    "select pid from pg_stat_activity where datname = current_database() and application_name like 'portal:%'",
  );
  return backendCpuMs(rows.map((r: { pid: number }) => r.pid));
}
/** ', CPU x s' beside a wall time (the backends' CPU, which a busy machine does not stretch), when known. */
const cpuText = (ms: number | null) => (ms === null ? '' : `, CPU ${secs(0, ms)}`);

export async function benchPayments(
  app: FastifyInstance,
  headers: Record<string, string>,
  bare: pg.Client,
  db: Db,
  runs: number,
) {
  const [period] = (
    await bare.query(`select id from pay_periods where type = 'bi_weekly' and start_date = DATE '${PERIOD_START}'`)
  ).rows as { id: string }[];
  if (!period) {
    console.log('\nPayments: no bench pay period (run npm run seed:bench)');
    return;
  }
  const deps = { db, jobs: app.jobs, realtime: app.realtime, log: app.log };
  console.log(`\nPayments of the bi-weekly period ${PERIOD_START} (set-based SQL; no query per provider)`);
  const base = await bareSums(bare, period.id);
  console.log(
    `bare SQL, the same sums    ${secs(0, base.ms).padStart(9)}  one statement, nothing stored, best of JIT on and off${cpuText(base.cpuMs)}  load ${loadText()}`,
  );
  await bare.query('delete from payments where pay_period_id = $1', [period.id]);
  let cpu0 = await portalCpu(bare);
  let t0 = performance.now();
  await calculatePayments(deps, { payPeriodIds: [period.id] }, { action: 'calculate' });
  const scratch = performance.now() - t0;
  const scratchCpu = spentCpuMs(cpu0, await portalCpu(bare));
  const [{ payments, lines }] = (
    await bare.query(
      'select count(distinct p.id)::int as payments, count(l.id)::int as lines from payments p left join payment_lines l on l.payment_id = p.id where p.pay_period_id = $1',
      [period.id],
    )
  ).rows;
  const stored = (await bare.query(STORED_PERIOD_SUMS, [period.id])).rows[0];
  const same = JSON.stringify(stored) === JSON.stringify(base.sums);
  console.log(
    `compute from scratch      ${secs(0, scratch).padStart(9)}  ${payments} payments, ${lines} lines; ${(scratch / base.ms).toFixed(2)}x bare  ${target(scratch <= 3 * base.ms, '<= 3x bare')}${cpuText(scratchCpu)}${scratchCpu !== null && base.cpuMs ? ` (${(scratchCpu / base.cpuMs).toFixed(2)}x bare's)` : ''}  load ${loadText()}`,
  );
  console.log(
    `  stored totals ${same ? 'equal the bare sums to the cent' : `DIFFER: ${JSON.stringify({ stored, bare: base.sums })}`}`,
  );
  cpu0 = await portalCpu(bare);
  t0 = performance.now();
  await calculatePayments(deps, { payPeriodIds: [period.id] });
  const again = performance.now() - t0;
  console.log(
    `recompute, nothing changed${secs(0, again).padStart(9)}  ${((100 * again) / scratch).toFixed(1)}% of from scratch  ${target(again <= scratch / 10, '<= 10%')}${cpuText(spentCpuMs(cpu0, await portalCpu(bare)))}  load ${loadText()}`,
  );
  // One provider's payment recalculated on demand (forced: derived again even though nothing changed), in each plan,
  // beside the bare statement computing that provider's sums (median of as many runs).
  const [one] = (await bare.query('select provider_id from payments where pay_period_id = $1 limit 1', [period.id]))
    .rows as { provider_id: string }[];
  if (one) {
    const oneBare = await bareSums(bare, period.id, runs, one.provider_id);
    const bareMed = percentile(oneBare.times, 50);
    console.log(
      `one provider: bare sums   ${`${bareMed.toFixed(1)} ms`.padStart(9)}  median of ${runs}  load ${loadText()}`,
    );
    for (const plan of ['temp-tables', 'one-statement'] as const) {
      const single: number[] = [];
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        await calculatePayments(
          deps,
          { providerIds: [one.provider_id], payPeriodIds: [period.id] },
          { action: 'recalculate', auditUnchanged: true, plan },
        );
        single.push(performance.now() - s);
      }
      const med = percentile(single, 50);
      console.log(
        `recalculate one (${plan.padEnd(13)})${`${med.toFixed(1)} ms`.padStart(9)}  median of ${runs}, ${(med / bareMed).toFixed(1)}x bare  ${target(med < 50, '< 50 ms')}  load ${loadText()}`,
      );
    }
  }
  await bare.query('analyze payments; analyze payment_lines');

  const lists: [string, object][] = [
    ['first page', {}],
    ['sorted by net pay', { sortBy: 'netPay', sortDirection: 1 }],
    ['status calculated', { filters: { status: 'calculated' } }],
    ['search provider', { search: 'Bench4242' }],
  ];
  console.log(`${'payments list'.padEnd(26)}${'median'.padStart(10)}${'p95'.padStart(10)}`);
  for (const [name, body] of lists) {
    const call = () =>
      app.inject({ method: 'POST', url: '/api/super-admin/payments/all?page=1&pageSize=10', headers, payload: body });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`payments list ${name}: ${first.statusCode} ${first.body}`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      await call();
      times.push(performance.now() - s);
    }
    console.log(
      `${`  ${name}`.padEnd(26)}${`${percentile(times, 50).toFixed(1)} ms`.padStart(10)}${`${percentile(times, 95).toFixed(1)} ms`.padStart(10)}`,
    );
  }

  const pairs = (
    await bare.query(
      `select t.assignment_id as "assignmentId", to_char(p.start_date + g, 'YYYY-MM-DD') as day
       from timesheets t join pay_periods p on p.id = t.pay_period_id, generate_series(0, 13) g
       where t.pay_period_id = $1 and t.status = 'approved' limit 100000`,
      [period.id],
    )
  ).rows as { assignmentId: string; day: string }[];
  t0 = performance.now();
  const rates = await effectiveRatesFor(db, pairs);
  console.log(
    `effective rate, one query ${secs(t0).padStart(9)}  ${pairs.length} (assignment, day) pairs, ${rates.filter((r) => r.payRateId).length} with an approved rate`,
  );

  const address = app.server.address();
  if (!address || typeof address !== 'object') await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  const origin = typeof bound === 'object' && bound ? `http://127.0.0.1:${bound.port}` : '';
  const [{ rows }] = (
    await bare.query(
      "select count(*)::int as rows from (select distinct payment_id, day from payment_lines where kind = 'day') d",
    )
  ).rows;
  const r = await measureExport(origin, '/api/super-admin/payments/day-wise-export', headers, {});
  console.log(
    `day-wise export           ${`${r.seconds.toFixed(1)} s`.padStart(9)}  ${rows} rows, ${(r.bytes / 2 ** 20).toFixed(1)} MB, ${memoryText(r)}  ${r.liveMb < 100 ? 'ok  ' : 'MISS'} target live < 100 MB`,
  );
}
