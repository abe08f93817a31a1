import type { ReportListBody, ReportType } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { COUNT_CAP, EXPORT_BATCH, likePattern, pageWindow } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { claimDueReminders } from './reminder-claims.repo.ts';

/**
 * The three reports as SQL over their source tables (credentialing records, assignments, provider documents), each
 * joined to its report status (`report_item_states`, absent = 'pending'). One shape of row for all three.
 */
export interface ReportRow {
  id: string;
  provider_id: string;
  first_name: string;
  last_name: string;
  email: string;
  facility_id: string | null;
  facility_name: string | null;
  title: string;
  detail: string | null;
  due_on: string;
  status: string;
  staff_id: string | null;
  staff_first_name: string | null;
  staff_last_name: string | null;
  staff_email: string | null;
}

interface Source {
  /** FROM ... with the provider `p`, the facility `f`, the status `st` and the assigned staff `s`. */
  from: SQL;
  /** The items' own table as `x`: what a count needs when neither the search nor the status filter reads a join. */
  table: SQL;
  /** The item's id, provider id, due date and title columns. */
  id: SQL;
  providerId: SQL;
  due: SQL;
  title: SQL;
  detail: SQL;
  /** Conditions every item of the report meets (live, has a date). */
  live: SQL;
  /** Items at a facility. */
  atFacility: (facilityId: string) => SQL;
  staff: SQL;
}

const NO_STAFF = sql`NULL::uuid AS staff_id, NULL::text AS staff_first_name, NULL::text AS staff_last_name, NULL::text AS staff_email`;

/**
 * A provider's expiring items: live uploaded documents with an expiry, and the latest answers of general documents
 * (forms) with an expiry (an earlier version is superseded, so it never counts). UNION ALL of two simple branches,
 * so the planner pushes the window and the provider into each and merges their expiry indexes.
 */
export const DOCUMENT_ITEMS = sql`(
  SELECT d.id, d.owner_id, d.name, dt.name AS detail, d.expires_on
  FROM documents d JOIN document_types dt ON dt.id = d.type_id
  WHERE d.archived_at IS NULL AND d.owner_kind = 'provider' AND d.expires_on IS NOT NULL
  UNION ALL
  SELECT a.id, a.owner_id, gt.name, 'General document, version ' || a.version, a.expires_on
  FROM document_answers a JOIN document_types gt ON gt.id = a.type_id
  WHERE a.owner_kind = 'provider' AND a.expires_on IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM document_answers b WHERE b.owner_kind = a.owner_kind AND b.owner_id = a.owner_id
      AND b.type_id = a.type_id AND b.version > a.version)
)`;

const statusOf = (type: ReportType, subject: SQL) =>
  sql`LEFT JOIN report_item_states st ON st.report_type = ${type} AND st.subject_id = ${subject}`;

