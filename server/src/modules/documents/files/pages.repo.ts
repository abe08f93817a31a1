import type { ListQuery, SortDirection } from '@portal/contracts';
import { type Column, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documents, documentTypes } from '../../../db/schema/index.ts';
import { idIn, pagedList } from '../../../platform/list.ts';

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

/** The sort of a documents list (or the types list): upload time by default, newest first; any other key A to Z. */
export const newestFirstSort = <B extends { sortBy?: string; sortDirection?: SortDirection }>(body: B): B => ({
  ...body,
  sortDirection: body.sortDirection ?? ((body.sortBy ?? 'createdAt') === 'createdAt' ? 1 : -1),
});

/**
 * The search of a documents list (staff or guest): the name or one of the field values (licence number, issuing
 * body, dates as stored) contains the text (`pattern`, a LIKE pattern). The folder condition narrows first.
 */
export const documentSearch = (pattern: SQLWrapper) =>
  or(
    ilike(documents.name, pattern),
    sql`exists (select 1 from jsonb_each_text(${documents.values}) v where v.value ilike ${pattern})`,
  ) as SQL;

/**
 * One page of a documents list (its conditions `where`), sorted by name, type, expiry, size or upload time (the
 * default, newest first; the others A to Z). The type is joined only to sort by its name.
 */
export function documentsPage(
  db: Db,
  query: ListQuery,
  where: SQL | undefined,
  body: { sortBy?: string; sortDirection?: SortDirection },
  filtered: boolean,
) {
  return pagedList(db, query, newestFirstSort(body), {
    ids: () => {
      const q = db.select({ id: documents.id }).from(documents).$dynamic();
      if (body.sortBy === 'typeName') q.innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));
      return q.where(where);
    },
    id: documents.id,
    sort: SORT,
    defaultSort: 'createdAt',
    rows: (page) => documentsWithType(db).where(idIn(documents.id, page)),
    idOf: (r) => r.d.id,
    filtered,
  });
}
