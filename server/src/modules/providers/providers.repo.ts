import type { ListQuery, ProviderListBody } from '@portal/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { orderBy, pageWindow } from '../../platform/list.ts';
import { nameSearch } from '../icon-users/icon-users.repo.ts';

const SORT = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

export async function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
  const conditions: SQL[] = [eq(users.role, 'provider')];
  if (body.search) conditions.push(nameSearch(body.search));
  if (body.filters?.status) conditions.push(eq(users.status, body.filters.status));
  if (body.filters?.emailStatus) conditions.push(eq(users.emailStatus, body.filters.emailStatus));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(SORT[body.sortBy ?? 'createdAt'], body.sortDirection ?? 1, users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function findProvider(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  return row;
}