const SOURCES: Record<ReportType, Source> = {
  reappointment: {
    table: sql`credentialing_records x`,
    from: sql`credentialing_records x
      JOIN users p ON p.id = x.provider_id
      LEFT JOIN facilities f ON f.id = x.facility_id
      LEFT JOIN reference_items py ON py.id = x.payor_id
      LEFT JOIN users s ON s.id = x.assigned_staff_id
      ${statusOf('reappointment', sql`x.id`)}`,
    id: sql`x.id`,
    providerId: sql`x.provider_id`,
    due: sql`x.due_on`,
    title: sql`(CASE WHEN x.kind = 'credentialing' THEN 'Credentialing at ' || coalesce(f.name, '-')
      ELSE 'Payor enrollment with ' || coalesce(py.name, '-') END)`,
    detail: sql`(CASE WHEN x.application_type = 'initial' THEN 'Initial' ELSE 'Reappointment' END)`,
    live: sql`x.archived_at IS NULL AND x.due_on IS NOT NULL`,
    atFacility: (id) => sql`x.facility_id = ${id}`,
    staff: sql`s.id AS staff_id, s.first_name AS staff_first_name, s.last_name AS staff_last_name, s.email AS staff_email`,
  },
  'expiring-assignment': {
    table: sql`provider_facility_assignments x`,
    from: sql`provider_facility_assignments x
      JOIN users p ON p.id = x.provider_id
      JOIN facilities f ON f.id = x.facility_id
      ${statusOf('expiring-assignment', sql`x.id`)}`,
    id: sql`x.id`,
    providerId: sql`x.provider_id`,
    due: sql`x.end_date`,
    title: sql`('Assignment at ' || f.name)`,
    detail: sql`(to_char(x.start_date, 'YYYY-MM-DD') || ' to ' || to_char(x.end_date, 'YYYY-MM-DD'))`,
    live: sql`TRUE`,
    atFacility: (id) => sql`x.facility_id = ${id}`,
    staff: NO_STAFF,
  },
  'expired-document': {
    table: sql`${DOCUMENT_ITEMS} x`,
    from: sql`${DOCUMENT_ITEMS} x
      JOIN users p ON p.id = x.owner_id
      LEFT JOIN facilities f ON FALSE
      ${statusOf('expired-document', sql`x.id`)}`,
    id: sql`x.id`,
    providerId: sql`x.owner_id`,
    due: sql`x.expires_on`,
    title: sql`x.name`,
    detail: sql`x.detail`,
    live: sql`TRUE`,
    // A document belongs to no facility: the filter keeps providers assigned to it.
    atFacility: (id) =>
      sql`EXISTS (SELECT 1 FROM provider_facility_assignments a WHERE a.provider_id = x.owner_id AND a.facility_id = ${id})`,
    staff: NO_STAFF,
  },
};

export interface Scope {
  today: string;
  /** The window's last day (today + 30/60/90); none when reading one item. */
  horizon?: string;
  /** A provider reading their own report. */
  providerId?: string;
}

function conditions(type: ReportType, scope: Scope, body?: ReportListBody): SQL {
  const s = SOURCES[type];
  const w: SQL[] = [s.live];
  if (scope.horizon) {
    w.push(sql`${s.due} <= ${scope.horizon}`);
    // An assignment that already ended is no longer "expiring"; overdue reappointments and documents stay listed.
    if (type === 'expiring-assignment') w.push(sql`${s.due} >= ${scope.today}`);
  }
  if (scope.providerId) w.push(sql`${s.providerId} = ${scope.providerId}`);
  const f = body?.filters ?? {};
  if (f.providerId) w.push(sql`${s.providerId} = ${f.providerId}`);
  if (f.facilityId) w.push(s.atFacility(f.facilityId));
  if (f.status) w.push(sql`coalesce(st.status, 'pending') = ${f.status}`);
  if (body?.search) {
    const p = likePattern(body.search);
    w.push(sql`((p.first_name || ' ' || p.last_name) ILIKE ${p} OR p.email ILIKE ${p} OR ${s.title} ILIKE ${p})`);
  }
  return sql.join(w, sql` AND `);
}

const select = (type: ReportType) => {
  const s = SOURCES[type];
  return sql`SELECT ${s.id} AS id, ${s.providerId} AS provider_id, p.first_name, p.last_name, p.email,
    f.id AS facility_id, f.name AS facility_name, ${s.title} AS title, ${s.detail} AS detail,
    to_char(${s.due}, 'YYYY-MM-DD') AS due_on, coalesce(st.status, 'pending') AS status,
    ${s.staff}`;
};
const withStaff = (raw: unknown[]) => raw as ReportRow[];

function orderOf(type: ReportType, body: ReportListBody): SQL {
  const s = SOURCES[type];
  const dir = body.sortDirection === 1 ? sql`DESC` : sql`ASC`;
  const col =
    body.sortBy === 'provider'
      ? sql`lower(p.last_name || ' ' || p.first_name)`
      : body.sortBy === 'status'
        ? sql`coalesce(st.status, 'pending')`
        : s.due;
  return sql`${col} ${dir}, ${s.id} ${dir}`;
}

