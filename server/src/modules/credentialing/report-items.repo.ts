import { REPORT_STATUSES, type ReportType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { DOCUMENT_ITEMS } from './reports.repo.ts';

/** What report items carry besides the report's own columns: their status row, notes, and who to tell. */

/**
 * Gives an item its status row in the report's first status when it has none yet (an item without one is in that
 * status), so the workflow engine has a row to move.
 */
export async function ensureState(db: Db, type: ReportType, id: string) {
  await db.execute(sql`INSERT INTO report_item_states (report_type, subject_id, status, updated_at)
    VALUES (${type}, ${id}::uuid, ${REPORT_STATUSES[type][0]}, now())
    ON CONFLICT (report_type, subject_id) DO NOTHING`);
}

export async function insertNote(
  db: Db,
  note: {
    id: string;
    type: ReportType;
    subjectId: string;
    kind: 'report' | 'credentialing';
    body: string;
    authorId: string | null;
  },
) {
  await db.execute(sql`INSERT INTO report_notes (id, report_type, subject_id, kind, body, author_id)
    VALUES (${note.id}::uuid, ${note.type}, ${note.subjectId}::uuid, ${note.kind}, ${note.body}, ${note.authorId})`);
}

export async function notesOf(db: Db, type: ReportType, subjectId: string) {
  const res = await db.execute(sql`SELECT n.id, n.kind, n.body, n.created_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS author
    FROM report_notes n LEFT JOIN users u ON u.id = n.author_id
    WHERE n.report_type = ${type} AND n.subject_id = ${subjectId}::uuid
    ORDER BY n.created_at DESC, n.id DESC`);
  return rowsOf<{
    id: string;
    kind: 'report' | 'credentialing';
    body: string;
    created_at: string | Date;
    author: string | null;
  }>(res);
}

/** Staff a credentialing record can be assigned to: super admins and confirmed ICON users. */
export async function listStaffOptions(db: Db) {
  const res = await db.execute(sql`SELECT id AS "_id", first_name AS "firstName", last_name AS "lastName", email
    FROM users WHERE role IN ('superAdmin', 'iconUser') AND status = 'confirmed'
    ORDER BY lower(last_name || ' ' || first_name), id LIMIT 500`);
  return rowsOf<{ _id: string; firstName: string; lastName: string; email: string }>(res);
}

/** The staff to remind about items of a report: subject id -> user ids. */
export async function staffToRemind(db: Db, type: ReportType, ids: string[], today: string) {
  if (ids.length === 0) return new Map<string, string[]>();
  const arr = sql`${sql.param(ids)}::uuid[]`;
  const q =
    type === 'reappointment'
      ? sql`SELECT x.id, x.assigned_staff_id AS user_id FROM credentialing_records x
          WHERE x.id = ANY(${arr}) AND x.assigned_staff_id IS NOT NULL`
      : type === 'expiring-assignment'
        ? sql`SELECT x.id, c.user_id FROM provider_facility_assignments x
            JOIN facility_icon_contacts c ON c.facility_id = x.facility_id WHERE x.id = ANY(${arr})`
        : sql`SELECT DISTINCT x.id, c.user_id FROM ${DOCUMENT_ITEMS} x
            JOIN provider_facility_assignments a ON a.provider_id = x.owner_id
              AND a.start_date <= ${today}::date AND a.end_date >= ${today}::date
            JOIN facility_icon_contacts c ON c.facility_id = a.facility_id WHERE x.id = ANY(${arr})`;
  const map = new Map<string, string[]>();
  for (const r of rowsOf<{ id: string; user_id: string }>(await db.execute(q))) {
    map.set(r.id, [...(map.get(r.id) ?? []), r.user_id]);
  }
  return map;
}

/** The ICON contacts of the facilities each provider is assigned to on `today`: who hears of their expiries. */
export async function facilityContactsOf(db: Db, providerIds: string[], today: string) {
  const map = new Map<string, string[]>();
  if (providerIds.length === 0) return map;
  const res = await db.execute(sql`SELECT DISTINCT a.provider_id, c.user_id FROM provider_facility_assignments a
    JOIN facility_icon_contacts c ON c.facility_id = a.facility_id
    WHERE a.provider_id = ANY(${sql.param(providerIds)}::uuid[])
      AND a.start_date <= ${today}::date AND a.end_date >= ${today}::date`);
  for (const r of rowsOf<{ provider_id: string; user_id: string }>(res))
    map.set(r.provider_id, [...(map.get(r.provider_id) ?? []), r.user_id]);
  return map;
}

/** Every assignment of a provider with its facility and the minutes of its approved time sheets. */
export async function workHistory(db: Db, providerId: string) {
  const res = await db.execute(sql`SELECT a.id, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
      to_char(a.end_date, 'YYYY-MM-DD') AS end_date, f.id AS facility_id, f.name AS facility_name,
      coalesce((SELECT sum((e.value->>'minutes')::int) FROM timesheets t
        CROSS JOIN LATERAL jsonb_array_elements(t.entries) AS e(value)
        WHERE t.assignment_id = a.id AND t.status = 'approved'), 0)::int AS minutes
    FROM provider_facility_assignments a JOIN facilities f ON f.id = a.facility_id
    WHERE a.provider_id = ${providerId}::uuid
    ORDER BY a.start_date DESC, a.id DESC`);
  return rowsOf<{
    id: string;
    start_date: string;
    end_date: string;
    facility_id: string;
    facility_name: string;
    minutes: number;
  }>(res);
}
