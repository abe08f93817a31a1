import type { ListQuery, RoleListBody } from '@portal/contracts';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';
import { filterTable, idIn, pagedList } from '../../platform/list.ts';
import { evictSessions } from '../../platform/sessions.ts';

export type RoleRow = typeof roles.$inferSelect;
export type RoleValues = Pick<RoleRow, 'name' | 'description' | 'permissions' | 'idleTimeoutMinutes' | 'mfaRequired'>;

// Written out in full: inside a sub-select drizzle would leave the column names unqualified.
const userCount = sql<number>`(select count(*)::int from "users" u where u."role_id" = "roles"."id")`.mapWith(Number);
const columns = { role: roles, userCount };

const SORT_COLUMNS = { name: sql`lower(${roles.name})`, createdAt: roles.createdAt, updatedAt: roles.updatedAt };

/** The roles list's one filter: a search on the name. */
const FILTERS = filterTable({ search: (pattern) => ilike(roles.name, pattern) });

export function listRoles(db: Db, query: ListQuery, body: RoleListBody) {
  const where = and(...FILTERS({ search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: roles.id }).from(roles).where(where).$dynamic(),
    id: roles.id,
    sort: SORT_COLUMNS,
    defaultSort: 'createdAt',
    rows: (ids) => db.select(columns).from(roles).where(idIn(roles.id, ids)),
    idOf: (r) => r.role.id,
  });
}

export const allRoles = (db: Db) => db.select(columns).from(roles).orderBy(sql`lower(${roles.name})`);

export async function findRole(db: Db, id: string) {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

export async function findRoleByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(sql`lower(${roles.name})`, name.toLowerCase()))
    .limit(1);
  return row;
}

export async function insertRole(db: Db, id: string, values: RoleValues) {
  await db.insert(roles).values({ id, ...values });
}

export async function updateRole(db: Db, id: string, values: RoleValues) {
  const res = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning({ id: roles.id });
  // A cached sign-in holds its role's permissions.
  evictSessions({ roleId: id });
  return res.length > 0;
}

export async function deleteRole(db: Db, id: string) {
  const res = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  evictSessions({ roleId: id });
  return res.length > 0;
}
