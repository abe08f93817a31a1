import {
  addDays,
  type LICENCE_TYPES,
  type LicenceListBody,
  type ListQuery,
  REMINDER_THRESHOLDS,
  todayIn,
} from '@portal/contracts';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { documents, licences, users } from '../../db/schema/index.ts';
import { byLastName, filterTable, ownScope, rowsByIds, userFullName } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { findOne, type RowOf, refsPage, selectWithProvider } from '../../platform/rows.ts';

const verifier = alias(users, 'verifier');

const base = (db: Db) =>
  selectWithProvider(
    db,
    {
      l: licences,
      verifierFirstName: verifier.firstName,
      verifierLastName: verifier.lastName,
      // The renewal upload opens the linked document's folder.
      folderId: documents.folderId,
    },
    licences,
  )
    .leftJoin(verifier, eq(verifier.id, licences.verifiedBy))
    .leftJoin(documents, eq(documents.id, licences.documentId));
export type LicenceRow = RowOf<typeof base>;

const SORT = {
  expiresOn: licences.expiresOn,
  state: licences.state,
  number: licences.number,
  status: licences.status,
  createdAt: licences.createdAt,
  provider: byLastName(),
};

/** Each filter's condition; the owner (a provider's own list) takes the place of the provider filter. */
const FILTERS = filterTable({
  owner: (id) => eq(licences.providerId, id),
  providerId: (id) => eq(licences.providerId, id),
  state: (state) => eq(licences.state, state),
  status: (status) => eq(licences.status, status),
  type: (type) => eq(licences.type, type),
  expiringFrom: (day) => sql`${licences.expiresOn} >= ${day}::date`,
  expiringBy: (day) => sql`${licences.expiresOn} <= ${day}::date`,
  search: (pattern) =>
    or(...[licences.number, licences.state, userFullName(), users.email].map((c) => ilike(c, pattern))) as SQL,
});

function where(body: LicenceListBody, ownerId?: string) {
  const { expiringWithin, ...f } = body.filters ?? {};
  const today = todayIn();
  const expiring = expiringWithin !== undefined && expiringWithin !== null;
  return and(
    ...FILTERS({
      ...f,
      ...ownScope(ownerId),
      expiringFrom: expiring ? today : undefined,
      expiringBy: expiring ? addDays(today, Number(expiringWithin)) : undefined,
      search: body.search,
    }),
  );
}

const byIds = rowsByIds('licences_by_ids', base, licences.id);

/** A page of licences; a search or a sort by the provider's name joins the provider. */
export function listLicences(db: Db, query: ListQuery, body: LicenceListBody, ownerId?: string) {
  const w = where(body, ownerId);
  return refsPage(db, query, body, ownerId, {
    table: licences,
    where: () => w,
    conditionsJoin: Boolean(body.search),
    sort: SORT,
    defaultSort: ['expiresOn', -1],
    rows: byIds,
    idOf: (r) => r.l.id,
  });
}

export function findLicence(db: Db, id: string, ownerId?: string) {
  const c = [eq(licences.id, id)];
  if (ownerId) c.push(eq(licences.providerId, ownerId));
  return findOne(base(db).where(and(...c)));
}

export const findProviderUser = (db: Db, id: string) =>
  findOne(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'provider'))),
  );

export type LicenceValues = Omit<typeof licences.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertLicence(db: Db, id: string, values: LicenceValues) {
  await db.insert(licences).values({ id, ...values });
}

export async function updateLicence(db: Db, id: string, values: Partial<LicenceValues>) {
  await db
    .update(licences)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(licences.id, id));
}

/** The licence with this provider, state, type and number (the unique key), locked for the caller's change. */
export const lockByKey = (db: Db, key: Pick<LicenceValues, 'providerId' | 'state' | 'type' | 'number'>) =>
  findOne(
    db
      .select()
      .from(licences)
      .where(
        and(
          eq(licences.providerId, key.providerId),
          eq(licences.state, key.state),
          eq(licences.type, key.type),
          eq(licences.number, key.number),
        ),
      )
      .for('update'),
  );

/** The licence filled from a document, locked for the caller's change. */
export const lockByDocument = (db: Db, documentId: string) =>
  findOne(db.select().from(licences).where(eq(licences.documentId, documentId)).for('update'));

