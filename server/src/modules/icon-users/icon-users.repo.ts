import type { IconUserListBody, ListQuery, SortDirection } from '@portal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { idIn, isFiltered, likePattern, orderBy, pagedList } from '../../platform/list.ts';
import { type Bind, shapedIds } from '../../platform/list-statements.ts';
import { findOne, type RowOf } from '../../platform/rows.ts';
import { nameMatches } from '../users/index.ts';

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

/** What steers a staff users list's SQL: which conditions are set, and the sort (list-statements.ts). */
type ListShape = {
  search: boolean;
  status: boolean;
  roleId: boolean;
  sortBy: keyof typeof SORT;
  sortDirection: SortDirection;
};

/** The list body as a shape and the values its placeholders take. */
function shapeOf(body: IconUserListBody): { shape: ListShape; values: Record<string, unknown> } {
  const f = body.filters ?? {};
  return {
    shape: {
      search: Boolean(body.search),
      status: Boolean(f.status),
      roleId: Boolean(f.roleId),
      sortBy: body.sortBy ?? 'createdAt',
      sortDirection: body.sortDirection ?? 1,
    },
    values: {
      search: body.search ? likePattern(body.search) : undefined,
      status: f.status,
      roleId: f.roleId,
    },
  };
}

function where(s: ListShape, bind: Bind): SQL | undefined {
  const c: SQL[] = [eq(users.role, 'iconUser')];
  if (s.search) c.push(nameMatches(bind('search')));
  if (s.status) c.push(eq(users.status, bind('status')));
  if (s.roleId) c.push(eq(users.roleId, bind('roleId')));
  return and(...c);
}

const matchingIds = (db: Db, shape: ListShape, bind: Bind) =>
  db.select({ id: users.id }).from(users).where(where(shape, bind)).$dynamic();

const listIds = shapedIds<ListShape>({
  matching: matchingIds,
  ordered: (db, shape, bind) =>
    matchingIds(db, shape, bind).orderBy(...orderBy(SORT[shape.sortBy], shape.sortDirection, users.id)),
});

export async function listIconUsers(db: Db, query: ListQuery, body: IconUserListBody) {
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
