import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { malpracticeOnDaysSql } from '../malpractice/index.ts';
import { effectiveRatesSql } from '../pay-rates/index.ts';

/**
 * The lines of the payments calculation: ONE statement derives every line of every payment in a scope (all
 * providers of a period, or some providers over some dates); payments-calc.repo.ts applies them. No query runs per
 * provider or per day.
 *
 * Rounding (contracts' `roundedCents`, docs/architecture.md "Payments"): each (day, key) amount is
 * round(minutes x hourly cents / 60) to the cent, half away from zero (PostgreSQL numeric `round`); lines and
 * totals are exact sums of those.
 */

/** What to (re)compute: every filter given narrows it; none = everything. */
export interface CalcScope {
  providerIds?: readonly string[];
  payPeriodIds?: readonly string[];
  /** Periods ending on or after this day. */
  from?: string | null;
  /** Periods starting on or before this day. */
  to?: string | null;
}

const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

export function periodsWhere(scope: CalcScope): SQL {
  // A closed period is never recalculated (its rows refuse changes anyway, decision 0033).
  const c: SQL[] = [sql`pp.status = 'open'`];
  if (scope.payPeriodIds) c.push(sql`pp.id = any(${uuids(scope.payPeriodIds)})`);
  if (scope.from) c.push(sql`pp.end_date >= ${scope.from}::date`);
  if (scope.to) c.push(sql`pp.start_date <= ${scope.to}::date`);
  return and(c);
}
export const providerWhere = (scope: CalcScope, column: SQL): SQL =>
  scope.providerIds ? sql`${column} = any(${uuids(scope.providerIds)})` : sql`true`;
/** Inside `applyCalculation`: not a payment skipped because its inputs did not change (relation `pay_skip`). */
const notSkipped = (skip: boolean, provider: SQL, period: SQL): SQL =>
  skip
    ? sql`not exists (select 1 from pay_skip s where s.provider_id = ${provider} and s.pay_period_id = ${period})`
    : sql`true`;

const amount = (minutes: SQL, cents: SQL) => sql`round((${minutes})::numeric * (${cents}) / 60)::bigint`;
const rateOf = (key: SQL, field: 'PayRate' | 'BillRate') =>
  sql`coalesce((r.rates -> r.rate_set -> ${key} ->> ${sql.raw(`'${field}'`)})::bigint, 0)`;

/**
 * SQL: `select` as a subquery the planner keeps whole (`offset 0`), so each of its columns is computed once per row.
 * Pulled up into the query around it, every use of a column repeats its expression: the rate set of a day (probes
 * of the rates' JSONB) stood 26 times in the plan of the lines.
 */
const onceEach = (select: SQL) => sql`(${select} offset 0)`;

/**
 * SQL: the lines of every payment in `scope`, one row each, with `provider_id`, `pay_period_id`, `line_key`,
 * `fingerprint`, the line's columns and the malpractice facts of its day (`cover_expired`, `expired_on`).
 */