/**
 * The expired-document report's page when nothing but the window, the provider and the due-date order narrow it
 * (its first screen): each branch of the union takes its own first rows in expiry order through its partial
 * (expires_on, id) index, and only those are joined and sorted. The planner does not push the order into a union
 * whose branches join, so the general query sorted every document of the window (3-4 s at 1,000,000 documents).
 * The count stops at the cap the same way, and skips the forms when the documents alone reach it.
 */
function expiredDocumentsFastPath(scope: Scope, body: ReportListBody, page: { page: number; pageSize: number }) {
  const f = body.filters ?? {};
  if (body.search || f.status || f.facilityId || (body.sortBy && body.sortBy !== 'dueOn')) return undefined;
  const { limit, offset } = pageWindow(page);
  const dir = body.sortDirection === 1 ? sql`DESC` : sql`ASC`;
  const narrow = (due: SQL, owner: SQL) =>
    sql.join(
      [
        scope.horizon ? sql` AND ${due} <= ${scope.horizon}` : sql``,
        scope.providerId ? sql` AND ${owner} = ${scope.providerId}` : sql``,
        f.providerId ? sql` AND ${owner} = ${f.providerId}` : sql``,
      ],
      sql``,
    );
  const docs = sql`FROM documents d JOIN document_types dt ON dt.id = d.type_id
    WHERE d.archived_at IS NULL AND d.owner_kind = 'provider' AND d.expires_on IS NOT NULL${narrow(sql`d.expires_on`, sql`d.owner_id`)}`;
  const forms = sql`FROM document_answers a JOIN document_types gt ON gt.id = a.type_id
    WHERE a.owner_kind = 'provider' AND a.expires_on IS NOT NULL${narrow(sql`a.expires_on`, sql`a.owner_id`)}
      AND NOT EXISTS (SELECT 1 FROM document_answers b WHERE b.owner_kind = a.owner_kind AND b.owner_id = a.owner_id
        AND b.type_id = a.type_id AND b.version > a.version)`;
  const first = limit + offset;
  const items = sql`(
    (SELECT d.id, d.owner_id, d.name, dt.name AS detail, d.expires_on ${docs}
      ORDER BY d.expires_on ${dir}, d.id ${dir} LIMIT ${first})
    UNION ALL
    (SELECT a.id, a.owner_id, gt.name, 'General document, version ' || a.version, a.expires_on ${forms}
      ORDER BY a.expires_on ${dir}, a.id ${dir} LIMIT ${first})
  ) x JOIN users p ON p.id = x.owner_id LEFT JOIN facilities f ON FALSE ${statusOf('expired-document', sql`x.id`)}`;
  const cap = COUNT_CAP + 1;
  return {
    page: sql`${select('expired-document')} FROM ${items}
      ORDER BY x.expires_on ${dir}, x.id ${dir} LIMIT ${limit} OFFSET ${offset}`,
    count: sql`SELECT (CASE WHEN c.n >= ${cap} THEN c.n
        ELSE c.n + (SELECT count(*) FROM (SELECT 1 ${forms} LIMIT ${cap}) AS g) END)::int AS n
      FROM (SELECT count(*) AS n FROM (SELECT 1 ${docs} LIMIT ${cap}) AS k) AS c`,
  };
}

