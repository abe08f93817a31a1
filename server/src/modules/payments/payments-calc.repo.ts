import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditEvent, type AuditRowRaw, auditEventOf } from '../../platform/audit.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { malpracticeOnDaysSql } from '../malpractice/index.ts';
import { effectiveRatesSql } from '../pay-rates/index.ts';
import { inputFingerprintsSql } from './payments-inputs.repo.ts';

/**
 * The payments calculation, set-based: ONE statement derives every line of every payment in a scope (all
 * providers of a period, or some providers over some dates), and a few statements apply it (create missing
 * payments, drop changed lines, insert new ones, re-total, audit). No query runs per provider or per day.
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

function periodsWhere(scope: CalcScope): SQL {
  // A closed period is never recalculated (its rows refuse changes anyway, decision 0033).
  const c: SQL[] = [sql`pp.status = 'open'`];
  if (scope.payPeriodIds) c.push(sql`pp.id = any(${uuids(scope.payPeriodIds)})`);
  if (scope.from) c.push(sql`pp.end_date >= ${scope.from}::date`);
  if (scope.to) c.push(sql`pp.start_date <= ${scope.to}::date`);
  return and(c);
}
const providerWhere = (scope: CalcScope, column: SQL): SQL =>
  scope.providerIds ? sql`${column} = any(${uuids(scope.providerIds)})` : sql`true`;
/** Inside `applyCalculation`: not a payment skipped because its inputs did not change (temp table `pay_skip`). */
const notSkipped = (skip: boolean, provider: SQL, period: SQL): SQL =>
  skip
    ? sql`not exists (select 1 from pay_skip s where s.provider_id = ${provider} and s.pay_period_id = ${period})`
    : sql`true`;

const amount = (minutes: SQL, cents: SQL) => sql`round((${minutes})::numeric * (${cents}) / 60)::bigint`;
const rateOf = (key: SQL, field: 'PayRate' | 'BillRate') =>
  sql`coalesce((r.rates -> r.rate_set -> ${key} ->> ${sql.raw(`'${field}'`)})::bigint, 0)`;

/**
 * SQL: the lines of every payment in `scope`, one row each, with `provider_id`, `pay_period_id`, `line_key`,
 * `fingerprint`, the line's columns and the malpractice facts of its day (`cover_expired`, `expired_on`).
 */