export function calcLinesSql(scope: CalcScope, skip = false): SQL {
  const periods = sql`(select pp.id, pp.type, pp.start_date, pp.end_date from pay_periods pp where ${periodsWhere(scope)})`;
  // Each day of each approved time sheet of the scope, with what the rate and the malpractice rules need.
  const days = sql`(
    select t.id as source_id, t.provider_id, t.pay_period_id, t.assignment_id, t.facility_id,
      (e.value ->> 'date')::date as day,
      coalesce((e.value ->> 'minutes')::int, 0) as worked_minutes,
      nullif(e.value ->> 'onCallType', '') as on_call_type,
      coalesce((e.value ->> 'onCallMinutes')::int, 0) as on_call_minutes,
      f.state, prof.specialty
    from timesheets t
    join ${periods} per on per.id = t.pay_period_id
    join facilities f on f.id = t.facility_id
    left join provider_profiles prof on prof.user_id = t.provider_id
    cross join lateral jsonb_array_elements(t.entries) e
    where t.status = 'approved' and ${providerWhere(scope, sql`t.provider_id`)}
      and ${notSkipped(skip, sql`t.provider_id`, sql`t.pay_period_id`)}
  )`;
  const rated = onceEach(sql`select r.*,
      ${rateOf(sql`'worked'`, 'PayRate')} as w_pay_rate, ${rateOf(sql`'worked'`, 'BillRate')} as w_bill_rate,
      ${rateOf(sql`r.on_call_type`, 'PayRate')} as c_pay_rate, ${rateOf(sql`r.on_call_type`, 'BillRate')} as c_bill_rate
    from ${onceEach(sql`select * from ${malpracticeOnDaysSql(effectiveRatesSql(days))} m`)} r`);
  const amounts = onceEach(sql`select r.*,
      ${amount(sql`r.worked_minutes`, sql`r.w_pay_rate`)} as w_pay, ${amount(sql`r.worked_minutes`, sql`r.w_bill_rate`)} as w_bill,
      case when r.on_call_type is null then 0 else ${amount(sql`r.on_call_minutes`, sql`r.c_pay_rate`)} end as c_pay,
      case when r.on_call_type is null then 0 else ${amount(sql`r.on_call_minutes`, sql`r.c_bill_rate`)} end as c_bill,
      ${amount(sql`r.worked_minutes`, sql`r.malpractice_hourly_cents`)} as malpractice
    from ${rated} r`);
  // A day's rate keys as jsonb prints them (keys by length, then bytes; ", " between), written as text and cast
  // once: the same jsonb as building it object by object, and the same text for the line's fingerprint, at a
  // fraction of the cost (building converted every number through text, and the fingerprint printed it again).
  const keyText = (key: SQL, p: string) =>
    sql.join(
      [
        sql`'{"key": ' || ${key}`,
        sql.raw(`', "pay": ' || a.${p}_pay`),
        sql.raw(`', "bill": ' || a.${p}_bill`),
        sql.raw(`', "minutes": ' || a.${p === 'w' ? 'worked' : 'on_call'}_minutes`),
        sql.raw(`', "payRate": ' || a.${p}_pay_rate`),
        sql.raw(`', "billRate": ' || a.${p}_bill_rate || '}'`),
      ],
      sql` || `,
    );
  const keyed = onceEach(sql`select a.*, '[' || concat_ws(', ',
      case when a.worked_minutes > 0 or a.on_call_type is null or a.on_call_minutes = 0 then
        ${keyText(sql`'"worked"'`, 'w')} end,
      case when a.on_call_type is not null and a.on_call_minutes > 0 then
        ${keyText(sql`to_jsonb(a.on_call_type)::text`, 'c')} end) || ']' as keys_text
    from ${amounts} a`);
  const dayLines = sql`
    select a.provider_id, a.pay_period_id, 'day'::text as kind, a.source_id, a.day, a.facility_id, a.assignment_id,
      a.pay_rate_id, a.rate_set, a.worked_minutes, a.on_call_type, a.on_call_minutes, a.keys_text::jsonb as keys,
      a.keys_text, null::text as description,
      (a.w_pay + a.c_pay)::bigint as pay_cents, (a.w_bill + a.c_bill)::bigint as bill_cents,
      a.malpractice::bigint as malpractice_cents, a.cover_expired, a.expired_on
    from ${keyed} a`;
  // An approved expense belongs to the period (of its assignment's pay period type; bi-weekly when no assignment
  // covers its day) that contains its day.
  const expenseLines = sql`
    select e.provider_id, per.id as pay_period_id, 'expense'::text as kind, e.id as source_id, e.date as day,
      e.facility_id, a.id as assignment_id, null::uuid as pay_rate_id, null::text as rate_set, 0 as worked_minutes,
      null::text as on_call_type, 0 as on_call_minutes, '[]'::jsonb as keys, '[]' as keys_text,
      e.type as description,
      e.amount_cents::bigint as pay_cents, 0::bigint as bill_cents, 0::bigint as malpractice_cents,
      false as cover_expired, null::date as expired_on
    from expenses e
    left join lateral (
      select a.id, a.pay_period_type from provider_facility_assignments a
      where a.provider_id = e.provider_id and a.facility_id = e.facility_id
        and a.start_date <= e.date and a.end_date >= e.date
      order by a.start_date desc limit 1
    ) a on true
    join ${periods} per on per.type = coalesce(a.pay_period_type, 'bi_weekly')
      and per.start_date <= e.date and per.end_date >= e.date
    where e.status = 'approved' and ${providerWhere(scope, sql`e.provider_id`)}
      and ${notSkipped(skip, sql`e.provider_id`, sql`per.id`)}
      and e.date >= (select min(start_date) from ${periods} x) and e.date <= (select max(end_date) from ${periods} y)`;
  const bonusLines = sql`
    select b.provider_id, b.pay_period_id, case when b.type = 'deduction' then 'deduction' else 'bonus' end as kind,
      b.id as source_id, null::date as day, a.facility_id, b.assignment_id, null::uuid as pay_rate_id,
      null::text as rate_set, 0 as worked_minutes, null::text as on_call_type, 0 as on_call_minutes, '[]'::jsonb as keys,
      '[]' as keys_text, b.type as description,
      (case when b.type = 'deduction' then -b.amount_cents else b.amount_cents end)::bigint as pay_cents,
      0::bigint as bill_cents, 0::bigint as malpractice_cents, false as cover_expired, null::date as expired_on
    from bonuses b
    join ${periods} per on per.id = b.pay_period_id
    left join provider_facility_assignments a on a.id = b.assignment_id
    where b.status = 'approved' and ${providerWhere(scope, sql`b.provider_id`)}
      and ${notSkipped(skip, sql`b.provider_id`, sql`b.pay_period_id`)}`;
  // Retro pay: an adjustment of a closed period, in the payment of the period it was carried into, in gross pay.
  const adjustmentLines = sql`
    select j.provider_id, j.applies_pay_period_id as pay_period_id, 'adjustment'::text as kind, j.id as source_id,
      null::date as day, null::uuid as facility_id, null::uuid as assignment_id, null::uuid as pay_rate_id,
      null::text as rate_set, 0 as worked_minutes, null::text as on_call_type, 0 as on_call_minutes, '[]'::jsonb as keys,
      '[]' as keys_text, 'Retro adjustment of ' || to_char(cp.start_date, 'MM/DD/YYYY') || ' - ' || to_char(cp.end_date, 'MM/DD/YYYY')
        || ': ' || j.reason as description,
      j.amount_cents::bigint as pay_cents, 0::bigint as bill_cents, 0::bigint as malpractice_cents,
      false as cover_expired, null::date as expired_on
    from pay_adjustments j
    join ${periods} per on per.id = j.applies_pay_period_id
    join pay_periods cp on cp.id = j.corrects_pay_period_id
    where ${providerWhere(scope, sql`j.provider_id`)}
      and ${notSkipped(skip, sql`j.provider_id`, sql`j.applies_pay_period_id`)}`;
  return sql`(
    select u.provider_id, u.pay_period_id, u.kind, u.source_id, u.day, u.facility_id, u.assignment_id, u.pay_rate_id,
      u.rate_set, u.worked_minutes, u.on_call_type, u.on_call_minutes, u.keys, u.description, u.pay_cents,
      u.bill_cents, u.malpractice_cents, u.cover_expired, u.expired_on,
      u.kind || ':' || u.source_id || coalesce(':' || u.day, '') as line_key,
      md5(concat_ws('|', u.kind, u.source_id, u.day, u.facility_id, u.assignment_id, u.pay_rate_id, u.rate_set,
        u.worked_minutes, u.on_call_type, u.on_call_minutes, u.keys_text, u.description, u.pay_cents, u.bill_cents,
        u.malpractice_cents)) as fingerprint
    from (${dayLines} union all ${expenseLines} union all ${bonusLines} union all ${adjustmentLines}) u
  )`;
}

