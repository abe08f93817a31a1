import { webPaths } from '@portal/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timesheets } from '../../db/schema/index.ts';
import { displaySpanOfRow } from '../../platform/day-texts.ts';
import { uuidArray } from '../../platform/sql-values.ts';
import { webPathOfRow } from '../../platform/web-links.ts';

/** The audited action of a bulk run's approvals (the events' `action`). */
export const BULK_APPROVE = 'bulk-approve';

/** How many of these time sheets await approval (in chunks of 10,000 ids). */
export async function countPending(db: Db, ids: string[]) {
  let n = 0;
  for (let i = 0; i < ids.length; i += 10_000) {
    const [row] = await db
      .select({ n: count() })
      .from(timesheets)
      .where(and(inArray(timesheets.id, ids.slice(i, i + 10_000)), eq(timesheets.status, 'approval-pending')));
    n += row?.n ?? 0;
  }
  return n;
}

/** SQL: why a time sheet of a bulk approval was not approved (its status, or that it is gone). */
export const notApprovedReason = (timesheetId: SQL): SQL =>
  sql`coalesce('Not awaiting approval (' || (SELECT t.status FROM timesheets t WHERE t.id = ${timesheetId}) || ')', 'Time sheet not found')`;

/** A time sheet a bulk approval run approved, as its end-of-run event carries it. */
export interface ApprovedSheet {
  runId: string;
  id: string;
  providerId: string;
  facilityId: string;
  payPeriodId: string;
  actorName: string | null;
}

/**
 * SQL (columns of `notifyFrom`): what bulk runs tell each provider, ONE notification per provider and run however
 * many of their sheets it approved. One sheet reads as a single approval does (timesheets.repo.ts
 * `decisionNotices`) and opens that sheet; several are listed (period order) and open the provider's listing.
 * The sheets come as the event told them, so only facilities and periods are read.
 * Most providers have one sheet in a run: their notices are written from their sheet's row, with no aggregate
 * (on PostgreSQL 15 an ordered aggregate sorts each group apart, about 5 µs a provider). A period's span is
 * written once per period, not per sheet; the sheets of one run and actor travel as id arrays, the run and the
 * actor once. The notices come in run, provider and actor order, as one grouping of every sheet would give them.
 */
export const runDecisionNotices = (sheets: readonly ApprovedSheet[]): SQL => {
  const groups = new Map<string, ApprovedSheet[]>();
  for (const x of sheets) {
    const key = `${x.runId} ${x.actorName ?? ''} ${x.actorName === null}`;
    const group = groups.get(key);
    if (group) group.push(x);
    else groups.set(key, [x]);
  }
  const given = sql.join(
    [...groups.values()].map(
      (g) => sql`SELECT ${g[0]?.runId}::uuid AS run_id, ${g[0]?.actorName ?? null}::text AS actor, x.*
        FROM unnest(${uuidArray(g.map((x) => x.id))}, ${uuidArray(g.map((x) => x.providerId))},
                    ${uuidArray(g.map((x) => x.facilityId))}, ${uuidArray(g.map((x) => x.payPeriodId))})
             AS x(id, provider_id, facility_id, pay_period_id)`,
    ),
    sql` UNION ALL `,
  );
  const actor = sql`coalesce(s.actor, 'ICON staff')`;
  return sql`
  WITH u AS (${given}),
  spans AS (
    SELECT p.id, p.start_date, ${displaySpanOfRow(sql`p.start_date`, sql`p.end_date`)} AS span FROM pay_periods p
    WHERE p.id IN (SELECT pay_period_id FROM u)
  ),
  s AS (
    SELECT u.run_id, u.id, u.provider_id, u.actor, p.start_date, f.name AS facility, f.name || ', ' || p.span AS label,
           count(*) OVER (PARTITION BY u.run_id, u.provider_id, u.actor) AS n
    FROM u JOIN facilities f ON f.id = u.facility_id JOIN spans p ON p.id = u.pay_period_id
  )
  SELECT user_id, type, title, body, link FROM (
    SELECT s.run_id, s.provider_id AS user_id, s.actor, 'timesheet-approved' AS type, 'Time sheet approved' AS title,
           'Your time sheet for ' || s.label || ' was approved by ' || ${actor} || '.' AS body,
           ${webPathOfRow(webPaths.providerViewTimesheet, sql`s.id`)} AS link
    FROM s WHERE s.n = 1
    UNION ALL
    SELECT s.run_id, s.provider_id, s.actor, 'timesheet-approved', 'Time sheets approved',
           count(*) || ' of your time sheets were approved by ' || ${actor}
             || ': ' || string_agg(s.label, '; ' ORDER BY s.start_date, s.facility, s.id) || '.',
           ${webPaths.providerTimesheetListing}::text
    FROM s WHERE s.n > 1
    GROUP BY s.run_id, s.provider_id, s.actor
  ) notices
  ORDER BY run_id, user_id, actor`;
};
