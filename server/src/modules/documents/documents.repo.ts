import type {
  DocumentListBody,
  DocumentProviderListBody,
  DocumentTypeListBody,
  ListQuery,
  OwnerKind,
} from '@portal/contracts';
import {
  aliasedTable,
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documentAnswers,
  documentCategories,
  documentFolders,
  documents,
  documentTypes,
  facilities,
  providerProfiles,
  roles,
  users,
} from '../../db/schema/index.ts';
import { documentsPage, documentsWithType, nameSearch, newestFirstSort } from '../../platform/document-pages.ts';
import { filterTable, idIn, isFiltered, pagedList } from '../../platform/list.ts';
import { ofOwner } from '../../platform/owners.ts';
import type { RowOf } from '../../platform/rows.ts';

export type CategoryRow = typeof documentCategories.$inferSelect;
export type TypeRow = typeof documentTypes.$inferSelect;
export type FolderRow = typeof documentFolders.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

/* ---------------------------------------------------------------- categories and types */

export const listCategories = (db: Db, ownerKind: OwnerKind) =>
  db
    .select()
    .from(documentCategories)
    .where(eq(documentCategories.ownerKind, ownerKind))
    .orderBy(asc(sql`lower(${documentCategories.name})`), asc(documentCategories.id));

export const findCategory = async (db: Db, id: string) =>
  (await db.select().from(documentCategories).where(eq(documentCategories.id, id)))[0];

export const insertCategory = async (db: Db, row: typeof documentCategories.$inferInsert) =>
  (await db.insert(documentCategories).values(row).returning())[0] as CategoryRow;

const parentCategory = aliasedTable(documentCategories, 'parent_category');

const typeColumns = {
  t: documentTypes,
  categoryName: documentCategories.name,
  parentCategoryName: parentCategory.name,
  documentCount: sql<number>`(select count(*)::int from ${documents} d where d.type_id = ${documentTypes.id})`,
};
const typeBase = (db: Db) =>
  db
    .select(typeColumns)
    .from(documentTypes)
    .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, documentCategories.parentId));
export interface TypeListRow {
  t: TypeRow;
  categoryName: string;
  parentCategoryName: string | null;
  documentCount: number;
}

const TYPE_SORT = {
  name: sql`lower(${documentTypes.name})`,
  categoryName: sql`lower(${documentCategories.name})`,
  createdAt: documentTypes.createdAt,
};

/** Each filter's condition; a category filter takes its sub-categories' types too. */
const TYPE_FILTERS = filterTable({
  ownerKind: (kind) => eq(documentTypes.ownerKind, kind),
  categoryId: (id) => or(eq(documentTypes.categoryId, id), eq(documentCategories.parentId, id)) as SQL,
  search: (pattern) => ilike(documentTypes.name, pattern),
});

export function listTypes(db: Db, query: ListQuery, body: DocumentTypeListBody) {
  const f = body.filters ?? {};
  const where = and(...TYPE_FILTERS({ ownerKind: f.ownerKind, categoryId: f.categoryId, search: body.search }));
  return pagedList(db, query, newestFirstSort(body), {
    ids: () =>
      db
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.categoryId))
        .where(where)
        .$dynamic(),
    id: documentTypes.id,
    sort: TYPE_SORT,
    defaultSort: 'createdAt',
    rows: async (page) => (await typeBase(db).where(idIn(documentTypes.id, page))) as unknown as TypeListRow[],
    idOf: (r) => r.t.id,
    filtered: isFiltered(body),
  });
}

export const typesOfKind = async (db: Db, ownerKind: OwnerKind) =>
  (await typeBase(db)
    .where(eq(documentTypes.ownerKind, ownerKind))
    .orderBy(asc(sql`lower(${documentTypes.name})`))) as unknown as TypeListRow[];

export const findType = async (db: Db, id: string) =>
  ((await typeBase(db).where(eq(documentTypes.id, id))) as unknown as TypeListRow[])[0];

