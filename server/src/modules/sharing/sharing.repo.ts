import type { ListQuery } from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignments,
  auditEvents,
  documentAnswers,
  documentCategories,
  documentFolders,
  documentShares,
  documents,
  documentTypes,
  facilities,
  roles,
  shareChallenges,
  users,
} from '../../db/schema/index.ts';
import { documentsPage, documentsWithType, nameSearch } from '../../platform/document-pages.ts';
import type { ShareScope } from '../../platform/guests.ts';
import { filterTable, idIn } from '../../platform/list.ts';
import { ofOwner } from '../../platform/owners.ts';

export type ShareRow = typeof documentShares.$inferSelect;
export type ChallengeRow = typeof shareChallenges.$inferSelect;

export type { ShareScope };

/* ---------------------------------------------------------------- shares */

export const insertShares = async (db: Db, rows: (typeof documentShares.$inferInsert)[]) =>
  db.insert(documentShares).values(rows).returning();

export const findShare = async (db: Db, id: string) =>
  (await db.select().from(documentShares).where(eq(documentShares.id, id)))[0];

export const findShareByLink = async (db: Db, linkHash: string) =>
  (await db.select().from(documentShares).where(eq(documentShares.linkHash, linkHash)))[0];

/**
 * Revokes a live share (conditional, so twice is a no-op the caller sees). Its guest tokens stay, so their next
 * request is answered 'the link has expired' (platform/guests.ts reads the share on every request).
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

/* ---------------------------------------------------------------- challenges (the e-mailed code) */

/** A new code for a share; the share's earlier unused codes stop working. */
export async function insertChallenge(db: Db, row: typeof shareChallenges.$inferInsert) {
  await db
    .update(shareChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(shareChallenges.shareId, row.shareId), isNull(shareChallenges.usedAt)));
  await db.insert(shareChallenges).values(row);
}

export const findChallenge = async (db: Db, challengeHash: string) =>
  (
    await db
      .select({ c: shareChallenges, s: documentShares })
      .from(shareChallenges)
      .innerJoin(documentShares, eq(documentShares.id, shareChallenges.shareId))
      .where(eq(shareChallenges.challengeHash, challengeHash))
  )[0];

/** The challenge is live: not used, not expired, and under the limit of tries. */
const challengeOpen = (id: string, limit: number) =>
  and(
    eq(shareChallenges.id, id),
    isNull(shareChallenges.usedAt),
    sql`${shareChallenges.attempts} < ${limit}`,
    gt(shareChallenges.expiresAt, new Date()),
  );

/** Counts one wrong try, only while the challenge is live and under the limit; answers the tries made, or null. */
export async function countWrongTry(db: Db, id: string, limit: number) {
  const [row] = await db
    .update(shareChallenges)
    .set({ attempts: sql`${shareChallenges.attempts} + 1` })
    .where(challengeOpen(id, limit))
    .returning({ attempts: shareChallenges.attempts });
  return row?.attempts ?? null;
}

/** Uses the challenge once (a double submit gets one token). */
export async function useChallenge(db: Db, id: string, limit: number) {
  const [row] = await db
    .update(shareChallenges)
    .set({ usedAt: new Date() })
    .where(challengeOpen(id, limit))
    .returning({ id: shareChallenges.id });
  return row !== undefined;
}

/* ---------------------------------------------------------------- what a share reaches (guest reads) */

/** The folder ids a share reaches (null: none, a document share). Folders are two levels deep (category, sub). */
export async function reachableFolderIds(db: Db, s: ShareScope): Promise<Set<string>> {
  if (s.scope === 'document') return new Set();
  if (s.scope === 'folder') {
    if (!s.folderId) return new Set();
    const rows = await db
      .select({ id: documentFolders.id })
      .from(documentFolders)
      .where(
        ofOwner(documentFolders, s, or(eq(documentFolders.id, s.folderId), eq(documentFolders.parentId, s.folderId))),
      );
    return new Set(rows.map((r) => r.id));
  }
  const owned = ofOwner(documentFolders, s);
  if (s.typeIds.length === 0) {
    const rows = await db.select({ id: documentFolders.id }).from(documentFolders).where(owned);
    return new Set(rows.map((r) => r.id));
  }
  // Only the folders of the chosen types' categories, and the parents of those sub-folders.
  const rows = await db
    .select({ id: documentFolders.id, parentId: documentFolders.parentId })
    .from(documentFolders)
    .where(
      and(
        owned,
        sql`${documentFolders.categoryId} in (select category_id from document_types where id = any(${sql.param(s.typeIds)}::uuid[]))`,
      ),
    );
  return new Set(rows.flatMap((r) => (r.parentId ? [r.id, r.parentId] : [r.id])));
}

/** The condition every guest document read carries: the share's owner, live documents, its scope and types. */
export function documentScope(s: ShareScope, folderIds: Set<string>): SQL {
  const c: SQL[] = [
    eq(documents.ownerKind, s.ownerKind),
    eq(documents.ownerId, s.ownerId),
    isNull(documents.archivedAt),
  ];
  if (s.scope === 'document') c.push(eq(documents.id, s.documentId ?? '00000000-0000-0000-0000-000000000000'));
  else c.push(sql`${documents.folderId} = any(${sql.param([...folderIds])}::uuid[])`);
  if (s.typeIds.length > 0) c.push(sql`${documents.typeId} = any(${sql.param(s.typeIds)}::uuid[])`);
  return and(...c) as SQL;
}