/** One page of a report and its total (counted up to 10,000 like every list). */
export async function listReport(
  db: Db,
  type: ReportType,
  scope: Scope,
  body: ReportListBody,
  page: { page: number; pageSize: number },
) {
  const s = SOURCES[type];
  const w = conditions(type, scope, body);
  const { limit, offset } = pageWindow(page);
  const fast = type === 'expired-document' ? expiredDocumentsFastPath(scope, body, page) : undefined;
  const [rows, count] = await Promise.all([
    db.execute(
      fast?.page ??
        sql`${select(type)} FROM ${s.from} WHERE ${w} ORDER BY ${orderOf(type, body)} LIMIT ${limit} OFFSET ${offset}`,
    ),
    db.execute(
      fast?.count ??
        // Every item has its provider (a foreign key), so without a search or a status the joins change no count.
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${body.search || body.filters?.status ? s.from : s.table}
          WHERE ${w} LIMIT ${COUNT_CAP + 1}) AS c`,
    ),
  ]);
  const n = rowsOf<{ n: number }>(count)[0]?.n ?? 0;
  return {
    rows: withStaff(rowsOf(rows)),
    totals: { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP, totalIsEstimate: false },
  };
}

/** The SQL a report page runs, bare (for the benchmark's ratio). */
export function reportPageSql(
  type: ReportType,
  scope: Scope,
  body: ReportListBody,
  page: { page: number; pageSize: number },
) {
  const s = SOURCES[type];
  const { limit, offset } = pageWindow(page);
  const fast = type === 'expired-document' ? expiredDocumentsFastPath(scope, body, page) : undefined;
  return (
    fast?.page ??
    sql`${select(type)} FROM ${s.from} WHERE ${conditions(type, scope, body)} ORDER BY ${orderOf(type, body)} LIMIT ${limit} OFFSET ${offset}`
  );
}

/** Every row of a report's filter, a batch at a time in due-date order (the XLSX download). */
export async function* allReportRows(
  db: Db,
  type: ReportType,
  scope: Scope,
  body: ReportListBody,
  batch = EXPORT_BATCH,
) {
  const s = SOURCES[type];
  const w = conditions(type, scope, body);
  let after: { due: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql` AND (${s.due}, ${s.id}) > (${after.due}::date, ${after.id}::uuid)` : sql``;
    const rows = withStaff(
      rowsOf(
        await db.execute(
          sql`${select(type)} FROM ${s.from} WHERE ${w}${keyset} ORDER BY ${s.due}, ${s.id} LIMIT ${batch}`,
        ),
      ),
    );
    if (rows.length === 0) return;
    yield* rows;
    const last = rows[rows.length - 1] as ReportRow;
    after = { due: last.due_on, id: last.id };
  }
}

/** One item (whatever its due date), within the caller's scope; undefined when there is none. */
export async function findItem(db: Db, type: ReportType, id: string, scope: Scope) {
  const s = SOURCES[type];
  const res = await db.execute(
    sql`${select(type)} FROM ${s.from} WHERE ${conditions(type, scope)} AND ${s.id} = ${id}::uuid LIMIT 1`,
  );
  return withStaff(rowsOf(res))[0];
}

/**
 * A report's reminders due on `today`, with whom to tell chosen by the caller: the provider and the assigned staff
 * (reappointments: the record's staff member; assignments: the facility's ICON contacts; documents: the ICON
 * contacts of the facilities the provider is assigned to now). A document a licence was filled from is reminded
 * of as that licence (the licences module), not twice.
 */
export function claimReminders(db: Db, type: ReportType, today: string, thresholds: readonly number[]) {
  const s = SOURCES[type];
  const live =
    type === 'expired-document'
      ? sql`${s.live} AND NOT EXISTS (SELECT 1 FROM licences l WHERE l.document_id = x.id)`
      : s.live;
  return claimDueReminders(db, { kind: type, ...s, live }, today, thresholds);
}

/** The folder of each of `ids` that is a live document (not a general document's answers): renewal links. */
export async function documentFolders(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const res = await db.execute(
    sql`SELECT id, folder_id FROM documents WHERE id = ANY(${sql.param(ids)}::uuid[]) AND archived_at IS NULL`,
  );
  return new Map(rowsOf<{ id: string; folder_id: string }>(res).map((r) => [r.id, r.folder_id]));
}

/** Reappointment due dates between two days (the risk calendar). */
export async function reappointmentsBetween(
  db: Db,
  q: { from: string; to: string; facilityId?: string; providerId?: string },
) {
  const s = SOURCES.reappointment;
  const w: SQL[] = [s.live, sql`${s.due} BETWEEN ${q.from}::date AND ${q.to}::date`];
  if (q.facilityId) w.push(sql`x.facility_id = ${q.facilityId}::uuid`);
  if (q.providerId) w.push(sql`x.provider_id = ${q.providerId}::uuid`);
  const res = await db.execute(
    sql`${select('reappointment')} FROM ${s.from} WHERE ${sql.join(w, sql` AND `)} ORDER BY ${s.due}, ${s.id}`,
  );
  return withStaff(rowsOf(res));
}
