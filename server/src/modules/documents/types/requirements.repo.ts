import type { DocumentProviderListBody, ListQuery, OwnerKind } from '@portal/contracts';
import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentCategories, documents, documentTypes, providerProfiles, users } from '../../../db/schema/index.ts';
import { idIn, isFiltered, likePattern, orderBy, pagedList } from '../../../platform/list.ts';
import { type Bind, filterTable, shapedIds, sortShape } from '../../../platform/list-statements.ts';

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
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  email: sql`lower(${users.email})`,
};

/** Each filter's condition; the search (a LIKE pattern) reads the name and e-mail. */
const PROVIDER_FILTERS = filterTable({
  specialty: (specialty) => eq(providerProfiles.specialty, specialty),
  search: (pattern) => ilike(sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`, pattern),
});

/** What steers the providers-with-documents list's SQL: which filters are set, and the sort. */
type ProviderListShape = ReturnType<typeof PROVIDER_FILTERS.shapeOf> &
  ReturnType<typeof sortShape<keyof typeof PROVIDER_SORT>>;

/** The matching providers' ids; the profile table is joined only to filter by specialty. */
function providerIds(db: Db, s: ProviderListShape, bind: Bind) {
  const q = db.select({ id: users.id }).from(users).$dynamic();
  if (s.specialty) q.innerJoin(providerProfiles, eq(providerProfiles.userId, users.id));
  return q.where(and(eq(users.role, 'provider'), isNull(users.archivedAt), ...PROVIDER_FILTERS.conditions(s, bind)));
}

const providerListIds = shapedIds<ProviderListShape>({
  matching: providerIds,
  ordered: (db, shape, bind) =>
    providerIds(db, shape, bind).orderBy(...orderBy(PROVIDER_SORT[shape.sortBy], shape.sortDirection, users.id)),
});

export async function listDocumentProviders(db: Db, query: ListQuery, body: DocumentProviderListBody) {
  const values = { specialty: body.filters?.specialty, search: body.search ? likePattern(body.search) : undefined };
  return pagedList(db, query, {
    ids: providerListIds,
    shape: { ...PROVIDER_FILTERS.shapeOf(values), ...sortShape(body, 'name', -1) },
    values,
    rows: (page) => providerFacts(db, page),
    idOf: (r) => r.id,
    filtered: isFiltered(body),
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
