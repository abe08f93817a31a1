import type { ListTotal, SortDirection } from '@portal/contracts';
import type { SearchFilter } from '../lib/slices/searchFilters.ts';

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListSort<S extends string = string> {
  sortBy: S;
  /** 1 is descending, -1 ascending (spec section 7). */
  sortDirection: SortDirection;
}

/** What a list screen works with; stored in the searchFilters slice under the list's key. */
export interface ListState<S extends string = string> {
  search: string;
  page: number;
  pageSize: number;
  /** The user's chosen sort; null falls back to the list's default sort. */
  sort: ListSort<S> | null;
  filters: Record<string, unknown>;
}

export interface ListDefaults<S extends string = string> {
  pageSize?: number;
  /** Sent while the user has not chosen a sort (isSorted false). */
  sort?: ListSort<S>;
  filters?: Record<string, unknown>;
}

/** The body of a `POST .../all` call (contracts http.ts listBodySchema). */
interface ListBody<S extends string = string> {
  sortBy?: S;
  sortDirection?: SortDirection;
  search?: string;
  filters: Record<string, unknown>;
}

/** The query string and body of a `POST .../all?page=&pageSize=` call. */
export interface ListRequest<S extends string = string> {
  page: number;
  pageSize: number;
  body: ListBody<S>;
}

const isPageSize = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100;

/**
 * The stored shape (spec section 2: filterValue, page, offset, sortValue, isSorted) to a list state.
 * filterValue holds `{ search, pageSize, filters }`, offset is the index of the page's first row,
 * sortValue holds `{ sortBy, sortDirection }` and isSorted tells whether the user chose that sort.
 */
export const fromSearchFilter = <S extends string>(
  stored: Partial<SearchFilter> | undefined,
  defaults: ListDefaults<S> = {},
): ListState<S> => {
  const fv = (stored?.filterValue ?? {}) as { search?: unknown; pageSize?: unknown; filters?: unknown };
  const sv = stored?.sortValue as { sortBy?: unknown; sortDirection?: unknown } | null | undefined;
  const sorted =
    stored?.isSorted === true && typeof sv?.sortBy === 'string' && (sv.sortDirection === 1 || sv.sortDirection === -1);
  return {
    search: typeof fv.search === 'string' ? fv.search : '',
    page: typeof stored?.page === 'number' && stored.page >= 1 ? Math.floor(stored.page) : 1,
    pageSize: isPageSize(fv.pageSize) ? fv.pageSize : (defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    sort: sorted ? { sortBy: sv.sortBy as S, sortDirection: sv.sortDirection as SortDirection } : null,
    filters:
      fv.filters && typeof fv.filters === 'object'
        ? (fv.filters as Record<string, unknown>)
        : { ...(defaults.filters ?? {}) },
  };
};

/** A list state to the stored shape of the searchFilters slice. */
export const toSearchFilter = (state: ListState): SearchFilter => ({
  filterValue: { search: state.search, pageSize: state.pageSize, filters: state.filters },
  page: state.page,
  offset: (state.page - 1) * state.pageSize,
  sortValue: state.sort ? { sortBy: state.sort.sortBy, sortDirection: state.sort.sortDirection } : null,
  isSorted: state.sort !== null,
});

/** The sort actually sent: the user's choice, else the list's default. */
export const effectiveSort = <S extends string>(state: ListState<S>, defaults: ListDefaults<S> = {}) =>
  state.sort ?? defaults.sort ?? null;

/** A list state to the `{ page, pageSize, body }` of a `POST .../all` call. */
export const toListRequest = <S extends string>(
  state: ListState<S>,
  defaults: ListDefaults<S> = {},
): ListRequest<S> => {
  const sort = effectiveSort(state, defaults);
  const search = state.search.trim();
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return {
    page: state.page,
    pageSize: state.pageSize,
    body: {
      ...(sort ? { sortBy: sort.sortBy, sortDirection: sort.sortDirection } : {}),
      ...(search ? { search } : {}),
      filters,
    },
  };
};

/** mantine-datatable's sort status to the API's: 'desc' is 1, 'asc' is -1. */
export const toSortDirection = (direction: 'asc' | 'desc'): SortDirection => (direction === 'desc' ? 1 : -1);
export const fromSortDirection = (direction: SortDirection): 'asc' | 'desc' => (direction === 1 ? 'desc' : 'asc');

/** The last page that still has rows, so a list never sits on an empty page after deletes. */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The pagination text of spec section 2. */
/** Spec section 2: 'Showing X to Y of Z entries'. */
export const showingText = (from: number, to: number, total: ListTotal): string =>
  `Showing ${from} to ${to} of ${totalText(total)} entries`;

/**
 * The "Z" of 'Showing X to Y of Z entries' for a large list: a capped count reads "10,000+", the
 * planner's estimate of an unfiltered list "about 98,000" (rounded: it is not exact); an exact count the number.
 */
const totalText = (t: ListTotal): string => {
  if (t.totalCapped) return `${t.total.toLocaleString('en-US')}+`;
  if (t.totalIsEstimate) return `about ${roundEstimate(t.total).toLocaleString('en-US')}`;
  return String(t.total);
};

/** Two significant digits: 98,412 reads "98,000", 1,004,211 "1,000,000". */
const roundEstimate = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / step) * step;
};
