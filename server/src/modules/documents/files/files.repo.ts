import type { DocumentListBody, ListQuery } from '@portal/contracts';
import { and, asc, count, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentCategories, documentFolders, documents } from '../../../db/schema/index.ts';
import { filterTable, idIn } from '../../../platform/list.ts';
import type { RowOf } from '../../../platform/rows.ts';
import { documentSearch, documentsPage, documentsWithType } from './pages.repo.ts';

export type DocumentRow = typeof documents.$inferSelect;

export type DocumentListRow = RowOf<typeof documentsWithType>;

/** Each filter's condition (the search: on the name). */
const DOCUMENT_FILTERS = filterTable({ typeId: (id) => eq(documents.typeId, id), search: documentSearch });

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

/** Of `typeIds`, those with a live document in the folder. */
export async function typesWithLiveDocuments(db: Db, folderId: string, typeIds: string[]): Promise<Set<string>> {
  if (typeIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ typeId: documents.typeId })
    .from(documents)
    .where(and(eq(documents.folderId, folderId), idIn(documents.typeId, typeIds), isNull(documents.archivedAt)));
  return new Set(rows.map((r) => r.typeId));
}

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
