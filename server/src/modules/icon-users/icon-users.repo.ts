import type { IconUserListBody, ListQuery, SortDirection } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { idIn, isFiltered, likePattern, orderBy, pagedList } from '../../platform/list.ts';
import { type Bind, filterTable, shapedIds, sortShape } from '../../platform/list-statements.ts';
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

/** Each filter's condition (the search: its LIKE pattern on name and e-mail). */
const FILTERS = filterTable({
  search: (pattern) => nameMatches(pattern),
  status: (status) => eq(users.status, status),
  roleId: (id) => eq(users.roleId, id),
});

/** What steers a staff users list's SQL: which filters are set, and the sort (list-statements.ts). */
type ListShape = ReturnType<typeof FILTERS.shapeOf> & { sortBy: keyof typeof SORT; sortDirection: SortDirection };

/** The list body as a shape and the values its placeholders take. */
function shapeOf(body: IconUserListBody) {
  const values = { ...body.filters, search: body.search ? likePattern(body.search) : undefined };
  const shape: ListShape = { ...FILTERS.shapeOf(values), ...sortShape(body, 'createdAt') };
  return { shape, values };
}

const where = (s: ListShape, bind: Bind) => and(eq(users.role, 'iconUser'), ...FILTERS.conditions(s, bind));

const matchingIds = (db: Db, shape: ListShape, bind: Bind) =>
  db.select({ id: users.id }).from(users).where(where(shape, bind)).$dynamic();

const listIds = shapedIds<ListShape>({
  matching: matchingIds,
  ordered: (db, shape, bind) =>
    matchingIds(db, shape, bind).orderBy(...orderBy(SORT[shape.sortBy], shape.sortDirection, users.id)),
});

export function listIconUsers(db: Db, query: ListQuery, body: IconUserListBody) {
  return pagedList(db, query, {
    ids: listIds,
    ...shapeOf(body),
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
