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
 * The sheets come as the event told them, so only facilities and periods are read. Each sheet's label (facility,
 * period) is written once: a single sheet's text is its label, a listing joins them.
 */
export const runDecisionNotices = (sheets: readonly ApprovedSheet[]): SQL => sql`
  SELECT s.provider_id AS user_id, 'timesheet-approved' AS type,
         CASE WHEN count(*) = 1 THEN 'Time sheet approved' ELSE 'Time sheets approved' END AS title,
         CASE WHEN count(*) = 1
              THEN 'Your time sheet for ' || min(s.label) || ' was approved by ' || coalesce(s.actor, 'ICON staff') || '.'
              ELSE count(*) || ' of your time sheets were approved by ' || coalesce(s.actor, 'ICON staff')
                || ': ' || string_agg(s.label, '; ' ORDER BY s.start_date, s.facility, s.id) || '.' END AS body,
         CASE WHEN count(*) = 1
              THEN ${webPathOfRow(webPaths.providerViewTimesheet, sql`(array_agg(s.id))[1]`)}
              ELSE ${webPaths.providerTimesheetListing}::text END AS link
  FROM (
    SELECT u.run_id, u.id, u.provider_id, u.actor, p.start_date, f.name AS facility,
           f.name || ', ' || ${displaySpanOfRow(sql`p.start_date`, sql`p.end_date`)} AS label
    FROM unnest(${uuidArray(sheets.map((x) => x.runId))}, ${uuidArray(sheets.map((x) => x.id))},
                ${uuidArray(sheets.map((x) => x.providerId))}, ${uuidArray(sheets.map((x) => x.facilityId))},
                ${uuidArray(sheets.map((x) => x.payPeriodId))}, ${sql.param(sheets.map((x) => x.actorName))}::text[])
         AS u(run_id, id, provider_id, facility_id, pay_period_id, actor)
    JOIN facilities f ON f.id = u.facility_id
    JOIN pay_periods p ON p.id = u.pay_period_id
  ) s
  GROUP BY s.run_id, s.provider_id, s.actor`;
