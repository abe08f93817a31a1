import { type SQL, sql } from 'drizzle-orm';

/**
 * Set-based malpractice facts for many (provider, day) rows in one statement (payments): the same cost rule as
 * `malpracticeCostFor` (the state rate of the facility's state and the provider's specialty effective on the day,
 * preferring the insurer of the provider's cover that day; none known = 0), and whether the provider's cover had
 * EXPIRED on that day: no cover spans the day while an earlier one ended before it (a provider with no cover on
 * record is not "expired").
 *
 * `days` is any relation with `provider_id uuid`, `day date`, `state text` and `specialty text`; its columns pass
 * through as `d.*`, followed by `malpractice_hourly_cents`, `cover_expired` and `expired_on`.
 */
export const malpracticeOnDaysSql = (days: SQL): SQL => sql`(
  select d.*,
    coalesce(m.hourly_cents, 0) as malpractice_hourly_cents,
    (x.expired_on is not null and not exists (
      select 1 from malpractice_info c
      where c.provider_id = d.provider_id and c.effective_date <= d.day and c.expiry_date >= d.day
    )) as cover_expired,
    x.expired_on
  from ${days} d
  left join lateral (
    select max(e.expiry_date) as expired_on from malpractice_info e
    where e.provider_id = d.provider_id and e.expiry_date < d.day
  ) x on true
  left join lateral (
    select r.hourly_cents from malpractice_state_rates r
    where d.state is not null and d.specialty is not null
      and upper(r.state) = upper(d.state) and r.specialty = d.specialty
      and r.effective_from <= d.day and (r.effective_to is null or r.effective_to >= d.day)
    order by (r.insurance_provider_id in (
      select c.insurance_provider_id from malpractice_info c
      where c.provider_id = d.provider_id and c.effective_date <= d.day and c.expiry_date >= d.day
    )) desc, r.hourly_cents desc
    limit 1
  ) m on true
)`;
