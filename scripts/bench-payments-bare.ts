/**
 * The payments benchmark's baseline: ONE bare set-based statement, written by hand, that computes the sums a
 * period's payments hold (gross pay, billed, malpractice, expenses, bonuses, deductions) from the same sources by
 * the same rules (docs/architecture.md "Payments"), without storing anything. The portal's calculation is measured
 * against its time, and its stored totals must equal these sums to the cent. Given a provider (`$2`), the same sums of
 * that provider alone: the baseline of one provider's recalculation.
 */
import type pg from 'pg';
import { cpuSeconds } from './bench-http.ts';

const rateSetExists = (set: string) => `exists (select 1 from jsonb_each(r.rates -> '${set}') k
  where coalesce((k.value ->> 'PayRate')::int, 0) > 0 or coalesce((k.value ->> 'BillRate')::int, 0) > 0)`;
const cents = (rates: string, key: string, field: string) => `coalesce((${rates} -> ${key} ->> '${field}')::bigint, 0)`;
const amount = (minutes: string, hourly: string) => `round((${minutes})::numeric * (${hourly}) / 60)::bigint`;

export const BARE_PERIOD_SUMS = `
with per as (select id, type, start_date, end_date from pay_periods where id = $1),
d as (
  select t.provider_id, t.assignment_id, f.state, prof.specialty, (e.value ->> 'date')::date as day,
    coalesce((e.value ->> 'minutes')::int, 0) as wm, nullif(e.value ->> 'onCallType', '') as oct,
    coalesce((e.value ->> 'onCallMinutes')::int, 0) as ocm
  from timesheets t join per on per.id = t.pay_period_id join facilities f on f.id = t.facility_id
  left join provider_profiles prof on prof.user_id = t.provider_id
  cross join lateral jsonb_array_elements(t.entries) e
  where t.status = 'approved' and ($2::uuid is null or t.provider_id = $2)
),
r as (
  select d.*, r.rates -> (case when r.rates is null then null
      when h.day is not null and ${rateSetExists('holidayRates')} then 'holidayRates'
      when extract(isodow from d.day) >= 6 and ${rateSetExists('weekendRates')} then 'weekendRates'
      else 'regularRates' end) as s,
    coalesce(m.hourly_cents, 0) as mh
  from d
  left join lateral (select pr.rates from pay_rates pr where pr.assignment_id = d.assignment_id
    and pr.status = 'approved' and pr.effective_from <= d.day and (pr.effective_to is null or pr.effective_to >= d.day)
    order by pr.effective_from desc limit 1) r on true
  left join holidays h on h.day = d.day
  left join lateral (select sr.hourly_cents from malpractice_state_rates sr
    where d.state is not null and d.specialty is not null and upper(sr.state) = upper(d.state)
      and sr.specialty = d.specialty and sr.effective_from <= d.day and (sr.effective_to is null or sr.effective_to >= d.day)
    order by (sr.insurance_provider_id in (select c.insurance_provider_id from malpractice_info c
      where c.provider_id = d.provider_id and c.effective_date <= d.day and c.expiry_date >= d.day)) desc,
      sr.hourly_cents desc limit 1) m on true
),
days as (
  select sum(${amount('wm', cents('s', "'worked'", 'PayRate'))}
      + case when oct is null then 0 else ${amount('ocm', cents('s', 'oct', 'PayRate'))} end) as gross,
    sum(${amount('wm', cents('s', "'worked'", 'BillRate'))}
      + case when oct is null then 0 else ${amount('ocm', cents('s', 'oct', 'BillRate'))} end) as billed,
    sum(${amount('wm', 'mh')}) as malpractice
  from r
),
ex as (
  select coalesce(sum(e.amount_cents), 0) as expenses from expenses e
  left join lateral (select a.pay_period_type from provider_facility_assignments a
    where a.provider_id = e.provider_id and a.facility_id = e.facility_id and a.start_date <= e.date and a.end_date >= e.date
    order by a.start_date desc limit 1) a on true
  join per on per.type = coalesce(a.pay_period_type, 'bi_weekly') and e.date between per.start_date and per.end_date
  where e.status = 'approved' and ($2::uuid is null or e.provider_id = $2)
),
bo as (
  select coalesce(sum(b.amount_cents) filter (where b.type <> 'deduction'), 0) as bonuses,
    coalesce(sum(b.amount_cents) filter (where b.type = 'deduction'), 0) as deductions
  from bonuses b join per on per.id = b.pay_period_id where b.status = 'approved'
    and ($2::uuid is null or b.provider_id = $2)
)
select days.gross::text, days.billed::text, days.malpractice::text, ex.expenses::text, bo.bonuses::text,
  bo.deductions::text, (days.gross + ex.expenses + bo.bonuses - bo.deductions)::text as net
from days, ex, bo`;

/** The same sums as stored in the period's payments. */
export const STORED_PERIOD_SUMS = `select sum(gross_pay_cents)::text as gross, sum(billed_cents)::text as billed,
  sum(malpractice_cents)::text as malpractice, sum(expenses_cents)::text as expenses, sum(bonuses_cents)::text as bonuses,
  sum(deductions_cents)::text as deductions, sum(net_pay_cents)::text as net
  from payments where pay_period_id = $1`;

/**
 * Runs the bare statement (of every provider, or of `providerId` alone) once to warm the cache, then answers its
 * times (ms, one per run after that: their best and median), the CPU its backend spent in the best run (ms; null
 * when the database server's processes cannot be read from here), and its sums.
 */
export async function bareSums(bare: pg.Client, periodId: string, runs = 3, providerId: string | null = null) {
  const times: number[] = [];
  let cpuMs: number | null = null;
  const pid = Number((await bare.query('select pg_backend_pid() as pid')).rows[0].pid);
  let sums: Record<string, string> = {};
  // The portal turns JIT off for its calculation; the whole period's bare statement gets its best time of both, so
  // the baseline is never slowed by a setting the portal avoids.
  for (const jit of providerId ? [null] : ['off', 'on']) {
    if (jit) await bare.query(`set jit = ${jit}`);
    for (let i = 0; i <= runs; i++) {
      const cpu0 = backendCpuMs([pid]);
      const t0 = performance.now();
      sums = (await bare.query(BARE_PERIOD_SUMS, [periodId, providerId])).rows[0];
      const ms = performance.now() - t0;
      if (i === 0) continue;
      if (ms < Math.min(...times)) cpuMs = spentCpuMs(cpu0, backendCpuMs([pid]));
      times.push(ms);
    }
  }
  await bare.query('reset jit');
  return { ms: Math.min(...times), times, cpuMs, sums };
}

/**
 * CPU milliseconds each database backend of `pids` has used so far (the server's processes on this machine), or
 * null when they cannot be read (a server elsewhere). CPU time stays comparable on a busy machine, wall time does not.
 */
export function backendCpuMs(pids: number[]): Map<number, number> | null {
  try {
    return new Map(pids.map((pid) => [pid, cpuSeconds(pid) * 1000]));
  } catch {
    return null;
  }
}

/** CPU milliseconds spent between two readings of `backendCpuMs` (a backend started in between counts from 0). */
export function spentCpuMs(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