export const insertType = async (db: Db, row: typeof documentTypes.$inferInsert) =>
  (await db.insert(documentTypes).values(row).returning())[0] as TypeRow;

export const updateType = async (db: Db, id: string, set: Partial<typeof documentTypes.$inferInsert>) =>
  (await db.update(documentTypes).set(set).where(eq(documentTypes.id, id)).returning())[0];

export const deleteType = (db: Db, id: string) => db.delete(documentTypes).where(eq(documentTypes.id, id));

export const lockType = async (db: Db, id: string) =>
  (await db.select().from(documentTypes).where(eq(documentTypes.id, id)).for('update'))[0];

/* ---------------------------------------------------------------- owners */

export async function ownerName(db: Db, kind: OwnerKind, ownerId: string): Promise<string | null> {
  if (kind === 'facility') {
    const [f] = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, ownerId));
    return f?.name ?? null;
  }
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.role, 'provider')));
  return u ? `${u.firstName} ${u.lastName}`.trim() : null;
}

/* ---------------------------------------------------------------- folders */

/**
 * The owner's folder per category and sub-folder per sub-category, made if missing (idempotent: the unique
 * owner/category index makes a concurrent call a no-op).
 */
export async function ensureFolders(db: Db, kind: OwnerKind, ownerId: string) {
  await db.execute(sql`
    insert into document_folders (id, owner_kind, owner_id, category_id, parent_id)
    select gen_random_uuid(), ${kind}, ${ownerId}::uuid, c.id, null
    from document_categories c
    where c.owner_kind = ${kind} and c.parent_id is null
    on conflict (owner_kind, owner_id, category_id) do nothing`);
  await db.execute(sql`
    insert into document_folders (id, owner_kind, owner_id, category_id, parent_id)
    select gen_random_uuid(), ${kind}, ${ownerId}::uuid, c.id, p.id
    from document_categories c
    join document_folders p on p.owner_kind = ${kind} and p.owner_id = ${ownerId}::uuid and p.category_id = c.parent_id
    where c.owner_kind = ${kind}
    on conflict (owner_kind, owner_id, category_id) do nothing`);
}

const folderColumns = {
  f: documentFolders,
  name: documentCategories.name,
  documentCount: sql<number>`(select count(*)::int from ${documents} d
    where d.archived_at is null and (d.folder_id = ${documentFolders.id}
      or d.folder_id in (select s.id from document_folders s where s.parent_id = ${documentFolders.id})))`,
  subFolderCount: sql<number>`(select count(*)::int from document_folders s where s.parent_id = ${documentFolders.id})`,
};

export const listFolders = (db: Db, kind: OwnerKind, ownerId: string, parentId: string | null) =>
  db
    .select(folderColumns)
    .from(documentFolders)
    .innerJoin(documentCategories, eq(documentCategories.id, documentFolders.categoryId))
    .where(
      ofOwner(
        documentFolders,
        { ownerKind: kind, ownerId },
        parentId ? eq(documentFolders.parentId, parentId) : isNull(documentFolders.parentId),
      ),
    )
    .orderBy(asc(sql`lower(${documentCategories.name})`), asc(documentFolders.id));
export type FolderListRow = Awaited<ReturnType<typeof listFolders>>[number];

/** Without counts (an access check) unless `withCounts`: the counts walk the folder's documents. */
const bareFolderColumns = {
  f: documentFolders,
  name: documentCategories.name,
  documentCount: sql<number>`0`,
  subFolderCount: sql<number>`0`,
};

export const findFolder = async (db: Db, id: string, withCounts = false) =>
  (
    await db
      .select(withCounts ? folderColumns : bareFolderColumns)
      .from(documentFolders)
      .innerJoin(documentCategories, eq(documentCategories.id, documentFolders.categoryId))
      .where(eq(documentFolders.id, id))
  )[0];

