import type { OwnerKind } from '@portal/contracts';
import { aliasedTable, and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentCategories, documentFolders, documents, facilities, roles, users } from '../../../db/schema/index.ts';
import { idIn } from '../../../platform/list.ts';
import { ofOwner } from '../../../platform/owners.ts';

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

/** Every staff role with its permission values (filesystem/roles). */
export const rolesWithPermissions = (db: Db) =>
  db
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(roles)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));

const folderOwnColumns = {
  id: documentFolders.id,
  ownerKind: documentFolders.ownerKind,
  ownerId: documentFolders.ownerId,
  parentId: documentFolders.parentId,
  categoryId: documentFolders.categoryId,
  name: documentCategories.name,
};
/** A folder with its category's name, without counts. */
export type FolderPlaceRow = {
  id: string;
  ownerKind: 'provider' | 'facility';
  ownerId: string;
  parentId: string | null;
  categoryId: string;
  name: string;
};

export const foldersByIds = async (db: Db, ids: string[]): Promise<FolderPlaceRow[]> =>
  ids.length === 0
    ? []
    : db
        .select(folderOwnColumns)
        .from(documentFolders)
        .innerJoin(documentCategories, eq(documentCategories.id, documentFolders.categoryId))
        .where(idIn(documentFolders.id, ids))
        .orderBy(asc(sql`lower(${documentCategories.name})`), asc(documentFolders.id));