/** Licences still held or expired (not revoked) expiring between two days, for the risk calendar. */
export async function licencesExpiringBetween(
  db: Db,
  q: { from: string; to: string; facilityId?: string; providerId?: string },
) {
  const res = await db.execute(sql`SELECT l.id, l.type, l.state, l.number, to_char(l.expires_on, 'YYYY-MM-DD') AS day,
      l.provider_id, trim(p.first_name || ' ' || p.last_name) AS provider_name
    FROM licences l JOIN users p ON p.id = l.provider_id
    WHERE l.status <> 'revoked' AND l.expires_on BETWEEN ${q.from}::date AND ${q.to}::date
      ${q.providerId ? sql`AND l.provider_id = ${q.providerId}::uuid` : sql``}
      ${
        q.facilityId
          ? sql`AND EXISTS (SELECT 1 FROM provider_facility_assignments fa WHERE fa.provider_id = l.provider_id
              AND fa.facility_id = ${q.facilityId}::uuid AND fa.end_date >= ${q.from}::date)`
          : sql``
      }
    ORDER BY l.expires_on, l.id`);
  return rowsOf<{
    id: string;
    type: LicenceRow['l']['type'];
    state: string;
    number: string;
    day: string;
    provider_id: string;
    provider_name: string;
  }>(res);
}

/** Licences still held (pending or verified) are reminded of; expired and revoked ones are not. */
export const REMINDER_SOURCE = {
  kind: 'licence' as const,
  from: sql`licences x`,
  id: sql`x.id`,
  due: sql`x.expires_on`,
  title: sql`x.number`,
  providerId: sql`x.provider_id`,
  live: sql`x.status IN ('pending', 'active')`,
};

/** How far before the expiry a reminder cycle begins: the first threshold. */
const CYCLE_DAYS = Math.max(...REMINDER_THRESHOLDS);

interface Detail {
  id: string;
  type: keyof typeof LICENCE_TYPES;
  state: string;
  number: string;
  document_id: string | null;
  folder_id: string | null;
  first_name: string;
  last_name: string;
  /** Whether the provider uploaded a document of the licence's kind since its reminder cycle began. */
  uploaded: boolean;
}

/**
 * The claimed licences with what their texts need. The cycle began at its first reminder for this expiry (or, when
 * the first one sent is the last threshold, that many days before the expiry); a renewal was uploaded when the
 * linked document was replaced since (a renewal upload archives it) or a live document carries the licence's number.
 */
export async function reminderDetails(db: Db, ids: string[]) {
  const res = await db.execute(sql`
    SELECT l.id, l.type, l.state, l.number, l.document_id, d.folder_id, p.first_name, p.last_name,
      (coalesce(d.archived_at >= cycle.began, false) OR EXISTS (
        SELECT 1 FROM documents u
        WHERE u.owner_kind = 'provider' AND u.owner_id = l.provider_id AND u.archived_at IS NULL
          AND u.created_at >= cycle.began
          AND (upper(u.values ->> 'licence-number') = l.number OR upper(u.values ->> 'dea-number') = l.number)
      )) AS uploaded
    FROM licences l JOIN users p ON p.id = l.provider_id LEFT JOIN documents d ON d.id = l.document_id
    CROSS JOIN LATERAL (SELECT coalesce(
      (SELECT min(r.sent_at) FROM expiry_reminders r
        WHERE r.report_type = 'licence' AND r.subject_id = l.id AND r.due_on = l.expires_on AND r.threshold > 7),
      (l.expires_on - ${CYCLE_DAYS}::int)::timestamptz) AS began) cycle
    WHERE l.id = ANY(${sql.param(ids)}::uuid[])`);
  return new Map(rowsOf<Detail>(res).map((r) => [r.id, r]));
}

/** Licences still held (pending or verified) whose expiry day has passed by `today`. */
export async function expiredHeldIds(db: Db, today: string) {
  const res = await db.execute(
    sql`SELECT id FROM licences WHERE status IN ('pending', 'active') AND expires_on < ${today}::date`,
  );
  return rowsOf<{ id: string }>(res).map((r) => r.id);
}
