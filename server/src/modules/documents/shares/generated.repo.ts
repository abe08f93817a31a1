import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentCategories, documentFolders, documentTypes } from '../../../db/schema/index.ts';

/**
 * The provider category and document type a generated file is kept under, made on first use (the unique name
 * indexes make a concurrent first use a no-op): their ids.
 */
export async function generatedType(db: Db, categoryName: string, typeName: string) {
  await db.execute(sql`
    insert into document_categories (id, name, owner_kind, parent_id, created_at)
    select gen_random_uuid(), ${categoryName}, 'provider', null, now()
    where not exists (select 1 from document_categories
      where owner_kind = 'provider' and parent_id is null and lower(name) = lower(${categoryName}))
    on conflict do nothing`);
  const [category] = await db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(
      and(
        eq(documentCategories.ownerKind, 'provider'),
        isNull(documentCategories.parentId),
        sql`lower(${documentCategories.name}) = lower(${categoryName})`,
      ),
    );
  if (!category) throw new Error(`No document category ${categoryName}`);
  await db.execute(sql`
    insert into document_types (id, name, owner_kind, category_id, repeats)
    values (gen_random_uuid(), ${typeName}, 'provider', ${category.id}::uuid, true)
    on conflict do nothing`);
  const [type] = await db
    .select({ id: documentTypes.id, categoryId: documentTypes.categoryId })
    .from(documentTypes)
    .where(and(eq(documentTypes.ownerKind, 'provider'), sql`lower(${documentTypes.name}) = lower(${typeName})`));
  if (!type) throw new Error(`No document type ${typeName}`);
  return type;
}

/** The owner's folder of a category (made by `ensureFolders`). */
export const folderOf = async (db: Db, ownerId: string, categoryId: string) =>
  (
    await db
      .select({ id: documentFolders.id })
      .from(documentFolders)
      .where(
        and(
          eq(documentFolders.ownerKind, 'provider'),
          eq(documentFolders.ownerId, ownerId),
          eq(documentFolders.categoryId, categoryId),
        ),
      )
  )[0];
