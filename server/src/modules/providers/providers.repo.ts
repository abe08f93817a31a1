import type { ListQuery, ProviderListBody, SortDirection } from '@portal/contracts';
import { and, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';
import { isFiltered, keysetBatches, likePattern, orderBy, pagedList, rowsByIds } from '../../platform/list.ts';
import { type Bind, inline, shapedIds } from '../../platform/list-statements.ts';
import { nameMatches } from '../users/index.ts';

/** Each sort matches one of the users_live_role_* partial indexes. */
const SORT = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/** What steers a providers list's SQL: which conditions are set, and the sort (list-statements.ts). */
type ListShape = {
  search: 'npi' | 'name' | null;
  archived: boolean;
  specialty: boolean;
  organisation: boolean;
  status: boolean;
  emailStatus: boolean;
  sortBy: keyof typeof SORT;
  sortDirection: SortDirection;
};

/** The list body as a shape and the values its placeholders take. */
function shapeOf(body: ProviderListBody): { shape: ListShape; values: Record<string, unknown> } {
  const f = body.filters ?? {};
  // Ten digits is an NPI (exact, indexed); anything else searches name and e-mail by trigram.
  const search = body.search ? (/^\d{10}$/.test(body.search) ? 'npi' : 'name') : null;
  return {
    shape: {
      search,
      archived: Boolean(f.archived),
      specialty: Boolean(f.specialty),
      organisation: Boolean(f.organisation),
      status: Boolean(f.status),
      emailStatus: Boolean(f.emailStatus),
      sortBy: body.sortBy ?? 'createdAt',
      sortDirection: body.sortDirection ?? 1,
    },
    values: {
      search: search === 'name' && body.search ? likePattern(body.search) : body.search,
      specialty: f.specialty,
      organisation: f.organisation,
      status: f.status,
      emailStatus: f.emailStatus,
    },
  };
}

/**
 * The conditions of a providers list. Most live on users; only specialty, organisation and NPI need the
 * profile table, so the count joins it only then (the count is what costs on a large table).
 */
function where(s: ListShape, bind: Bind): { where: SQL | undefined; needsProfile: boolean } {
  const c: SQL[] = [eq(users.role, 'provider'), s.archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt)];
  if (s.search === 'npi') c.push(eq(providerProfiles.npi, bind('search')));
  if (s.search === 'name') c.push(nameMatches(bind('search')));
  if (s.specialty) c.push(eq(providerProfiles.specialty, bind('specialty')));
  if (s.organisation) c.push(eq(providerProfiles.organisation, bind('organisation')));
  if (s.status) c.push(eq(users.status, bind('status')));
  if (s.emailStatus) c.push(eq(users.emailStatus, bind('emailStatus')));
  return { where: and(...c), needsProfile: s.search === 'npi' || s.specialty || s.organisation };
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

const listIds = shapedIds<ListShape>({
  matching: (db, shape, bind) => selectIds(db, where(shape, bind)),
  ordered: (db, shape, bind) =>
    selectIds(db, where(shape, bind)).orderBy(...orderBy(SORT[shape.sortBy], shape.sortDirection, users.id)),
});

export async function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
  return pagedList(db, query, {
    ids: listIds,
    ...shapeOf(body),
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
  const { shape, values } = shapeOf(body);
  const w = where(shape, inline(values));
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