/** The lines a calculation would give one payment (provider, period), for the recalculation preview. */
export async function computedLines(db: Db, providerId: string, payPeriodId: string) {
  const lines = calcLinesSql({ providerIds: [providerId], payPeriodIds: [payPeriodId] });
  return rowsOf<CalcLineRow>(
    await db.execute(sql`select c.line_key, c.fingerprint, c.kind, c.source_id, to_char(c.day, 'YYYY-MM-DD') as day,
      c.facility_id, f.name as facility_name, c.pay_rate_id, c.rate_set, c.worked_minutes, c.on_call_type,
      c.on_call_minutes, c.keys, c.description, c.pay_cents::text, c.bill_cents::text, c.malpractice_cents::text,
      c.cover_expired, to_char(c.expired_on, 'YYYY-MM-DD') as expired_on
      from ${lines} c left join facilities f on f.id = c.facility_id
      order by c.kind = 'day' desc, c.day nulls last, c.line_key`),
  );
}

export interface CalcLineRow {
  line_key: string;
  fingerprint: string;
  kind: 'day' | 'expense' | 'bonus' | 'deduction' | 'adjustment';
  source_id: string;
  day: string | null;
  facility_id: string | null;
  facility_name: string | null;
  pay_rate_id: string | null;
  rate_set: string | null;
  worked_minutes: number;
  on_call_type: string | null;
  on_call_minutes: number;
  keys: unknown;
  description: string | null;
  pay_cents: string;
  bill_cents: string;
  malpractice_cents: string;
  cover_expired: boolean;
  expired_on: string | null;
}

/**
 * SQL: every (provider, period) of `scope` a calculation may write: those with a payment and those with an approved
 * sheet with entries (each entry is a line), bonus or expense (an expense in each period of the scope containing its
 * day, of any type: a pair too many only costs a fingerprint).
 */
export function candidatePairsSql(scope: CalcScope): SQL {
  const per = sql`(select pp.id, pp.start_date, pp.end_date from pay_periods pp where ${periodsWhere(scope)})`;
  const of = (column: SQL) => providerWhere(scope, column);
  return sql`(
    select p.provider_id, p.pay_period_id from payments p join ${per} per on per.id = p.pay_period_id
      where ${of(sql`p.provider_id`)}
    union select t.provider_id, t.pay_period_id from timesheets t join ${per} per on per.id = t.pay_period_id
      where t.status = 'approved' and t.entries <> '[]'::jsonb and ${of(sql`t.provider_id`)}
    union select b.provider_id, b.pay_period_id from bonuses b join ${per} per on per.id = b.pay_period_id
      where b.status = 'approved' and ${of(sql`b.provider_id`)}
    union select e.provider_id, per.id from expenses e join ${per} per on e.date between per.start_date and per.end_date
      where e.status = 'approved' and ${of(sql`e.provider_id`)}
    union select j.provider_id, j.applies_pay_period_id from pay_adjustments j
      join ${per} per on per.id = j.applies_pay_period_id where ${of(sql`j.provider_id`)}
  )`;
}
