import type { ListQuery, SortDirection } from '@portal/contracts';
import { asc, type Column, desc, type SQL } from 'drizzle-orm';

/** Page arithmetic of the list protocol; page size is already capped by the contract. */
export const pageWindow = ({ page, pageSize }: ListQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * ORDER BY for a list: the chosen column, then the id as a tie-breaker so pages never overlap.
 * sortDirection 1 is descending and -1 ascending (spec section 6).
 */
export function orderBy(column: Column | SQL, direction: SortDirection | undefined, id: Column): SQL[] {
  const dir = direction === 1 ? desc : asc;
  return [dir(column), dir(id)];
}

/** Escapes LIKE wildcards so a user's '%' or '_' is searched literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
