import type { ListQuery, ProviderListBody, SortDirection } from '@portal/contracts';
import { and, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';
import { isFiltered, keysetBatches, likePattern, orderBy, pagedList, rowsByIds } from '../../platform/list.ts';
import { type Bind, filterTable, inline, shapedIds, sortShape } from '../../platform/list-statements.ts';
import { isoInstant } from '../../platform/rows.ts';
import { nameMatches, USER_LIST_SORT } from '../users/index.ts';

const SORT = USER_LIST_SORT;

/** Each filter's condition; the search (NPI or name) and the archived flag are conditions of their own (`where`). */
const FILTERS = filterTable({
  specialty: (specialty) => eq(providerProfiles.specialty, specialty),
  organisation: (organisation) => eq(providerProfiles.organisation, organisation),
  status: (status) => eq(users.status, status),
  emailStatus: (emailStatus) => eq(users.emailStatus, emailStatus),
});

/** What steers a providers list's SQL: how it searches, archived or live, which filters are set, and the sort. */
type ListShape = ReturnType<typeof FILTERS.shapeOf> & {
  search: 'npi' | 'name' | null;
  archived: boolean;
  sortBy: keyof typeof SORT;
  sortDirection: SortDirection;
};

/** The list body as a shape and the values its placeholders take. */
function shapeOf(body: ProviderListBody) {
  const f = body.filters ?? {};
  // Ten digits is an NPI (exact, indexed); anything else searches name and e-mail by trigram.
  const search = body.search ? (/^\d{10}$/.test(body.search) ? 'npi' : 'name') : null;
  const values = { ...f, search: search === 'name' && body.search ? likePattern(body.search) : body.search };
  const shape: ListShape = {
    search,
    archived: Boolean(f.archived),
    ...FILTERS.shapeOf(values),
    ...sortShape(body, 'createdAt'),
  };
  return { shape, values };
}

/**
 * The conditions of a providers list. Most live on users; only specialty, organisation and NPI need the
 * profile table, so the count joins it only then (the count is what costs on a large table).
 */
function where(s: ListShape, bind: Bind): { where: SQL | undefined; needsProfile: boolean } {
  const c: SQL[] = [eq(users.role, 'provider'), s.archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt)];
  if (s.search === 'npi') c.push(eq(providerProfiles.npi, bind('search')));
  if (s.search === 'name') c.push(nameMatches(bind('search')));
  return {
    where: and(...c, ...FILTERS.conditions(s, bind)),
    needsProfile: s.search === 'npi' || s.specialty || s.organisation,
  };
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
    createdAt: isoInstant(users.createdAt),
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

export function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
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