/** The share's condition narrowed to some documents, or to the documents of some folders. */
export const withDocuments = (scope: SQL, ids: string[]) => and(scope, idIn(documents.id, ids)) as SQL;
export const withFolders = (scope: SQL, folderIds: string[]) => and(scope, idIn(documents.folderId, folderIds)) as SQL;

const folderOwnColumns = {
  id: documentFolders.id,
  ownerKind: documentFolders.ownerKind,
  ownerId: documentFolders.ownerId,
  parentId: documentFolders.parentId,
  categoryId: documentFolders.categoryId,
  name: documentCategories.name,
};
export type GuestFolderRow = {
  id: string;
  ownerKind: 'provider' | 'facility';
  ownerId: string;
  parentId: string | null;
  categoryId: string;
  name: string;
};

export const foldersByIds = async (db: Db, ids: string[]): Promise<GuestFolderRow[]> =>
  ids.length === 0
    ? []
    : db
        .select(folderOwnColumns)
        .from(documentFolders)
        .innerJoin(documentCategories, eq(documentCategories.id, documentFolders.categoryId))
        .where(idIn(documentFolders.id, ids))
        .orderBy(asc(sql`lower(${documentCategories.name})`), asc(documentFolders.id));

/** Per folder, the shared documents in it and its sub-folders (counts never include what was not shared). */
export async function sharedCounts(db: Db, scope: SQL, folderIds: string[]) {
  if (folderIds.length === 0) return new Map<string, number>();
  const rows = await db.execute(sql`
    select f.id as "folderId", count(documents.id)::int as n
    from document_folders f
    join documents on (documents.folder_id = f.id
      or documents.folder_id in (select s.id from document_folders s where s.parent_id = f.id))
    where f.id = any(${sql.param(folderIds)}::uuid[]) and ${scope}
    group by f.id`);
  return new Map((rows as unknown as { rows: { folderId: string; n: number }[] }).rows.map((r) => [r.folderId, r.n]));
}

export type GuestDocumentRow = { d: typeof documents.$inferSelect; typeName: string };

export const documentsWhere = (db: Db, where: SQL) =>
  documentsWithType(db)
    .where(where)
    .orderBy(asc(sql`lower(${documents.name})`), asc(documents.id))
    .limit(1000);

/** The filter a guest sets on a folder's shared documents: the search (on the name). */
const SHARED_FILTERS = filterTable({ search: nameSearch });

/** A folder's shared documents, with search, sort and paging (the list protocol). */
export async function listSharedDocuments(
  db: Db,
  query: ListQuery,
  share: ShareScope,
  folderIds: Set<string>,
  folderId: string,
  body: { search?: string | null; sortBy?: string; sortDirection?: 1 | -1 },
) {
  const where = and(
    documentScope(share, folderIds),
    eq(documents.folderId, folderId),
    ...SHARED_FILTERS({ search: body.search }),
  );
  return documentsPage(db, query, where, body, Boolean(body.search));
}

/** The latest answers of the owner's general documents (forms) of these categories (or types). */
export async function latestGeneralAnswers(db: Db, s: ShareScope, categoryIds: string[] | null) {
  const c: SQL[] = [
    eq(documentAnswers.ownerKind, s.ownerKind),
    eq(documentAnswers.ownerId, s.ownerId),
    eq(documentTypes.general, true),
  ];
  if (s.typeIds.length > 0) c.push(idIn(documentTypes.id, s.typeIds));
  if (categoryIds) {
    if (categoryIds.length === 0) return [];
    c.push(idIn(documentTypes.categoryId, categoryIds));
  }
  const rows = await db
    .selectDistinctOn([documentAnswers.typeId], {
      a: documentAnswers,
      typeName: documentTypes.name,
      fields: documentTypes.fields,
    })
    .from(documentAnswers)
    .innerJoin(documentTypes, eq(documentTypes.id, documentAnswers.typeId))
    .where(and(...c))
    .orderBy(documentAnswers.typeId, desc(documentAnswers.version));
  return rows.sort((x, y) => x.typeName.localeCompare(y.typeName));
}

/** The facilities the provider has been assigned to (for facility answers in shared forms). */
export const ownerFacilities = (db: Db, providerId: string) =>
  db
    .selectDistinct({ _id: facilities.id, name: facilities.name })
    .from(assignments)
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .where(eq(assignments.providerId, providerId))
    .orderBy(facilities.name);

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

export const folderTreeIds = async (db: Db, id: string) =>
  (
    await db
      .select({ id: documentFolders.id })
      .from(documentFolders)
      .where(or(eq(documentFolders.id, id), eq(documentFolders.parentId, id)))
  ).map((r) => r.id);

export const findGeneralType = async (db: Db, id: string) =>
  (
    await db
      .select()
      .from(documentTypes)
      .where(and(eq(documentTypes.id, id), eq(documentTypes.general, true)))
  )[0];
