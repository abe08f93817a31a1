import { type SQL, sql } from 'drizzle-orm';

/**
 * The input fingerprint of a payment: one md5 per (provider, pay period) over every row its lines are derived
 * from, so a calculation can tell that nothing it reads has changed without deriving a single line. A row counts
 * by its id and `row_version` (a value of one sequence, given on insert and by a trigger on every update, migration
 * 0076), not by its content: hashing whole rows turned each sheet's JSONB into text and cost more than the
 * calculation itself. Any write to a row, relevant or not, changes its version: that only costs one recalculation.
 * Small tables without a version (the period, its holidays, the state rates) are hashed whole; of a facility and a
 * provider's profile only the columns read (state; specialty, exclusion) count.
 *
 * What payments-calc.repo.ts reads for (provider P, period D): D's row; P's approved sheets of D and their
 * facilities (the state); P's specialty; the pay rates of those sheets' assignments; P's assignments (an expense's period
 * type, a bonus's facility); P's malpractice covers; every malpractice state rate; the holidays within D; P's
 * approved expenses dated within D; P's approved bonuses of D; P's exclusion (compliance); the retro adjustments
 * carried into D. CALC_VERSION changes whenever the calculation's rules or this fingerprint's form do, so every
 * stored fingerprint is stale after such a release.
 */
const CALC_VERSION = 'payments-calc-2';

/** SQL: md5 of the rows of a group, in id order ('-' for none, so parts never shift into each other). */
const rowsHash = (row: SQL, order: SQL) => sql`md5(string_agg(${row}, '|' order by ${order}))`;
/** SQL: md5 of the versions of the rows of alias `t` in a group. */
const versionsHash = (t: string) => rowsHash(sql.raw(`${t}.id::text || ':' || ${t}.row_version`), sql.raw(`${t}.id`));

/**
 * SQL: `provider_id, pay_period_id, fingerprint` of each distinct (provider_id, pay_period_id) row of `pairs`.
 * Set-based: each part is one grouped join over all pairs (hash joins, no probe per pair); the per-period and global
 * parts are computed once.
 */
export const inputFingerprintsSql = (pairs: SQL): SQL => sql`
  with c as (select distinct provider_id, pay_period_id from ${pairs} x),
  provs as (select distinct provider_id from c),
  per as (
    select pp.id, pp.start_date, pp.end_date, pp::text as period_row,
      (select ${rowsHash(sql`h::text`, sql`h.day`)} from holidays h
        where h.day between pp.start_date and pp.end_date) as holidays
    from pay_periods pp where pp.id in (select pay_period_id from c)
  ),
  state_rates as (select ${rowsHash(sql`r::text`, sql`r.id`)} as h from malpractice_state_rates r),
  approved as (
    select t.id, t.provider_id, t.pay_period_id, t.assignment_id, t.facility_id, t.row_version
    from c join per on per.id = c.pay_period_id
    join timesheets t on t.provider_id = c.provider_id and t.period_start = per.start_date
      and t.pay_period_id = c.pay_period_id
    where t.status = 'approved'
  ),
  sheets as (
    select t.provider_id, t.pay_period_id, ${rowsHash(sql`t.id::text || ':' || t.row_version || '@' || coalesce(f.state, '')`, sql`t.id`)} as h
    from approved t join facilities f on f.id = t.facility_id group by 1, 2
  ),
  rates as (
    select t.provider_id, t.pay_period_id, ${versionsHash('r')} as h
    from approved t join pay_rates r on r.assignment_id = t.assignment_id group by 1, 2
  ),
  assignments as (
    select a.provider_id, ${versionsHash('a')} as h
    from provs join provider_facility_assignments a on a.provider_id = provs.provider_id group by 1
  ),
  covers as (
    select m.provider_id, ${versionsHash('m')} as h
    from provs join malpractice_info m on m.provider_id = provs.provider_id group by 1
  ),
  spent as (
    select c.provider_id, c.pay_period_id, ${versionsHash('e')} as h
    from c join per on per.id = c.pay_period_id
    join expenses e on e.provider_id = c.provider_id and e.date between per.start_date and per.end_date
    where e.status = 'approved' group by 1, 2
  ),
  bonus as (
    select c.provider_id, c.pay_period_id, ${versionsHash('b')} as h
    from c join bonuses b on b.provider_id = c.provider_id and b.pay_period_id = c.pay_period_id
    where b.status = 'approved' group by 1, 2
  ),
  adjust as (
    select c.provider_id, c.pay_period_id, ${versionsHash('j')} as h
    from c join pay_adjustments j on j.provider_id = c.provider_id and j.applies_pay_period_id = c.pay_period_id
    group by 1, 2
  )
  select c.provider_id, c.pay_period_id, md5(concat_ws('#', ${CALC_VERSION}::text, per.period_row,
    coalesce(per.holidays, '-'), coalesce((select h from state_rates), '-'), coalesce(sheets.h, '-'),
    coalesce(prof.specialty, '-'), coalesce(prof.excluded_on::text, '-'), coalesce(assignments.h, '-'), coalesce(rates.h, '-'), coalesce(covers.h, '-'),
    coalesce(spent.h, '-'), coalesce(bonus.h, '-'), coalesce(adjust.h, '-'))) as fingerprint
  from c join per on per.id = c.pay_period_id
  left join sheets on sheets.provider_id = c.provider_id and sheets.pay_period_id = c.pay_period_id
  left join provider_profiles prof on prof.user_id = c.provider_id
  left join assignments on assignments.provider_id = c.provider_id
  left join rates on rates.provider_id = c.provider_id and rates.pay_period_id = c.pay_period_id
  left join covers on covers.provider_id = c.provider_id
  left join spent on spent.provider_id = c.provider_id and spent.pay_period_id = c.pay_period_id
  left join bonus on bonus.provider_id = c.provider_id and bonus.pay_period_id = c.pay_period_id
  left join adjust on adjust.provider_id = c.provider_id and adjust.pay_period_id = c.pay_period_id`;
