import { type FacilityListBody, type IsoDay, type ListQuery, todayIn } from '@portal/contracts';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  divisions,
  facilities,
  facilityContacts,
  facilityIconContacts,
  referenceItems,
  users,
} from '../../db/schema/index.ts';
import { filterTable, pagedList, rowsByIds } from '../../platform/list.ts';
import { findOne, personColumns } from '../../platform/rows.ts';

const clients = alias(referenceItems, 'clients');
const vms = alias(referenceItems, 'vms');

const summaryColumns = {
  facility: facilities,
  clientName: clients.name,
  vmsName: vms.name,
  divisionName: divisions.name,
};

const SORT = {
  name: sql`lower(${facilities.name})`,
  city: sql`lower(${facilities.city})`,
  state: sql`lower(${facilities.state})`,
  createdAt: facilities.createdAt,
};

/** Each filter's condition (the search: on the name). */
const FILTERS = filterTable({
  status: (status) => eq(facilities.status, status),
  search: (pattern) => ilike(facilities.name, pattern),
  clientId: (id) => eq(facilities.clientId, id),
  vmsId: (id) => eq(facilities.vmsId, id),
  state: (state) => eq(facilities.state, state),
});

const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(facilities)
    .leftJoin(clients, eq(clients.id, facilities.clientId))
    .leftJoin(vms, eq(vms.id, facilities.vmsId))
    .leftJoin(divisions, eq(divisions.id, facilities.divisionId));
const summariesByIds = rowsByIds('facilities_by_ids', summaries, facilities.id);

/** A page of facilities; no status filter lists the active ones. */
export function listFacilities(db: Db, query: ListQuery, body: FacilityListBody) {
  const f = body.filters ?? {};
  const where = and(...FILTERS({ ...f, status: f.status ?? 'active', search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: facilities.id }).from(facilities).where(where).$dynamic(),
    id: facilities.id,
    sort: SORT,
    defaultSort: ['name', -1],
    rows: (ids) => summariesByIds(db, ids),
    idOf: (r) => r.facility.id,
  });
}

export async function findFacility(db: Db, id: string) {
  const row = await findOne(summaries(db).where(eq(facilities.id, id)));
  if (!row) return undefined;
  const [contacts, iconContacts] = await Promise.all([
    db.select().from(facilityContacts).where(eq(facilityContacts.facilityId, id)),
    db
      .select(personColumns(users))
      .from(facilityIconContacts)
      .innerJoin(users, eq(users.id, facilityIconContacts.userId))
      .where(eq(facilityIconContacts.facilityId, id))
      .orderBy(asc(users.firstName)),
  ]);
  return { ...row, contacts, iconContacts };
}
export type FacilityRow = NonNullable<Awaited<ReturnType<typeof findFacility>>>;
export type FacilitySummaryRow = Awaited<ReturnType<typeof listFacilities>>['rows'][number];

/** Today at a facility: the day in its own zone (the company's when it records none). */
export async function facilityToday(db: Db, facilityId: string): Promise<IsoDay> {
  const [row] = await db
    .select({ timezone: facilities.timezone })
    .from(facilities)
    .where(eq(facilities.id, facilityId))
    .limit(1);
  return todayIn(row?.timezone);
}

export async function findFacilityIdByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(sql`lower(${facilities.name})`, name.toLowerCase()))
    .limit(1);
  return row?.id;
}

export type FacilityValues = Omit<typeof facilities.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;
export type ContactValues = {
  type: (typeof facilityContacts.$inferInsert)['type'];
  name: string;
  email: string;
  phone: string | null;
};

export async function insertFacility(db: Db, id: string, values: FacilityValues) {
  await db.insert(facilities).values({ id, ...values });
}

export async function updateFacility(db: Db, id: string, values: Partial<typeof facilities.$inferInsert>) {
  await db
    .update(facilities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(facilities.id, id));
}

/** Replaces the facility's contacts and ICON staff contacts with the given ones. */
export async function replaceContacts(
  db: Db,
  facilityId: string,
  contacts: (ContactValues & { id: string })[],
  iconUserIds: string[],
) {
  await db.delete(facilityContacts).where(eq(facilityContacts.facilityId, facilityId));
  if (contacts.length) await db.insert(facilityContacts).values(contacts.map((c) => ({ ...c, facilityId })));
  await db.delete(facilityIconContacts).where(eq(facilityIconContacts.facilityId, facilityId));
  if (iconUserIds.length) {
    await db.insert(facilityIconContacts).values([...new Set(iconUserIds)].map((userId) => ({ facilityId, userId })));
  }
}
