import type { ListQuery } from '@portal/contracts';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  assignments,
  documentAnswers,
  documentFolders,
  documents,
  documentTypes,
  facilities,
} from '../../../db/schema/index.ts';
import { filterTable, idIn } from '../../../platform/list.ts';
import { ofOwner } from '../../../platform/owners.ts';
import { documentSearch, documentsPage, documentsWithType } from '../files/index.ts';
import type { ShareScope } from './guests.ts';

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
const SHARED_FILTERS = filterTable({ search: documentSearch });

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
