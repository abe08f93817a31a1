import type { ListQuery, SortDirection } from '@portal/contracts';
import { type Column, eq, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documents, documentTypes } from '../../../db/schema/index.ts';
import { idIn, orderBy, pagedList } from '../../../platform/list.ts';
import { type Bind, type Shape, shapedIds, sortShape } from '../../../platform/list-statements.ts';

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

/** The sort of a documents page, in its shape beside the list's own conditions. */
type SortShape = { sortBy: string; sortDirection: SortDirection };

/** The sort of a documents list (or the types list): upload time by default, newest first; any other key A to Z. */
export const newestFirstSort = <K extends string>(body: { sortBy?: K; sortDirection?: SortDirection }) =>
  sortShape<K | 'createdAt'>(body, 'createdAt', (body.sortBy ?? 'createdAt') === 'createdAt' ? 1 : -1);

/** The search of a documents list (staff or guest): the name contains the text (`pattern`, a LIKE pattern). */
export const nameSearch = (pattern: SQLWrapper) => ilike(documents.name, pattern);

/**
 * The id statements of one documents list (the staff folder list, the guest's shared documents), kept per shape
 * (list-statements.ts): made once at module level from the list's conditions, every value through `bind`.
 */
export function documentsIds<S extends Shape>(conditions: (shape: S, bind: Bind) => SQL | undefined) {
  // The type is joined only to sort by its name (the count of that sort joins it too, as it always has).
  const ids = (db: Db, shape: S & SortShape, bind: Bind) => {
    const q = db.select({ id: documents.id }).from(documents).$dynamic();
    if (shape.sortBy === 'typeName') q.innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));
    return q.where(conditions(shape, bind));
  };
  return shapedIds<S & SortShape>({
    matching: ids,
    ordered: (db, shape, bind) =>
      ids(db, shape, bind).orderBy(
        ...orderBy(SORT[shape.sortBy] ?? documents.createdAt, shape.sortDirection, documents.id),
      ),
  });
}
export type DocumentsIds<S extends Shape> = ReturnType<typeof documentsIds<S>>;

/**
 * One page of a documents list (`ids`, with the shape and values of its conditions), sorted by name, type, expiry,
 * size or upload time (the default, newest first; the others A to Z).
 */
export function documentsPage<S extends Shape>(
  db: Db,
  query: ListQuery,
  ids: DocumentsIds<S>,
  list: { shape: S; values: Record<string, unknown> },
  body: { sortBy?: string; sortDirection?: SortDirection },
  filtered: boolean,
) {
  return pagedList(db, query, {
    ids,
    shape: { ...list.shape, ...newestFirstSort(body) },
    values: list.values,
    rows: (page) => documentsWithType(db).where(idIn(documents.id, page)),
    idOf: (r) => r.d.id,
    filtered,
  });
}
