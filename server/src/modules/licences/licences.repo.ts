import type { LicenceListBody, ListQuery } from '@portal/contracts';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { licences } from '../../db/schema/index.ts';
import { filterTable, pagedList, rowsByIds } from '../../platform/list.ts';
import { findOne } from '../../platform/rows.ts';

const SORT = {
  name: sql`lower(${licences.name})`,
  createdAt: licences.createdAt,
};

/** Each filter's condition (the search: on the name). */
const FILTERS = filterTable({
  status: (status) => eq(licences.status, status),
  search: (pattern) => ilike(licences.name, pattern),
});

const rows = (db: Db) => db.select().from(licences);
const rowsOfIds = rowsByIds('licences_by_ids', rows, licences.id);

/** A page of licences; no status filter lists the active ones. */
export function listLicences(db: Db, query: ListQuery, body: LicenceListBody) {
  const f = body.filters ?? {};
  const where = and(...FILTERS({ ...f, status: f.status ?? 'active', search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: licences.id }).from(licences).where(where).$dynamic(),
    id: licences.id,
    sort: SORT,
    defaultSort: ['name', -1],
    rows: (ids) => rowsOfIds(db, ids),
    idOf: (r) => r.id,
  });
}

export const findLicence = (db: Db, id: string) => findOne(rows(db).where(eq(licences.id, id)));
export type LicenceRow = typeof licences.$inferSelect;

export async function findLicenceIdByName(db: Db, name: string) {
  const row = await findOne(
    db
      .select({ id: licences.id })
      .from(licences)
      .where(eq(sql`lower(${licences.name})`, name.toLowerCase())),
  );
  return row?.id;
}

export type LicenceValues = Pick<typeof licences.$inferInsert, 'name' | 'description'>;

export async function insertLicence(db: Db, id: string, values: LicenceValues) {
  await db.insert(licences).values({ id, ...values });
}

export async function updateLicence(db: Db, id: string, values: LicenceValues) {
  await db
    .update(licences)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(licences.id, id));
}
