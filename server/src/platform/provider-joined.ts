import type { SortDirection } from '@portal/contracts';
import type { Column, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { orderBy } from './list.ts';
import { type Bind, type Shape, shapedIds } from './list-statements.ts';

/** What steers a provider-joined list's joins and order, besides its own conditions: a search, and the sort. */
export type ProviderJoinedShape = Shape & { search: boolean; sortBy: string; sortDirection: SortDirection };

export interface ProviderJoinedIdsSpec<S extends ProviderJoinedShape> {
  /**
   * The matching ids of a shape, every value through `bind`; `withProvider` adds the provider join a search or a
   * sort by provider name needs.
   */
  selectIds: (db: Db, shape: S, bind: Bind, withProvider: boolean) => PgSelect;
  sort: Record<S['sortBy'], Column | SQL>;
  id: Column;
}

/**
 * The id statements of a table whose rows name a provider, built once per shape (list-statements.ts) for
 * `pagedList({ ids, shape, values })`: the provider is joined only when a search or the sort needs it (sort key
 * `provider`), so the count of an unsearched list reads the table alone.
 */
export function providerJoinedIds<S extends ProviderJoinedShape>(spec: ProviderJoinedIdsSpec<S>) {
  return shapedIds<S>({
    matching: (db, shape, bind) => spec.selectIds(db, shape, bind, shape.search),
    ordered: (db, shape, bind) =>
      spec
        .selectIds(db, shape, bind, shape.search || shape.sortBy === 'provider')
        .orderBy(...orderBy(spec.sort[shape.sortBy as S['sortBy']], shape.sortDirection, spec.id)),
  });
}
