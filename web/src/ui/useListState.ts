import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks.ts';
import { clearSearchFilters, setSearchFilter } from '../lib/slices/searchFilters.ts';
import type { RootState } from '../lib/store.ts';
import {
  effectiveSort,
  fromSearchFilter,
  type ListDefaults,
  type ListRequest,
  type ListSort,
  type ListState,
  toListRequest,
  toSearchFilter,
} from './listState.ts';

/** One list's state, kept in the searchFilters slice under its key, and the setters a DataTable needs. */
export interface ListController<S extends string = string> {
  key: string;
  state: ListState<S>;
  /** The sort sent to the server: the user's choice or the list's default. */
  sort: ListSort<S> | null;
  /** `{ page, pageSize, body }` for the list's `POST .../all` call. */
  request: ListRequest<S>;
  setPage: (page: number) => void;
  /** Also goes back to page 1. */
  setPageSize: (pageSize: number) => void;
  /** Also goes back to page 1. */
  setSearch: (search: string) => void;
  /** Also goes back to page 1; null returns to the default sort. */
  setSort: (sort: ListSort<S> | null) => void;
  /** Also goes back to page 1. */
  setFilters: (filters: Record<string, unknown>) => void;
  reset: () => void;
}

/** The `{ page, pageSize, body }` useListState(listKey, defaults) answers, read from the store outside React. */
export const storedListRequest = <S extends string = string>(
  state: RootState,
  listKey: string,
  defaults: ListDefaults<S> = {},
): ListRequest<S> => toListRequest(fromSearchFilter<S>(state.searchFilters[listKey], defaults), defaults);

/**
 * The state of the list `listKey` (e.g. 'roles'), restored when the user comes back to it (spec section 2).
 * `defaults` is read by value, so an inline object literal is fine.
 */
export const useListState = <S extends string = string>(
  listKey: string,
  defaults: ListDefaults<S> = {},
): ListController<S> => {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((s) => s.searchFilters[listKey]);
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are compared by value through defaultsKey
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  const state = useMemo(() => fromSearchFilter<S>(stored, stableDefaults), [stored, stableDefaults]);
  const request = useMemo(() => toListRequest(state, stableDefaults), [state, stableDefaults]);

  const update = useCallback(
    (patch: Partial<ListState<S>>) =>
      dispatch(setSearchFilter({ key: listKey, ...toSearchFilter({ ...state, ...patch }) })),
    [dispatch, listKey, state],
  );

  return useMemo(
    () => ({
      key: listKey,
      state,
      sort: effectiveSort(state, stableDefaults),
      request,
      setPage: (page) => update({ page }),
      setPageSize: (pageSize) => update({ pageSize, page: 1 }),
      setSearch: (search) => {
        if (search !== state.search) update({ search, page: 1 });
      },
      setSort: (sort) => update({ sort, page: 1 }),
      setFilters: (filters) => update({ filters, page: 1 }),
      reset: () => dispatch(clearSearchFilters(listKey)),
    }),
    [dispatch, listKey, state, stableDefaults, request, update],
  );
};
