import type { ListQuery, SortDirection } from '@portal/contracts';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documents, documentTypes } from '../db/schema/index.ts';
import { idIn, orderBy, pagedList } from './list.ts';

/** Documents with their type's name, as the folder lists (staff, provider and guest) answer them. */
export const documentsWithType = (db: Db) =>
  db
    .select({ d: documents, typeName: documentTypes.name })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));

const SORT: Record<string, Column | SQL> = {
  name: sql`lower(${documents.name})`,
  typeName: sql`lower(${documentTypes.name})`,
  expiresOn: documents.expiresOn,
  createdAt: documents.createdAt,
  size: documents.size,
};

/**
 * One page of the documents meeting `conditions`, sorted by name, type, expiry, size or upload time (the default,
 * newest first; the others A to Z); the type is joined only to sort by its name.
 */
export function documentsPage(
  db: Db,
  query: ListQuery,
  conditions: SQL[],
  body: { sortBy?: string; sortDirection?: SortDirection },
  filtered: boolean,
) {
  const sortBy = body.sortBy ?? 'createdAt';
  const ids = () => {
    const q = db.select({ id: documents.id }).from(documents).$dynamic();
    if (sortBy === 'typeName') q.innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));
    return q.where(and(...conditions));
  };
  const column = SORT[sortBy] ?? documents.createdAt;
  return pagedList(db, query, {
    matching: ids,
    ordered: () =>
      ids().orderBy(...orderBy(column, body.sortDirection ?? (sortBy === 'createdAt' ? 1 : -1), documents.id)),
    rows: (page) => documentsWithType(db).where(idIn(documents.id, page)),
    idOf: (r) => r.d.id,
    filtered,
  });
}