function calcLinesSql(scope: CalcScope, skip = false): SQL {
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
  const rated = sql`(select r.*,
      ${rateOf(sql`'worked'`, 'PayRate')} as w_pay_rate, ${rateOf(sql`'worked'`, 'BillRate')} as w_bill_rate,
      ${rateOf(sql`r.on_call_type`, 'PayRate')} as c_pay_rate, ${rateOf(sql`r.on_call_type`, 'BillRate')} as c_bill_rate
    from ${malpracticeOnDaysSql(effectiveRatesSql(days))} r)`;
  const amounts = sql`(select r.*,
      ${amount(sql`r.worked_minutes`, sql`r.w_pay_rate`)} as w_pay, ${amount(sql`r.worked_minutes`, sql`r.w_bill_rate`)} as w_bill,
      case when r.on_call_type is null then 0 else ${amount(sql`r.on_call_minutes`, sql`r.c_pay_rate`)} end as c_pay,
      case when r.on_call_type is null then 0 else ${amount(sql`r.on_call_minutes`, sql`r.c_bill_rate`)} end as c_bill,
      ${amount(sql`r.worked_minutes`, sql`r.malpractice_hourly_cents`)} as malpractice
    from ${rated} r)`;
  const dayLines = sql`
    select a.provider_id, a.pay_period_id, 'day'::text as kind, a.source_id, a.day, a.facility_id, a.assignment_id,
      a.pay_rate_id, a.rate_set, a.worked_minutes, a.on_call_type, a.on_call_minutes,
      (case when a.worked_minutes > 0 or a.on_call_type is null or a.on_call_minutes = 0 then
         jsonb_build_array(jsonb_build_object('key', 'worked', 'minutes', a.worked_minutes, 'payRate', a.w_pay_rate,
           'billRate', a.w_bill_rate, 'pay', a.w_pay, 'bill', a.w_bill))
       else '[]'::jsonb end)
      || (case when a.on_call_type is not null and a.on_call_minutes > 0 then
         jsonb_build_array(jsonb_build_object('key', a.on_call_type, 'minutes', a.on_call_minutes, 'payRate',
           a.c_pay_rate, 'billRate', a.c_bill_rate, 'pay', a.c_pay, 'bill', a.c_bill))
       else '[]'::jsonb end) as keys,
      null::text as description,
      (a.w_pay + a.c_pay)::bigint as pay_cents, (a.w_bill + a.c_bill)::bigint as bill_cents,
      a.malpractice::bigint as malpractice_cents, a.cover_expired, a.expired_on
    from ${amounts} a`;
  // An approved expense belongs to the period (of its assignment's pay period type; bi-weekly when no assignment
  // covers its day) that contains its day.
  const expenseLines = sql`
    select e.provider_id, per.id as pay_period_id, 'expense'::text as kind, e.id as source_id, e.date as day,
      e.facility_id, a.id as assignment_id, null::uuid as pay_rate_id, null::text as rate_set, 0 as worked_minutes,
      null::text as on_call_type, 0 as on_call_minutes, '[]'::jsonb as keys, e.type as description,
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
      b.type as description,
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
      'Retro adjustment of ' || to_char(cp.start_date, 'MM/DD/YYYY') || ' - ' || to_char(cp.end_date, 'MM/DD/YYYY')
        || ': ' || j.reason as description,
      j.amount_cents::bigint as pay_cents, 0::bigint as bill_cents, 0::bigint as malpractice_cents,
      false as cover_expired, null::date as expired_on
    from pay_adjustments j
    join ${periods} per on per.id = j.applies_pay_period_id
    join pay_periods cp on cp.id = j.corrects_pay_period_id
    where ${providerWhere(scope, sql`j.provider_id`)}
      and ${notSkipped(skip, sql`j.provider_id`, sql`j.applies_pay_period_id`)}`;
  return sql`(
    select u.*,
      u.kind || ':' || u.source_id || coalesce(':' || u.day, '') as line_key,
      md5(concat_ws('|', u.kind, u.source_id, u.day, u.facility_id, u.assignment_id, u.pay_rate_id, u.rate_set,
        u.worked_minutes, u.on_call_type, u.on_call_minutes, u.keys::text, u.description, u.pay_cents, u.bill_cents,
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

/** SQL: the hold reason of a payment's calculated lines (null when every paid day is covered). */
const HOLD_REASON_SQL = sql`'Malpractice cover expired on ' || to_char(max(c.expired_on), 'MM/DD/YYYY')
  || ': ' || count(*) || ' paid day' || case when count(*) = 1 then '' else 's' end || ' from '
  || to_char(min(c.day), 'MM/DD/YYYY') || ' not covered'`;

/** SQL: the hold reason of a provider staff confirmed on an exclusion list (compliance), for the row `b`. */
const EXCLUDED_REASON_SQL = sql`select 'Provider on an exclusion list since ' || to_char(x.excluded_on, 'MM/DD/YYYY')
  as reason from provider_profiles x where x.user_id = b.provider_id and x.excluded_on is not null`;

const amountText = (cents: SQL) => sql`to_char((${cents})::numeric / 100, 'FM999999999990.00')`;
const TOTALS: [string, string][] = [
  ['grossPay', 'gross_pay_cents'],
  ['expenses', 'expenses_cents'],
  ['bonuses', 'bonuses_cents'],
  ['deductions', 'deductions_cents'],
  ['netPay', 'net_pay_cents'],
  ['billed', 'billed_cents'],
  ['malpractice', 'malpractice_cents'],
  ['margin', 'margin_cents'],
];

export interface ApplyOptions {
  /** The audited action: 'recalculate' (on demand) or 'auto-recalculate' (the job); new payments: 'calculate'. */
  action: string;
  actorId: string | null;
  actorName: string | null;
  /**
   * Audit payments whose totals did not change too (an on-demand recalculation is always recorded); such a
   * calculation also recomputes payments whose inputs did not change.
   */
  auditUnchanged?: boolean;
}

/**
 * SQL: the status each payment just computed should be in (contracts' `paymentStatusAfter`): held while its hold
 * reason is set and not the one released. Read by the workflow engine after `applyCalculation`, in its transaction.
 */
export const HOLD_TARGETS_SQL = sql`select p.id,
    case when p.hold_reason is not null and p.hold_reason is distinct from p.released_hold_reason
      then 'held' else 'calculated' end as target
  from payments p join pay_target b on b.id = p.id`;

/**
 * Computes and stores the lines, totals and hold reason of the payments of `scope` inside the caller's transaction
 * (their status then moves through the workflow engine: payments.service.ts `calculateIn`). Approved and paid
 * payments are never touched. Lines whose content did not change keep their row; changed ones are replaced, vanished ones
 * removed. Answers the audit events written (one per new or changed payment, or per payment of the scope with
 * `auditUnchanged`).
 */
/** Creates the transaction's temp table `name` from `select` and analyses it, so the planner knows its size. */
async function temp(tx: Db, name: string, select: SQL) {
  await tx.execute(sql`create temp table ${sql.identifier(name)} on commit drop as ${select}`);
  await tx.execute(sql`analyze ${sql.identifier(name)}`);
}

/**
 * SQL: every (provider, period) of `scope` a calculation may write: those with a payment and those with an approved
 * sheet with entries (each entry is a line), bonus or expense (an expense in each period of the scope containing its
 * day, of any type: a pair too many only costs a fingerprint).
 */
function candidatePairsSql(scope: CalcScope): SQL {
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

export async function applyCalculation(tx: Db, scope: CalcScope, opts: ApplyOptions): Promise<AuditEvent[]> {
  // The statements are short-lived and planned once: JIT compilation costs more than it saves here. The temp tables'
  // sizes and distinct counts are what their plans need: a small sample gives them at a tenth of the default cost.
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('default_statistics_target', '10', true)`);
  await tx.execute(sql`drop table if exists pg_temp.pay_calc, pg_temp.pay_target, pg_temp.pay_input, pg_temp.pay_skip`);
  // Every temp table is analysed once filled: unanalysed, the planner guesses their size and may nest-loop over
  // 100,000 rows. The input fingerprints are taken BEFORE the lines are derived, so an input changed in between
  // leaves the stored fingerprint stale (the next calculation redoes the payment), never the lines.
  await temp(tx, 'pay_input', inputFingerprintsSql(candidatePairsSql(scope)));
  // Payments whose inputs hash as at their last calculation: nothing to derive, nothing to write.
  await temp(
    tx,
    'pay_skip',
    sql`select p.id, p.provider_id, p.pay_period_id from payments p
      join payment_inputs s on s.payment_id = p.id
      join pay_input i on i.provider_id = p.provider_id and i.pay_period_id = p.pay_period_id
        and i.fingerprint = s.fingerprint
      where p.status in ('calculated', 'held') and ${opts.auditUnchanged ? sql`false` : sql`true`}`,
  );
  await temp(tx, 'pay_calc', sql`select * from ${calcLinesSql(scope, true)} c`);
  // Payments of (provider, period) pairs that now have lines; approved or paid ones already exist (no-op).
  await tx.execute(sql`
    insert into payments (id, provider_id, pay_period_id, period_start, period_end, status, calculated_at)
    select gen_random_uuid(), s.provider_id, s.pay_period_id, pp.start_date, pp.end_date, 'calculated', now()
    from (select distinct provider_id, pay_period_id from pay_calc) s
    join pay_periods pp on pp.id = s.pay_period_id
    on conflict (provider_id, pay_period_id) do nothing`);
  // The payments to (re)compute, locked, with their totals before: every payment of the scope (those with lines
  // now all have a row, inserted above; those without lost every line: a reset time sheet).
  const existing = sql`select p.id from payments p join pay_periods pp on pp.id = p.pay_period_id
    where ${periodsWhere(scope)} and ${providerWhere(scope, sql`p.provider_id`)}`;
  const targets = sql`p.status in ('calculated', 'held') and p.id not in (select id from pay_skip)
    and p.id in (${existing})`;
  // Locked first, so the totals recorded as "before" are those no other calculation is changing.
  await tx.execute(sql`select 1 from payments p where ${targets} for update`);
  await temp(tx, 'pay_target', sql`select p.* from payments p where ${targets}`);
  await tx.execute(sql`
    delete from payment_lines l using pay_target b
    where l.payment_id = b.id and not exists (
      select 1 from pay_calc c where c.provider_id = b.provider_id and c.pay_period_id = b.pay_period_id
        and c.line_key = l.line_key and c.fingerprint = l.fingerprint)`);
  await tx.execute(sql`
    insert into payment_lines (id, payment_id, line_key, fingerprint, kind, source_id, day, facility_id, assignment_id,
      pay_rate_id, rate_set, worked_minutes, on_call_type, on_call_minutes, keys, description, pay_cents, bill_cents,
      malpractice_cents)
    select gen_random_uuid(), b.id, c.line_key, c.fingerprint, c.kind, c.source_id, c.day, c.facility_id,
      c.assignment_id, c.pay_rate_id, c.rate_set, c.worked_minutes, c.on_call_type, c.on_call_minutes, c.keys,
      c.description, c.pay_cents, c.bill_cents, c.malpractice_cents
    from pay_calc c join pay_target b on b.provider_id = c.provider_id and b.pay_period_id = c.pay_period_id
    on conflict (payment_id, line_key) do nothing`);
  await tx.execute(sql`
    with agg as (
      select b.id,
        coalesce(sum(l.pay_cents) filter (where l.kind in ('day', 'adjustment')), 0) as gross,
        coalesce(sum(l.pay_cents) filter (where l.kind = 'expense'), 0) as expenses,
        coalesce(sum(l.pay_cents) filter (where l.kind = 'bonus'), 0) as bonuses,
        coalesce(-sum(l.pay_cents) filter (where l.kind = 'deduction'), 0) as deductions,
        coalesce(sum(l.bill_cents), 0) as billed,
        coalesce(sum(l.malpractice_cents), 0) as malpractice,
        coalesce(sum(l.worked_minutes), 0) as worked,
        coalesce(sum(l.on_call_minutes), 0) as on_call,
        coalesce(array_agg(distinct l.facility_id) filter (where l.facility_id is not null), '{}'::uuid[]) as facility_ids
      from pay_target b left join payment_lines l on l.payment_id = b.id
      group by b.id
    ), hold as (
      select c.provider_id, c.pay_period_id, ${HOLD_REASON_SQL} as reason
      from pay_calc c where c.cover_expired group by c.provider_id, c.pay_period_id
    )
    update payments p set
      gross_pay_cents = a.gross, expenses_cents = a.expenses, bonuses_cents = a.bonuses,
      deductions_cents = a.deductions, net_pay_cents = a.gross + a.expenses + a.bonuses - a.deductions,
      billed_cents = a.billed, malpractice_cents = a.malpractice, margin_cents = a.billed - a.gross - a.malpractice,
      worked_minutes = a.worked, on_call_minutes = a.on_call, facility_ids = a.facility_ids,
      hold_reason = coalesce(x.reason, h.reason),
      calculated_at = now(), updated_at = now()
    from agg a
    left join pay_target b on b.id = a.id
    left join hold h on h.provider_id = b.provider_id and h.pay_period_id = b.pay_period_id
    left join lateral (${EXCLUDED_REASON_SQL}) x on true
    where p.id = a.id`);
  await tx.execute(sql`
    insert into payment_inputs (payment_id, fingerprint)
    select b.id, i.fingerprint from pay_target b
    join pay_input i on i.provider_id = b.provider_id and i.pay_period_id = b.pay_period_id
    on conflict (payment_id) do update set fingerprint = excluded.fingerprint
      where payment_inputs.fingerprint is distinct from excluded.fingerprint`);
  const fields = [
    ...TOTALS.map(
      ([field, col]) => sql`(${field}, ${amountText(sql.raw(`b.${col}`))}, ${amountText(sql.raw(`p.${col}`))})`,
    ),
    sql`('holdReason', b.hold_reason, p.hold_reason)`,
  ];
  const events = rowsOf<AuditRowRaw>(
    await tx.execute(sql`
    insert into audit_events (id, at, actor_id, actor_name, action, entity_type, entity_id, changes)
    select gen_random_uuid(), now(), ${opts.actorId}::uuid, ${opts.actorName}::text,
      case when p.created_at = now() then 'calculate' else ${opts.action} end, 'payment', p.id::text,
      coalesce(ch.changes, '[]'::jsonb)
    from payments p
    join pay_target b on b.id = p.id
    left join lateral (
      select jsonb_agg(jsonb_build_object('field', f.field, 'old', f.old, 'new', f.new)) as changes
      from (values ${sql.join(fields, sql`, `)}) f(field, old, new)
      where f.old is distinct from f.new
    ) ch on true
    where ${opts.auditUnchanged ? sql`true` : sql`ch.changes is not null or p.created_at = now()`}
    returning *`),
  );
  return events.map(auditEventOf);
}
