import type { ListQuery } from '@portal/contracts';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  auditEvents,
  documentFolders,
  documentShares,
  documents,
  documentTypes,
  facilities,
  roles,
  users,
} from '../../../db/schema/index.ts';
import { idIn, type ListBody, pagedList } from '../../../platform/list.ts';
import { ofOwner } from '../../../platform/owners.ts';
import { foldersByIds } from '../folders/index.ts';

export type ShareRow = typeof documentShares.$inferSelect;

export const insertShares = async (db: Db, rows: (typeof documentShares.$inferInsert)[]) =>
  db.insert(documentShares).values(rows).returning();

export const findShare = async (db: Db, id: string) =>
  (await db.select().from(documentShares).where(eq(documentShares.id, id)))[0];

export const findShareByLink = async (db: Db, linkHash: string) =>
  (await db.select().from(documentShares).where(eq(documentShares.linkHash, linkHash)))[0];

/**
 * Revokes a live share (conditional, so twice is a no-op the caller sees). Its guest tokens stay, so their next
 * request is answered 'the link has expired' (guests/sessions.repo.ts reads the share on every request).
 */
export async function revokeShare(db: Db, id: string, by: string) {
  const [row] = await db
    .update(documentShares)
    .set({ revokedAt: new Date(), revokedBy: by })
    .where(and(eq(documentShares.id, id), isNull(documentShares.revokedAt)))
    .returning();
  return row;
}

export const touchShare = (db: Db, id: string) =>
  db.update(documentShares).set({ lastAccessAt: new Date() }).where(eq(documentShares.id, id));

export const userNames = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? new Map<string, string>()
    : new Map(
        (
          await db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(users)
            .where(idIn(users.id, ids))
        ).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]),
      );

/** The shares of an owner's library that meet `reach`, newest first. */
const ownerShares = (db: Db, owner: { ownerKind: string; ownerId: string }, reach: SQL | undefined) =>
  db
    .select()
    .from(documentShares)
    .where(ofOwner(documentShares, owner, reach))
    .orderBy(desc(documentShares.createdAt));

/** The shares that reach a document: of itself, of its folder or the folder's parent, or the owner's whole library. */
export async function sharesReachingDocument(
  db: Db,
  doc: {
    id: string;
    ownerKind: string;
    ownerId: string;
    typeId: string;
    folderId: string;
    parentFolderId: string | null;
  },
) {
  const folders = [doc.folderId, ...(doc.parentFolderId ? [doc.parentFolderId] : [])];
  return ownerShares(
    db,
    doc,
    or(
      eq(documentShares.documentId, doc.id),
      idIn(documentShares.folderId, folders),
      and(
        eq(documentShares.scope, 'all'),
        sql`(cardinality(${documentShares.typeIds}) = 0 or ${doc.typeId}::uuid = any(${documentShares.typeIds}))`,
      ),
    ),
  );
}

/** The shares that reach a folder or part of it: the folder, its parent, a sub-folder, a document in it, or all. */
export async function sharesTouchingFolder(
  db: Db,
  folder: { id: string; ownerKind: string; ownerId: string; parentId: string | null },
  treeIds: string[],
) {
  const folders = [...treeIds, ...(folder.parentId ? [folder.parentId] : [])];
  return ownerShares(
    db,
    folder,
    or(
      idIn(documentShares.folderId, folders),
      eq(documentShares.scope, 'all'),
      sql`${documentShares.documentId} in (select id from documents where folder_id = any(${sql.param(treeIds)}::uuid[]))`,
    ),
  );
}

/** The shares of an owner's library that are `all` (a general document is reached only by those). */
export const allShares = (db: Db, ownerKind: string, ownerId: string) =>
  ownerShares(db, { ownerKind, ownerId }, eq(documentShares.scope, 'all'));

/** Guest reads and downloads of these shares, newest first (the audit trail; at most `limit` per call). */
export const guestAccesses = (db: Db, shareIds: string[], limit = 200) =>
  shareIds.length === 0
    ? Promise.resolve([] as (typeof auditEvents.$inferSelect)[])
    : db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entityType, 'document-share'),
            sql`${auditEvents.entityId} = any(${sql.param(shareIds)}::text[])`,
            sql`${auditEvents.action} like 'guest-%'`,
          ),
        )
        .orderBy(desc(auditEvents.at))
        .limit(limit);

const guestStepsOf = (shareId: string) =>
  and(
    eq(auditEvents.entityType, 'document-share'),
    eq(auditEvents.entityId, shareId),
    sql`${auditEvents.action} like 'guest-%'`,
  );

/** One page of a share's guest steps (the access history), newest first unless asked otherwise. */
export const pageOfAccesses = (db: Db, query: ListQuery, body: ListBody<'at'>, shareId: string) =>
  pagedList(db, query, body, {
    ids: () => db.select({ id: auditEvents.id }).from(auditEvents).where(guestStepsOf(shareId)).$dynamic(),
    id: auditEvents.id,
    sort: { at: auditEvents.at },
    defaultSort: 'at',
    rows: (ids) => db.select().from(auditEvents).where(idIn(auditEvents.id, ids)),
    idOf: (r) => r.id,
    filtered: true,
  });

/** Staff who see an owner kind's documents by role: roles holding the permission, with their live users. */
export async function staffWithPermission(db: Db, permission: string) {
  const rows = await db
    .select({
      roleId: roles.id,
      role: roles.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.role, 'iconUser'),
        isNull(users.archivedAt),
        eq(users.status, 'confirmed'),
        sql`${permission} = any(${roles.permissions})`,
      ),
    )
    .orderBy(asc(roles.name), asc(users.lastName));
  const supers = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'superAdmin'), isNull(users.archivedAt)));
  return { rows, supers };
}

export async function providerContact(db: Db, id: string) {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'provider')));
  return u ? { name: `${u.firstName} ${u.lastName}`.trim(), email: u.email } : null;
}

export const facilityName = async (db: Db, id: string) =>
  (await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, id)))[0]?.name ?? null;

export const typeNames = async (db: Db, ids: string[]) =>
  ids.length === 0
    ? []
    : (await db.select({ name: documentTypes.name }).from(documentTypes).where(inArray(documentTypes.id, ids))).map(
        (r) => r.name,
      );

export const findDocumentRow = async (db: Db, id: string) =>
  (
    await db
      .select({ d: documents, parentFolderId: documentFolders.parentId })
      .from(documents)
      .innerJoin(documentFolders, eq(documentFolders.id, documents.folderId))
      .where(eq(documents.id, id))
  )[0];

export const findFolderRow = async (db: Db, id: string) => (await foldersByIds(db, [id]))[0];

export const findGeneralType = async (db: Db, id: string) =>
  (
    await db
      .select()
      .from(documentTypes)
      .where(and(eq(documentTypes.id, id), eq(documentTypes.general, true)))
  )[0];
