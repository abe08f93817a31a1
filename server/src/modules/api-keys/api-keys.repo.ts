import type { ApiKeyListBody, ListQuery } from '@portal/contracts';
import { and, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { filterTable, pagedList, rowsByIds } from '../../platform/list.ts';
import { selectWithPrincipal } from '../../platform/sessions.ts';

const SORT = {
  name: sql`lower(${apiKeys.name})`,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresOn: apiKeys.expiresOn,
};

const FILTERS = filterTable({
  status: (status) => eq(apiKeys.status, status),
  search: (pattern) => ilike(apiKeys.name, pattern),
});

const withCreator = (db: Db) =>
  db
    .select({ key: apiKeys, creatorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy));
const keysByIds = rowsByIds('api_keys_by_ids', withCreator, apiKeys.id);

export function listApiKeys(db: Db, query: ListQuery, body: ApiKeyListBody) {
  const where = and(...FILTERS({ ...body.filters, search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: apiKeys.id }).from(apiKeys).where(where).$dynamic(),
    id: apiKeys.id,
    sort: SORT,
    defaultSort: ['createdAt', 1],
    rows: (ids) => keysByIds(db, ids),
    idOf: (r) => r.key.id,
  });
}
export type ApiKeyRow = Awaited<ReturnType<typeof listApiKeys>>['rows'][number];

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await withCreator(db).where(eq(apiKeys.id, id)).limit(1);
  return row;
}

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert) {
  await db.insert(apiKeys).values(values);
}

/** A live key by its hash, with what its creator holds now (the key never holds more). */
export async function findKeyByHash(db: Db, hash: string) {
  const key = {
    id: apiKeys.id,
    name: apiKeys.name,
    keyHash: apiKeys.keyHash,
    permissions: apiKeys.permissions,
    expiresOn: apiKeys.expiresOn,
    allowedAddresses: apiKeys.allowedAddresses,
    lastUsedAt: apiKeys.lastUsedAt,
  };
  const [row] = await selectWithPrincipal(db, key, apiKeys, apiKeys.createdBy)
    .where(and(eq(apiKeys.keyHash, hash), eq(apiKeys.status, 'active')))
    .limit(1);
  return row;
}

/** Records use at most once per `intervalMs`: skipped by the database when a call within it already wrote. */
export async function touchApiKey(db: Db, id: string, now: Date, intervalMs: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - intervalMs))),
      ),
    );
}
