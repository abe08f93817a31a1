import { useMemo } from 'react';
import { ALL_OPTION } from '../../../ui/listFilters.ts';
import type { ListRequest } from '../../../ui/listState.ts';
import { useRecentPayPeriodsQuery } from '../adminApi.ts';
import { payPeriodOption, serverFilters } from './timesheetList.ts';

/**
 * A list state's request as the server takes it: only the filters it knows (`serverFilters`: the labels kept beside
 * the ids stay behind), the same object while the state is the same (a new object would refetch).
 */
export function useServerListRequest<R>(request: ListRequest<string>): R {
  return useMemo(
    () => ({ ...request, body: { ...request.body, filters: serverFilters(request.body.filters) } }) as R,
    [request],
  );
}

/** "All" and the most recent pay periods (of one type, or every type), newest first, for a list's period filter. */
export function usePeriodFilterOptions(limit: number, type?: 'bi_weekly') {
  const { data: periods } = useRecentPayPeriodsQuery(type ? { limit, type } : { limit });
  return useMemo(() => [ALL_OPTION, ...(periods ?? []).map(payPeriodOption)], [periods]);
}
