import type { DocumentTypeListBody, ListQuery, OwnerKind } from '@portal/contracts';
import { aliasedTable, and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentCategories, documents, documentTypes } from '../../../db/schema/index.ts';
import { filterTable, idIn, isFiltered, pagedList } from '../../../platform/list.ts';
import { newestFirstSort } from '../files/index.ts';

export type CategoryRow = typeof documentCategories.$inferSelect;
export type TypeRow = typeof documentTypes.$inferSelect;

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
