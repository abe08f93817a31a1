/**
 * Pay statements on the benchmark data set (`BENCH_SECTIONS=statements`): the bench period's payments are approved
 * (bench data only), then one statement run draws and stores the PDF of each, as the job does, beside two
 * baselines: the bare SQL reading the same rows (payments, lines, year to date), and one statement downloaded alone
 * (its queries and its PDF, the median of 20) times the count. Printed with the rate per statement and the load
 * average. `BENCH_STATEMENTS` caps the count (10,000 by default: the approved payments of the first that many
 * providers).
 */
import { loadavg } from 'node:os';
import type pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { generatePayStatements } from '../server/src/modules/payments/index.ts';
import type { BenchApp } from './bench-app.ts';

const LIMIT = Number(process.env.BENCH_STATEMENTS ?? 10_000);
const PERIOD_START = '2024-01-15';
const secs = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function benchStatements(b: BenchApp, bare: pg.Client) {
  const [period] = (
    await bare.query(`select id from pay_periods where type = 'bi_weekly' and start_date = DATE '${PERIOD_START}'`)
  ).rows as { id: string }[];
  if (!period) return console.log('\nStatements: no bench pay period (run npm run seed:bench)');
  // Bench data only: the first LIMIT payments of the period become approved (the rest calculated), so a run covers
  // exactly LIMIT providers.
  await bare.query(
    `update payments set status = case when id in (select id from payments where pay_period_id = $1 order by id limit $2)
       then 'approved' else 'calculated' end where pay_period_id = $1 and status in ('calculated', 'approved')`,
    [period.id, LIMIT],
  );
  const [{ n }] = (
    await bare.query("select count(*)::int as n from payments where pay_period_id = $1 and status = 'approved'", [
      period.id,
    ])
  ).rows;
  console.log(`\nPay statements of the bi-weekly period ${PERIOD_START}: ${n} approved payments; load ${load()}`);

  let t0 = performance.now();
  const ids = (
    await bare.query("select id from payments where pay_period_id = $1 and status = 'approved' order by id", [
      period.id,
    ])
  ).rows.map((r) => r.id as string);
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100);
    await bare.query(
      'select p.*, u.first_name, u.last_name, u.email from payments p join users u on u.id = p.provider_id where p.id = any($1)',
      [batch],
    );
    await bare.query('select * from payment_lines where payment_id = any($1)', [batch]);
    await bare.query(
      `select p.id, sum(y.net_pay_cents) from payments p join payments y on y.provider_id = p.provider_id
         and y.status in ('approved', 'paid') and y.period_end >= date_trunc('year', p.period_end)::date
         and y.period_end <= p.period_end where p.id = any($1) group by p.id`,
      [batch],
    );
  }
  console.log(`bare SQL, same rows        ${secs(t0).padStart(9)}  load ${load()}`);

  // One statement alone, as staff download it: what a run does per payment, without batching.
  const one: number[] = [];
  for (let i = 0; i < 21 && ids[0]; i++) {
    const s = performance.now();
    const res = await b.app.inject({ url: `/api/super-admin/payments/${ids[0]}/statement`, headers: b.headers });
    if (res.statusCode !== 200) throw new Error(`statement: ${res.statusCode} ${res.body}`);
    if (i > 0) one.push(performance.now() - s);
  }
  const oneMs = one.sort((x, y) => x - y)[Math.floor(one.length / 2)] ?? Number.NaN;
  console.log(
    `one statement alone        ${`${oneMs.toFixed(1)} ms`.padStart(9)}  median of ${one.length}; x ${n} = ${((oneMs * n) / 1000).toFixed(1)} s  load ${load()}`,
  );

  const runId = uuidv7();
  await bare.query('insert into pay_statement_runs (id, pay_period_id, total) values ($1, $2, $3)', [
    runId,
    period.id,
    n,
  ]);
  t0 = performance.now();
  await generatePayStatements(b.app, runId);
  const elapsed = (performance.now() - t0) / 1000;
  const [{ done }] = (await bare.query('select done from pay_statement_runs where id = $1', [runId])).rows;
  console.log(
    `statements drawn, stored   ${`${elapsed.toFixed(2)} s`.padStart(9)}  ${done} PDFs, ${(done / elapsed).toFixed(0)} per s, ${((1000 * elapsed) / Math.max(done, 1)).toFixed(1)} ms each (${((1000 * elapsed) / Math.max(done, 1) / oneMs).toFixed(2)}x one alone); load ${load()}`,
  );
}
