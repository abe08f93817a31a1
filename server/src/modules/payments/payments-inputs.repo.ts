import { type SQL, sql } from 'drizzle-orm';

/**
 * The input fingerprint of a payment: one md5 per (provider, pay period) over every row its lines are derived
 * from, so a calculation can tell that nothing it reads has changed without deriving a single line. Whole rows
 * (`r::text`) are hashed, not chosen columns: a column the calculation starts reading later is covered already,
 * and a hash that changes when nothing relevant did only costs one recalculation.
 *
 * What payments-calc.repo.ts reads for (provider P, period D): D's row; P's approved sheets of D and their
 * facilities (the state); P's specialty; the pay rates of P's assignments; P's assignments (an expense's period
 * type, a bonus's facility); P's malpractice covers; every malpractice state rate; the holidays within D; P's
 * approved expenses dated within D; P's approved bonuses of D. CALC_VERSION changes whenever the calculation's
 * rules do, so every stored fingerprint is stale after such a release.
 */
const CALC_VERSION = 'payments-calc-1';

/**
 * SQL: `provider_id, pay_period_id, fingerprint` of each distinct (provider_id, pay_period_id) row of `pairs`.
 * The per-period and global parts are computed once, the per-provider parts through their indexes.
 */
export const inputFingerprintsSql = (pairs: SQL): SQL => sql`
  with c as (select distinct provider_id, pay_period_id from ${pairs} x),
  per as (
    select pp.id, pp::text as period_row,
      (select md5(coalesce(string_agg(h::text, '|' order by h.day), '')) from holidays h
        where h.day between pp.start_date and pp.end_date) as holidays
    from pay_periods pp where pp.id in (select pay_period_id from c)
  ),
  state_rates as (select md5(coalesce(string_agg(r::text, '|' order by r.id), '')) as h from malpractice_state_rates r)
  select c.provider_id, c.pay_period_id, md5(concat_ws('#', ${CALC_VERSION}::text, per.period_row, per.holidays,
    (select h from state_rates),
    (select md5(coalesce(string_agg(t::text || '@' || coalesce(f.state, ''), '|' order by t.id), ''))
      from timesheets t join facilities f on f.id = t.facility_id
      where t.provider_id = c.provider_id and t.pay_period_id = c.pay_period_id and t.status = 'approved'),
    (select prof.specialty from provider_profiles prof where prof.user_id = c.provider_id),
    (select md5(coalesce(string_agg(a::text, '|' order by a.id), ''))
      from provider_facility_assignments a where a.provider_id = c.provider_id),
    (select md5(coalesce(string_agg(r::text, '|' order by r.id), ''))
      from provider_facility_assignments a join pay_rates r on r.assignment_id = a.id
      where a.provider_id = c.provider_id),
    (select md5(coalesce(string_agg(m::text, '|' order by m.id), ''))
      from malpractice_info m where m.provider_id = c.provider_id),
    (select md5(coalesce(string_agg(e::text, '|' order by e.id), ''))
      from expenses e join pay_periods pp on pp.id = c.pay_period_id
      where e.provider_id = c.provider_id and e.status = 'approved' and e.date between pp.start_date and pp.end_date),
    (select md5(coalesce(string_agg(b::text, '|' order by b.id), ''))
      from bonuses b where b.provider_id = c.provider_id and b.pay_period_id = c.pay_period_id and b.status = 'approved')
  )) as fingerprint
  from c join per on per.id = c.pay_period_id`;
