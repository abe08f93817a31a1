import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type ListState, toListRequest } from '../../ui/listState.ts';
import type { ListController } from '../../ui/useListState.ts';

const fresh = <S extends string>(pageSize: number): ListState<S> => ({
  search: '',
  page: 1,
  pageSize,
  sort: null,
  filters: {},
});

/**
 * A DataTable list state kept in the component only (not in the stored search filters): for lists that belong to
 * one record, such as a provider's history, whose page should not follow the user to another record (give the
 * table `key={recordId}`).
 */
export const useLocalList = <S extends string = string>(
  key: string,
  pageSize = DEFAULT_PAGE_SIZE,
): ListController<S> => {
  const [state, setState] = useState<ListState<S>>(() => fresh<S>(pageSize));
  return useMemo(() => {
    const update = (patch: Partial<ListState<S>>) => setState((s) => ({ ...s, ...patch }));
    return {
      key,
      state,
      sort: state.sort,
      request: toListRequest(state),
      setPage: (page) => update({ page }),
      setPageSize: (size) => update({ pageSize: size, page: 1 }),
      setSearch: (search) => update({ search, page: 1 }),
      setSort: (sort) => update({ sort, page: 1 }),
      setFilters: (filters) => update({ filters, page: 1 }),
      reset: () => setState(fresh<S>(pageSize)),
    };
  }, [key, state, pageSize]);
};
