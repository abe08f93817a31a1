import type { RateSetName, RatesCents } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../platform/raw-rows.ts';

/**
 * The effective APPROVED pay rate of many (assignment, day) pairs in one statement, and the rate set each day takes:
 * holiday if the day is in `holidays` and holiday rates exist, weekend on Saturday/Sunday if weekend rates exist,
 * else regular (contracts' `pickRateSetForDay`; "exist" is spec section 9's test of `pickRateSet`: any rate above
 * 0). Versions of one assignment never overlap (`pay_rates_no_overlap`), so at most one matches a day.
 *
 * The approved versions are read by assignment alone (kept whole by `offset 0`, so no day condition is pulled into
 * the probe) and matched to the day in the join: where the pairs are a time sheet's days (payments, invoices), the
 * planner then reads an assignment's versions once per sheet and matches its days in memory, instead of probing the
 * index once per day (which was most of the cost of deriving a period's lines). An assignment has a few versions,
 * so where a probe per pair remains it costs what it did.
 */

/** SQL: true when the rate set `set` of the JSONB `rates` has any pay or bill rate above 0. */
const rateSetExistsSql = (rates: SQL, set: RateSetName): SQL =>
  sql`exists (select 1 from jsonb_each(${rates} -> ${sql.raw(`'${set}'`)}) k
    where coalesce((k.value ->> 'PayRate')::int, 0) > 0 or coalesce((k.value ->> 'BillRate')::int, 0) > 0)`;

/**
 * A relation (to use in FROM) answering, for each row of `pairs` (any relation with `assignment_id uuid` and
 * `day date` columns, other columns passed through as `p.*`), `pay_rate_id` (null without an approved rate),
 * `rate_set` (null likewise) and `picked` (the chosen set's JSONB: key -> { PayRate, BillRate } in cents).
 */
export const effectiveRatesSql = (pairs: SQL): SQL => sql`(
  select p.*, r.id as pay_rate_id,
    case
      when r.id is null then null
      when h.day is not null and ${rateSetExistsSql(sql`r.rates`, 'holidayRates')} then 'holidayRates'
      when extract(isodow from p.day) >= 6 and ${rateSetExistsSql(sql`r.rates`, 'weekendRates')} then 'weekendRates'
      else 'regularRates'
    end as rate_set,
    r.rates
  from ${pairs} p
  left join lateral (
    select pr.id, pr.rates, pr.effective_from, pr.effective_to from pay_rates pr
    where pr.assignment_id = p.assignment_id and pr.status = 'approved'
    offset 0
  ) r on r.effective_from <= p.day and (r.effective_to is null or r.effective_to >= p.day)
  left join holidays h on h.day = p.day
)`;

export interface EffectiveRate {
  assignmentId: string;
  day: string;
  payRateId: string | null;
  rateSet: RateSetName | null;
  rates: RatesCents | null;
}

/** The effective rate of each (assignment, day) pair, in one query (the pairs travel as two array parameters). */
export async function effectiveRatesFor(
  db: Db,
  pairs: readonly { assignmentId: string; day: string }[],
): Promise<EffectiveRate[]> {
  if (pairs.length === 0) return [];
  const input = sql`(select * from unnest(${sql.param(pairs.map((p) => p.assignmentId))}::uuid[],
    ${sql.param(pairs.map((p) => p.day))}::date[]) as x(assignment_id, day))`;
  const result = await db.execute(
    sql`select e.assignment_id, to_char(e.day, 'YYYY-MM-DD') as day, e.pay_rate_id, e.rate_set, e.rates
        from ${effectiveRatesSql(input)} e`,
  );
  return rowsOf(result).map((r) => ({
    assignmentId: String(r.assignment_id),
    day: String(r.day),
    payRateId: (r.pay_rate_id as string | null) ?? null,
    rateSet: (r.rate_set as RateSetName | null) ?? null,
    rates: (r.rates as RatesCents | null) ?? null,
  }));
}
