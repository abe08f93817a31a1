import type { IconUserListBody, ListQuery } from '@portal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { idIn, isFiltered, orderBy, pagedList } from '../../platform/list.ts';
import { findOne, type RowOf } from '../../platform/rows.ts';
import { nameSearch } from '../users/index.ts';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  emailStatus: users.emailStatus,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.name,
};

/** An ICON user with their role's id and name. */
const withRole = (db: Db) => db.select(columns).from(users).leftJoin(roles, eq(roles.id, users.roleId));

const SORT = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

export async function listIconUsers(db: Db, query: ListQuery, body: IconUserListBody) {
  const conditions: SQL[] = [eq(users.role, 'iconUser')];
  if (body.search) conditions.push(nameSearch(body.search));
  if (body.filters?.status) conditions.push(eq(users.status, body.filters.status));
  if (body.filters?.roleId) conditions.push(eq(users.roleId, body.filters.roleId));
  const where = and(...conditions);
  const matching = () => db.select({ id: users.id }).from(users).where(where).$dynamic();
  return pagedList(db, query, {
    matching,
    ordered: () => matching().orderBy(...orderBy(SORT[body.sortBy ?? 'createdAt'], body.sortDirection ?? 1, users.id)),
    rows: (ids) => withRole(db).where(idIn(users.id, ids)),
    idOf: (r) => r.id,
    filtered: isFiltered(body),
  });
}

export const findIconUser = (db: Db, id: string) =>
  findOne(withRole(db).where(and(eq(users.id, id), eq(users.role, 'iconUser'))));
export type IconUserRow = RowOf<typeof withRole>;

export const roleExists = async (db: Db, id: string) =>
  Boolean(await findOne(db.select({ id: roles.id }).from(roles).where(eq(roles.id, id))));
