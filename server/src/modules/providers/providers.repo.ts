import type { ListQuery, ProviderListBody } from '@portal/contracts';
import { and, count, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';
import { orderBy, pageWindow } from '../../platform/list.ts';
import { nameSearch } from '../icon-users/icon-users.repo.ts';

/** Each sort matches one of the users_live_role_* partial indexes. */
const SORT = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/**
 * The conditions of a providers list. Most live on users; only specialty, organisation and NPI need the
 * profile table, so the count joins it only then (the count is what costs on a large table).
 */
function where(body: ProviderListBody): { where: SQL | undefined; needsProfile: boolean } {
  const f = body.filters ?? {};
  const c: SQL[] = [eq(users.role, 'provider'), f.archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt)];
  let needsProfile = false;
  if (body.search) {
    // Ten digits is an NPI (exact, indexed); anything else searches name and e-mail by trigram.
    if (/^\d{10}$/.test(body.search)) {
      c.push(eq(providerProfiles.npi, body.search));
      needsProfile = true;
    } else c.push(nameSearch(body.search));
  }
  if (f.specialty) c.push(eq(providerProfiles.specialty, f.specialty));
  if (f.organisation) c.push(eq(providerProfiles.organisation, f.organisation));
  if (f.specialty || f.organisation) needsProfile = true;
  if (f.status) c.push(eq(users.status, f.status));
  if (f.emailStatus) c.push(eq(users.emailStatus, f.emailStatus));
  return { where: and(...c), needsProfile };
}

const withProfile = (db: Db) =>
  db
    .select({ user: users, profile: providerProfiles })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id));

export async function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
  const w = where(body);
  const { limit, offset } = pageWindow(query);
  const counted = db.select({ total: count() }).from(users);
  const [rows, [{ total }]] = await Promise.all([
    withProfile(db)
      .where(w.where)
      .orderBy(...orderBy(SORT[body.sortBy ?? 'createdAt'], body.sortDirection ?? 1, users.id))
      .limit(limit)
      .offset(offset),
    w.needsProfile
      ? counted.innerJoin(providerProfiles, eq(providerProfiles.userId, users.id)).where(w.where)
      : counted.where(w.where),
  ]);
  return { rows, total };
}

export async function findProvider(db: Db, id: string) {
  const [row] = await withProfile(db)
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  return row;
}

/** Every provider matching the list body, in id order, a batch at a time (for streamed exports). */
export async function* allProviders(db: Db, body: ProviderListBody, batch = 1000) {
  const w = where(body).where;
  let after: string | null = null;
  for (;;) {
    const page = await withProfile(db)
      .where(after ? and(w, gt(users.id, after)) : w)
      .orderBy(users.id)
      .limit(batch);
    if (page.length === 0) return;
    yield* page;
    after = page[page.length - 1].user.id;
  }
}
