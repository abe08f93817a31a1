import type { CredentialingListBody, ListQuery } from '@portal/contracts';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  credentialingRecords,
  documents,
  documentTypes,
  facilities,
  facilityContacts,
  referenceItems,
  users,
} from '../../db/schema/index.ts';
import { byLastName, filterTable, idIn, keysetSelect, likePattern, pagedList, rowsByIds } from '../../platform/list.ts';
import { findOne, personColumns, selectWithProvider, withProviderFields } from '../../platform/rows.ts';

const staffUsers = alias(users, 'staff_users');
const payors = alias(referenceItems, 'payors');
const c = credentialingRecords;
export type RecordRow = typeof credentialingRecords.$inferSelect;
/** Not archived (the workflow engine's extra condition: an archived record does not move). */
export const LIVE_ONLY = isNull(credentialingRecords.archivedAt);

const columns = {
  r: c,
  facility: { _id: facilities.id, name: facilities.name },
  payor: { _id: payors.id, name: payors.name },
  staff: personColumns(staffUsers),
};

const base = (db: Db) =>
  selectWithProvider(db, columns, c)
    .leftJoin(facilities, eq(facilities.id, c.facilityId))
    .leftJoin(payors, eq(payors.id, c.payorId))
    .leftJoin(staffUsers, eq(staffUsers.id, c.assignedStaffId));

const SORT = {
  createdAt: c.createdAt,
  dueOn: c.dueOn,
  status: c.status,
  applicationType: c.applicationType,
  provider: byLastName(),
};

/** Each filter's condition; a search reads the provider, facility and payor names, so it needs them joined. */
const FILTERS = filterTable({
  kind: (kind) => eq(c.kind, kind),
  providerId: (id) => eq(c.providerId, id),
  facilityId: (id) => eq(c.facilityId, id),
  payorId: (id) => eq(c.payorId, id),
  applicationType: (type) => eq(c.applicationType, type),
  status: (status) => eq(c.status, status),
  assignedStaffId: (id) => eq(c.assignedStaffId, id),
  search: (pattern) =>
    or(
      ilike(sql`(${users.firstName} || ' ' || ${users.lastName})`, pattern),
      ilike(users.email, pattern),
      ilike(facilities.name, pattern),
      ilike(payors.name, pattern),
      ilike(c.privileges, pattern),
    ) as SQL,
});

/** The conditions of a list body: the live or the archived records, then the filters set. */
const where = (body: CredentialingListBody, archived: boolean) =>
  and(archived ? isNotNull(c.archivedAt) : isNull(c.archivedAt), ...FILTERS({ ...body.filters, search: body.search }));

function selectIds(db: Db, w: SQL | undefined, joins: boolean) {
  const q = db.select({ id: c.id }).from(c).$dynamic();
  if (joins)
    q.innerJoin(users, eq(users.id, c.providerId))
      .leftJoin(facilities, eq(facilities.id, c.facilityId))
      .leftJoin(payors, eq(payors.id, c.payorId));
  return q.where(w);
}

const byIds = rowsByIds('credentialing_by_ids', base, c.id);
export type CredentialingRow = Awaited<ReturnType<typeof byIds>>[number];

/** A page of records; a search, or a sort by the provider's name, joins what it reads. */
export function listRecords(db: Db, query: ListQuery, body: CredentialingListBody, archived: boolean) {
  const w = where(body, archived);
  return pagedList(db, query, body, {
    ids: (sortBy) => selectIds(db, w, Boolean(body.search) || sortBy === 'provider'),
    id: c.id,
    sort: SORT,
    defaultSort: 'createdAt',
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.r.id,
    filtered: true,
  });
}

export function allRecords(db: Db, body: CredentialingListBody, archived: boolean, batch?: number) {
  return keysetSelect({
    id: c.id,
    where: where(body, archived),
    select: (w) => selectIds(db, w, Boolean(body.search)),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.r.id,
    batch,
    statement: {
      db,
      fields: withProviderFields(columns),
      leftJoined: [facilities, payors, staffUsers],
      select: (w) => base(db).where(w),
    },
  });
}

export const findRecord = (db: Db, id: string) => findOne(base(db).where(eq(c.id, id)));

export const insertRecord = (db: Db, values: typeof c.$inferInsert) => db.insert(c).values(values);

export const updateRecord = (db: Db, id: string, values: Partial<typeof c.$inferInsert>) =>
  db
    .update(c)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(c.id, id))
    .returning({ id: c.id });

export async function userWithRole(db: Db, id: string, roles: ('provider' | 'iconUser' | 'superAdmin')[]) {
  const row = await findOne(db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)));
  return row && roles.includes(row.role as never) ? row : undefined;
}

export const facilityExists = async (db: Db, id: string) =>
  Boolean(await findOne(db.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, id))));

export async function payorExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: referenceItems.id })
    .from(referenceItems)
    .where(and(eq(referenceItems.id, id), eq(referenceItems.kind, 'insurance-provider')))
    .limit(1);
  return Boolean(row);
}

const linkedDocument = {
  _id: documents.id,
  name: documents.name,
  typeName: documentTypes.name,
  format: documents.format,
  expiresOn: documents.expiresOn,
};
const providersLive = (providerId: string) =>
  and(eq(documents.ownerKind, 'provider'), eq(documents.ownerId, providerId), isNull(documents.archivedAt));

/** The provider's live documents among `ids` (a linked document must be theirs). */
export const providerDocuments = (db: Db, providerId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(linkedDocument)
        .from(documents)
        .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
        .where(and(idIn(documents.id, ids), providersLive(providerId)))
        .orderBy(documents.name, documents.id);

/** Up to `limit` of the provider's live documents whose name or type matches `search`, by name (the picker). */
export const searchProviderDocuments = (db: Db, providerId: string, search: string | undefined, limit = 20) => {
  const term = search ? likePattern(search) : null;
  return db
    .select(linkedDocument)
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .where(
      and(
        providersLive(providerId),
        term ? or(ilike(documents.name, term), ilike(documentTypes.name, term)) : undefined,
      ),
    )
    .orderBy(documents.name, documents.id)
    .limit(limit);
};

/** The facility's contact of one kind (primary credentialing or primary PE contact), if any. */
export async function facilityContact(
  db: Db,
  facilityId: string,
  type: 'primary_credentialing_contact' | 'primary_pe_contact',
) {
  const [row] = await db
    .select({ name: facilityContacts.name, email: facilityContacts.email })
    .from(facilityContacts)
    .where(and(eq(facilityContacts.facilityId, facilityId), eq(facilityContacts.type, type)))
    .limit(1);
  return row;
}

/** An entity's audit trail, newest first. */
export const historyOf = (db: Db, entityType: string, entityId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(200);

export async function findProviderName(db: Db, id: string) {
  const row = await findOne(db.select(personColumns(users)).from(users).where(eq(users.id, id)));
  if (!row) throw new Error('provider vanished');
  return row;
}