/** The folder and its sub-folders, with the roles that see each. */
export const folderTree = (db: Db, id: string) =>
  db
    .select({ id: documentFolders.id, visibleRoleIds: documentFolders.visibleRoleIds })
    .from(documentFolders)
    .where(or(eq(documentFolders.id, id), eq(documentFolders.parentId, id)));

const parentFolder = aliasedTable(documentFolders, 'parent_folder');
/** The roles that see a folder: its own list and its parent's (null: every role). */
export const folderVisibility = async (
  db: Db,
  id: string,
): Promise<{ own: string[] | null; parent: string[] | null } | undefined> =>
  (
    await db
      .select({ own: documentFolders.visibleRoleIds, parent: parentFolder.visibleRoleIds })
      .from(documentFolders)
      .leftJoin(parentFolder, eq(parentFolder.id, documentFolders.parentId))
      .where(eq(documentFolders.id, id))
  )[0];

/** The owner's folder of a category (a general document type sits there); undefined until the folders exist. */
export const ownerFolderOf = async (db: Db, kind: OwnerKind, ownerId: string, categoryId: string) =>
  (
    await db
      .select({ id: documentFolders.id })
      .from(documentFolders)
      .where(ofOwner(documentFolders, { ownerKind: kind, ownerId }, eq(documentFolders.categoryId, categoryId)))
  )[0]?.id;

export const setFolderVisibility = (db: Db, id: string, roleIds: string[] | null) =>
  db.update(documentFolders).set({ visibleRoleIds: roleIds }).where(eq(documentFolders.id, id));

/** How many of these role ids exist. */
export const countRoles = async (db: Db, ids: string[]) =>
  ids.length === 0 ? 0 : ((await db.select({ n: count() }).from(roles).where(idIn(roles.id, ids)))[0]?.n ?? 0);

/* ---------------------------------------------------------------- documents */

export type DocumentListRow = RowOf<typeof documentsWithType>;

/** Each filter's condition (the search: on the name). */
const DOCUMENT_FILTERS = filterTable({ typeId: (id) => eq(documents.typeId, id), search: nameSearch });

/** A page of one folder's (or several folders') documents; the folder ids are a value like any other. */
export async function listDocuments(db: Db, query: ListQuery, folderIds: string[], body: DocumentListBody) {
  const f = body.filters ?? {};
  const where = and(
    folderIds.length === 1
      ? eq(documents.folderId, sql.param(folderIds[0]))
      : sql`${documents.folderId} = any(${sql.param(folderIds)}::uuid[])`,
    f.archived ? isNotNull(documents.archivedAt) : isNull(documents.archivedAt),
    ...DOCUMENT_FILTERS({ typeId: f.typeId, search: body.search }),
  );
  return documentsPage(db, query, where, body, Boolean(body.search || f.typeId));
}

export const findDocument = async (db: Db, id: string) => (await documentsWithType(db).where(eq(documents.id, id)))[0];

export const lockDocument = async (db: Db, id: string) =>
  (await db.select().from(documents).where(eq(documents.id, id)).for('update'))[0];

export const insertDocument = async (db: Db, row: typeof documents.$inferInsert) =>
  (await db.insert(documents).values(row).returning())[0] as DocumentRow;

export const updateDocument = async (db: Db, id: string, set: Partial<typeof documents.$inferInsert>) =>
  (await db.update(documents).set(set).where(eq(documents.id, id)).returning())[0];

export const deleteDocument = (db: Db, id: string) => db.delete(documents).where(eq(documents.id, id));

export const hasLiveDocumentOfType = async (db: Db, folderId: string, typeId: string) =>
  (
    await db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.folderId, folderId), eq(documents.typeId, typeId), isNull(documents.archivedAt)))
  )[0]?.n !== 0;

export const countDocumentsOfType = async (db: Db, typeId: string) =>
  (await db.select({ n: count() }).from(documents).where(eq(documents.typeId, typeId)))[0]?.n ?? 0;

