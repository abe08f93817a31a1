import type { NamedItem, SuperAdminReferenceKind } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { divisions, procedureTypes } from '../../db/schema/index.ts';

/** Each kind's table and the column that uses it (what "in use" counts). */
const TABLES = {
  divisions: {
    table: divisions,
    inUse: sql.raw('(select count(*)::int from facilities u where u.division_id = divisions.id)'),
  },
  'procedure-types': {
    table: procedureTypes,
    inUse: sql.raw(
      '(select count(*)::int from provider_facility_assignments u where u.procedure_type_id = procedure_types.id)',
    ),
  },
} as const;

export async function listItems(db: Db, kind: SuperAdminReferenceKind): Promise<NamedItem[]> {
  const { table, inUse } = TABLES[kind];
  return db
    .select({ id: table.id, name: table.name, inUse: sql<number>`${inUse}` })
    .from(table)
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
}

export async function findItem(db: Db, kind: SuperAdminReferenceKind, id: string): Promise<NamedItem | null> {
  const rows = (await listItems(db, kind)).filter((r) => r.id === id);
  return rows[0] ?? null;
}

export async function nameTaken(db: Db, kind: SuperAdminReferenceKind, name: string, exceptId?: string) {
  const { table } = TABLES[kind];
  const rows = await db.select({ id: table.id }).from(table).where(sql`lower(${table.name}) = lower(${name})`);
  return rows.some((r) => r.id !== exceptId);
}

export async function insertItem(db: Db, kind: SuperAdminReferenceKind, id: string, name: string) {
  await db.insert(TABLES[kind].table).values({ id, name });
}

export async function renameItem(db: Db, kind: SuperAdminReferenceKind, id: string, name: string) {
  const { table } = TABLES[kind];
  await db.update(table).set({ name, updatedAt: new Date() }).where(eq(table.id, id));
}

export async function deleteItem(db: Db, kind: SuperAdminReferenceKind, id: string) {
  const { table } = TABLES[kind];
  await db.delete(table).where(eq(table.id, id));
}

/** True when the id names a row of the kind (a facility's division, an assignment's procedure type). */
export async function itemExists(db: Db, kind: SuperAdminReferenceKind, id: string) {
  const { table } = TABLES[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}
