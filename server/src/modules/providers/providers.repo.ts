import type { ListQuery, ProviderListBody } from '@portal/contracts';
import { and, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';
import { isFiltered, keysetBatches, orderBy, pagedList, rowsByIds } from '../../platform/list.ts';
import { nameSearch } from '../users/index.ts';

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

/** The columns a provider answer shows (never the password hash or signature). */
const summaryColumns = {
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    status: users.status,
    agreementStatus: users.agreementStatus,
    emailStatus: users.emailStatus,
    archivedAt: users.archivedAt,
    createdAt: users.createdAt,
  },
  profile: {
    npi: providerProfiles.npi,
    specialty: providerProfiles.specialty,
    organisation: providerProfiles.organisation,
    city: providerProfiles.city,
    state: providerProfiles.state,
  },
};

const withProfile = (db: Db) =>
  db.select(summaryColumns).from(users).innerJoin(providerProfiles, eq(providerProfiles.userId, users.id));
export type ProviderRow = Awaited<ReturnType<ReturnType<typeof withProfile>['limit']>>[number];

const byIds = rowsByIds('providers_by_ids', withProfile, users.id);

/** The matching providers' ids; the profile table is joined only when a condition needs it. */
function selectIds(db: Db, w: ReturnType<typeof where>) {
  const q = db.select({ id: users.id }).from(users).$dynamic();
  return (w.needsProfile ? q.innerJoin(providerProfiles, eq(providerProfiles.userId, users.id)) : q).where(w.where);
}

export async function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
  const w = where(body);
  return pagedList(db, query, {
    matching: () => selectIds(db, w),
    ordered: () =>
      selectIds(db, w).orderBy(...orderBy(SORT[body.sortBy ?? 'createdAt'], body.sortDirection ?? 1, users.id)),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.user.id,
    filtered: isFiltered(body),
  });
}

export async function findProvider(db: Db, id: string) {
  const [row] = await withProfile(db)
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  return row;
}

/**
 * Every provider matching the list body, in id order, a batch at a time (for streamed exports): each batch's ids
 * by keyset on users, then only those rows joined to their profiles.
 */
export function allProviders(db: Db, body: ProviderListBody, batch?: number) {
  const w = where(body);
  return keysetBatches(
    async (after, n) =>
      (
        await selectIds(db, { ...w, where: after ? and(w.where, gt(users.id, after)) : w.where })
          .orderBy(users.id)
          .limit(n)
      ).map((r) => r.id),
    (ids) => byIds(db, ids),
    (r) => r.user.id,
    batch,
  );
}
