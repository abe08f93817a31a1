import type { ListQuery, ProviderListBody } from '@portal/contracts';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerProfiles, users } from '../../db/schema/index.ts';
import {
  filterTable,
  isSet,
  keysetSelect,
  likePattern,
  listStatements,
  pagedList,
  rowsByIds,
} from '../../platform/list.ts';
import { nameMatches, nameSearch, USER_LIST_SORT } from '../users/index.ts';

const SORT = USER_LIST_SORT;

/** Each filter's condition; the search (NPI or name) and the archived flag are conditions of their own (`where`). */
const FILTERS = filterTable({
  specialty: (specialty) => eq(providerProfiles.specialty, specialty),
  organisation: (organisation) => eq(providerProfiles.organisation, organisation),
  status: (status) => eq(users.status, status),
  emailStatus: (emailStatus) => eq(users.emailStatus, emailStatus),
});

/**
 * The conditions of a providers list. Most live on users; only specialty, organisation and NPI need the
 * profile table, so the count joins it only then (the count is what costs on a large table).
 */
function where(body: ProviderListBody): { where: SQL | undefined; needsProfile: boolean } {
  const f = body.filters ?? {};
  const c: SQL[] = [eq(users.role, 'provider'), f.archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt)];
  // Ten digits is an NPI (exact, indexed); anything else searches name and e-mail by trigram.
  const npi = body.search && /^\d{10}$/.test(body.search);
  if (body.search) c.push(npi ? eq(providerProfiles.npi, body.search) : nameSearch(body.search));
  return {
    where: and(...c, ...FILTERS(f)),
    needsProfile: Boolean(npi || isSet(f.specialty) || isSet(f.organisation)),
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
    createdAt: users.createdAt,
  },
  profile: {
    npi: providerProfiles.npi,
    specialty: providerProfiles.specialty,
    organisation: providerProfiles.organisation,
    city: providerProfiles.city,
    state: providerProfiles.state,
    excludedOn: providerProfiles.excludedOn,
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

/** The list's statements, built once per shape (`shaped`). */
const STATEMENTS = listStatements();

/**
 * `where` with placeholders: the conditions a list body has, its values apart, and the key naming which conditions
 * there are. Only the search and the filters vary in value; the role and the archived flag are part of the shape.
 */
function shaped(body: ProviderListBody) {
  const f = body.filters ?? {};
  const filters = FILTERS.shaped(f);
  const npi = Boolean(body.search && /^\d{10}$/.test(body.search));
  // Built only when the list has no statement of this shape yet.
  const w = () => {
    const search = sql.placeholder('search');
    const c: SQL[] = [eq(users.role, 'provider'), f.archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt)];
    if (body.search) c.push(npi ? eq(providerProfiles.npi, search) : nameMatches(search));
    return {
      where: and(...c, ...filters.conditions()),
      needsProfile: npi || isSet(f.specialty) || isSet(f.organisation),
    };
  };
  const searchKind = body.search ? (npi ? 'npi' : 'name') : '';
  return {
    w,
    key: `${f.archived ? 'archived' : 'live'};${searchKind};${filters.key}`,
    values: { ...filters.values, ...(body.search ? { search: npi ? body.search : likePattern(body.search) } : {}) },
  };
}

export function listProviders(db: Db, query: ListQuery, body: ProviderListBody) {
  const { w, key, values } = shaped(body);
  return pagedList(db, query, body, {
    ids: () => selectIds(db, w()),
    shape: { statements: STATEMENTS, key, values },
    id: users.id,
    sort: SORT,
    defaultSort: 'createdAt',
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.user.id,
  });
}

export async function findProvider(db: Db, id: string) {
  const [row] = await withProfile(db)
    .where(and(eq(users.id, id), eq(users.role, 'provider')))
    .limit(1);
  return row;
}

/** Every provider matching the list body, in id order (for streamed exports). */
export function allProviders(db: Db, body: ProviderListBody, batch?: number) {
  const w = where(body);
  return keysetSelect({
    id: users.id,
    where: w.where,
    select: (c) => selectIds(db, { ...w, where: c }),
    rows: (ids) => byIds(db, ids),
    idOf: (r) => r.user.id,
    batch,
    statement: { db, fields: summaryColumns, select: (c) => withProfile(db).where(c) },
  });
}
