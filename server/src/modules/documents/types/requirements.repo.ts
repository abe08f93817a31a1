import type { DocumentProviderListBody, ListQuery, OwnerKind } from '@portal/contracts';
import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentCategories, documents, documentTypes, providerProfiles, users } from '../../../db/schema/index.ts';
import { byLastName, filterTable, idIn, pagedList } from '../../../platform/list.ts';

export const requiredTypes = (db: Db, kind: OwnerKind) =>
  db
    .select({
      id: documentTypes.id,
      name: documentTypes.name,
      requiredFor: documentTypes.requiredFor,
      folderName: documentCategories.name,
    })
    .from(documentTypes)
    .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.categoryId))
    .where(
      and(
        eq(documentTypes.ownerKind, kind),
        sql`(${documentTypes.requiredFor}->>'everyone' = 'true'
          or jsonb_array_length(${documentTypes.requiredFor}->'specialties') > 0
          or jsonb_array_length(${documentTypes.requiredFor}->'organisations') > 0
          or jsonb_array_length(${documentTypes.requiredFor}->'facilityIds') > 0)`,
      ),
    );

/** Per owner and type, the latest expiry among live documents (null expiry = never expires) and whether one exists. */
export async function heldTypes(db: Db, kind: OwnerKind, ownerIds: string[], typeIds: string[]) {
  if (ownerIds.length === 0 || typeIds.length === 0) return [];
  return db
    .select({
      ownerId: documents.ownerId,
      typeId: documents.typeId,
      /** 'infinity' when some live document has no expiry. */
      expiresOn: sql<string>`max(coalesce(${documents.expiresOn}::text, 'infinity'))`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.ownerKind, kind),
        idIn(documents.ownerId, ownerIds),
        idIn(documents.typeId, typeIds),
        isNull(documents.archivedAt),
      ),
    )
    .groupBy(documents.ownerId, documents.typeId);
}

export async function providerFacts(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      specialty: providerProfiles.specialty,
      organisation: providerProfiles.organisation,
    })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(idIn(users.id, ids), eq(users.role, 'provider')));
}

const PROVIDER_SORT = {
  name: byLastName(),
  email: sql`lower(${users.email})`,
};

/** Each filter's condition; the search reads the name and e-mail. */
const PROVIDER_FILTERS = filterTable({
  specialty: (specialty) => eq(providerProfiles.specialty, specialty),
  search: (pattern) => ilike(sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`, pattern),
});

/** A page of the providers with documents; the profile table is joined only to filter by specialty. */
export async function listDocumentProviders(db: Db, query: ListQuery, body: DocumentProviderListBody) {
  const specialty = body.filters?.specialty;
  const where = and(
    eq(users.role, 'provider'),
    isNull(users.archivedAt),
    ...PROVIDER_FILTERS({ specialty, search: body.search }),
  );
  return pagedList(db, query, body, {
    ids: () => {
      const q = db.select({ id: users.id }).from(users).$dynamic();
      if (specialty) q.innerJoin(providerProfiles, eq(providerProfiles.userId, users.id));
      return q.where(where);
    },
    id: users.id,
    sort: PROVIDER_SORT,
    defaultSort: ['name', -1],
    rows: (page) => providerFacts(db, page),
    idOf: (r) => r.id,
  });
}

/** Per owner and general type, the expiry of the latest answers ('infinity' without one). */
export async function heldAnswers(db: Db, kind: OwnerKind, ownerIds: string[], typeIds: string[]) {
  if (ownerIds.length === 0 || typeIds.length === 0) return [];
  const rows = await db.execute(sql`
    select distinct on (owner_id, type_id) owner_id as "ownerId", type_id as "typeId",
      coalesce(expires_on::text, 'infinity') as "expiresOn"
    from document_answers
    where owner_kind = ${kind} and owner_id = any(${sql.param(ownerIds)}::uuid[])
      and type_id = any(${sql.param(typeIds)}::uuid[])
    order by owner_id, type_id, version desc`);
  return (rows as unknown as { rows: { ownerId: string; typeId: string; expiresOn: string }[] }).rows;
}
