import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ReferenceKind, referenceItems } from '../../db/schema/index.ts';
import { likePattern } from '../../platform/list.ts';

export async function listReference(db: Db, kind: ReferenceKind, search?: string | null) {
  const where = search
    ? and(eq(referenceItems.kind, kind), ilike(referenceItems.name, likePattern(search)))
    : eq(referenceItems.kind, kind);
  return db
    .select({ _id: referenceItems.id, name: referenceItems.name })
    .from(referenceItems)
    .where(where)
    .orderBy(asc(sql`lower(${referenceItems.name})`))
    .limit(500);
}

/** True when every id names an item of this kind. */
export async function referenceIdsExist(db: Db, kind: ReferenceKind, ids: string[]) {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: referenceItems.id })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, kind), inArray(referenceItems.id, ids)));
  return rows.length === new Set(ids).size;
}

/** The item of this kind with this name, ignoring case. */
export async function findByName(db: Db, kind: ReferenceKind, name: string) {
  const [row] = await db
    .select({ id: referenceItems.id })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, kind), eq(sql`lower(${referenceItems.name})`, name.toLowerCase())))
    .limit(1);
  return row;
}

export async function findItem(db: Db, kind: ReferenceKind, id: string) {
  const [row] = await db
    .select()
    .from(referenceItems)
    .where(and(eq(referenceItems.id, id), eq(referenceItems.kind, kind)))
    .limit(1);
  return row;
}

export async function insertItem(db: Db, values: typeof referenceItems.$inferInsert) {
  await db.insert(referenceItems).values(values);
}

export async function renameItem(db: Db, id: string, name: string) {
  await db.update(referenceItems).set({ name }).where(eq(referenceItems.id, id));
}

export async function deleteItem(db: Db, id: string) {
  await db.delete(referenceItems).where(eq(referenceItems.id, id));
}
