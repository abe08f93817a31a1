import type { ListQuery, ProviderListBody } from '@portal/contracts';
import { and, count, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';
import { orderBy, pageWindow } from '../../platform/list.ts';
import { nameSearch } from '../icon-users/icon-users.repo.ts';

const SORT = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

function where(body: ProviderListBody) {
  const f = body.filters ?? {};
  const conditions: SQL[] = [
    eq(users.role, 'provider'),
    f.archived ? isNotNull(providerProfiles.archivedAt) : isNull(providerProfiles.archivedAt),
  ];
  // A ten-digit search is also tried as an NPI (an exact, indexed match).
  if (body.search) {
    const byName = nameSearch(body.search);
    conditions.push(/^\d{10}$/.test(body.search) ? (or(byName, eq(providerProfiles.npi, body.search)) as SQL) : byName);
  }
  if (f.specialty) conditions.push(eq(providerProfiles.specialty, f.specialty));
  if (f.organisation) conditions.push(eq(providerProfiles.organisation, f.organisation));
  if (body.filters?.status) conditions.push(eq(users.status, body.filters.status));
  if (body.filters?.emailStatus) conditions.push(eq(users.emailStatus, body.filters.emailStatus));
  return and(...conditions);
}

export async function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
  const w = where(body);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ user: users, profile: providerProfiles })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(w)
      .orderBy(...orderBy(SORT[body.sortBy ?? 'createdAt'], body.sortDirection ?? 1, users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(w),
  ]);
  return { rows, total };
}

export async function findProvider(db: Db, id: string) {
  const [row] = await db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  return row;
}

/** Every provider matching the list body, in id order, a batch at a time (for streamed exports). */
export async function* allProviders(db: Db, body: ProviderListBody, batch = 1000) {
  let after: string | null = null;
  for (;;) {
    const w = where(body);
    const page = await db
      .select({ user: users, profile: providerProfiles })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(after ? and(w, gt(users.id, after)) : w)
      .orderBy(users.id)
      .limit(batch);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1].user.id;
  }
}
