import type { IconUserListBody, ListQuery } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { filterTable, idIn, pagedList } from '../../platform/list.ts';
import { findOne, type RowOf } from '../../platform/rows.ts';
import { nameMatches, USER_LIST_SORT } from '../users/index.ts';

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

const SORT = USER_LIST_SORT;

/** Each filter's condition (the search: on name and e-mail). */
const FILTERS = filterTable({
  search: (pattern) => nameMatches(pattern),
  status: (status) => eq(users.status, status),
  roleId: (id) => eq(users.roleId, id),
});

export function listIconUsers(db: Db, query: ListQuery, body: IconUserListBody) {
  const where = and(eq(users.role, 'iconUser'), ...FILTERS({ ...body.filters, search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: users.id }).from(users).where(where).$dynamic(),
    id: users.id,
    sort: SORT,
    defaultSort: 'createdAt',
    rows: (ids) => withRole(db).where(idIn(users.id, ids)),
    idOf: (r) => r.id,
  });
}

export const findIconUser = (db: Db, id: string) =>
  findOne(withRole(db).where(and(eq(users.id, id), eq(users.role, 'iconUser'))));
export type IconUserRow = RowOf<typeof withRole>;

export const roleExists = async (db: Db, id: string) =>
  Boolean(await findOne(db.select({ id: roles.id }).from(roles).where(eq(roles.id, id))));