/** The live documents of folders, a batch at a time by id (the ZIP download). */
export const folderDocuments = (db: Db, folderIds: string[]) =>
  documentsForZip(db, and(idIn(documents.folderId, folderIds), isNull(documents.archivedAt)) as SQL);

/** The documents matching `where` with their folder's name (the ZIP's directory), a batch at a time by id. */
export async function* documentsForZip(db: Db, where: SQL, batch = 500) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: documents.id,
        name: documents.name,
        format: documents.format,
        storageKey: documents.storageKey,
        dir: documentCategories.name,
      })
      .from(documents)
      .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
      .innerJoin(documentCategories, eq(documentCategories.id, documentFolders.categoryId))
      .where(and(where, gt(documents.id, after)))
      .orderBy(asc(documents.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield* rows;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/* ---------------------------------------------------------------- requirements */

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

/* ---------------------------------------------------------------- general documents (answers) */

/** An owner's answers to one general type, newest version first. */
export const answerHistory = (db: Db, kind: OwnerKind, ownerId: string, typeId: string) =>
  db
    .select()
    .from(documentAnswers)
    .where(ofOwner(documentAnswers, { ownerKind: kind, ownerId }, eq(documentAnswers.typeId, typeId)))
    .orderBy(sql`${documentAnswers.version} desc`);

export const latestAnswers = async (db: Db, kind: OwnerKind, ownerId: string, typeId: string) =>
  (await answerHistory(db, kind, ownerId, typeId).limit(1))[0];

export const insertAnswers = async (db: Db, row: typeof documentAnswers.$inferInsert) =>
  (await db.insert(documentAnswers).values(row).returning())[0];

export const generalTypesOf = (db: Db, kind: OwnerKind, typeIds?: string[]) =>
  db
    .select()
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.ownerKind, kind),
        eq(documentTypes.general, true),
        typeIds ? inArray(documentTypes.id, typeIds) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${documentTypes.name})`));

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

/**
 * Every general document type (form) of the owner's kind with the owner's folder it sits in (and that folder's
 * parent), plus the owner's latest answers to it (null: not filled in). Folders must exist (ensureFolders).
 */
export async function generalForms(db: Db, kind: OwnerKind, ownerId: string) {
  const rows = await db.execute(sql`
    select t.id as "typeId", t.name as "typeName", t.fields as "fields",
      f.id as "folderId", c.name as "folderName", p.id as "parentFolderId", pc.name as "parentFolderName",
      f.visible_role_ids as "visibleRoleIds", p.visible_role_ids as "parentVisibleRoleIds",
      a.version as "version", a.values as "values", a.expires_on::text as "expiresOn",
      a.created_at as "createdAt", a.created_by as "createdBy"
    from document_types t
    join document_folders f on f.owner_kind = ${kind} and f.owner_id = ${ownerId}::uuid and f.category_id = t.category_id
    join document_categories c on c.id = f.category_id
    left join document_folders p on p.id = f.parent_id
    left join document_categories pc on pc.id = p.category_id
    left join lateral (
      select version, values, expires_on, created_at, created_by from document_answers x
      where x.owner_kind = ${kind} and x.owner_id = ${ownerId}::uuid and x.type_id = t.id
      order by version desc limit 1
    ) a on true
    where t.owner_kind = ${kind} and t.general
    order by lower(coalesce(pc.name, c.name)), lower(c.name), lower(t.name), t.id`);
  return (
    rows as unknown as {
      rows: {
        typeId: string;
        typeName: string;
        fields: unknown;
        folderId: string;
        folderName: string;
        parentFolderId: string | null;
        parentFolderName: string | null;
        visibleRoleIds: string[] | null;
        parentVisibleRoleIds: string[] | null;
        version: number | null;
        values: Record<string, unknown> | null;
        expiresOn: string | null;
        createdAt: Date | string | null;
        createdBy: string | null;
      }[];
    }
  ).rows;
}

/** Every staff role with its permission values (filesystem/roles). */
export const rolesWithPermissions = (db: Db) =>
  db
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
