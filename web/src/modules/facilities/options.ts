import { useMemo } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useListFacilitiesQuery } from './api.ts';

/** The first 20 facilities matching `search` (by name), as select options named by the facility. */
export function useFacilitySearch(search: string) {
  const prefix = useRolePrefix();
  const { data, isFetching } = useListFacilitiesQuery({
    prefix,
    page: 1,
    pageSize: 20,
    body: { ...(search ? { search } : {}), filters: {} },
  } as never);
  const options = useMemo(() => (data?.data ?? []).map((f) => ({ value: f._id, label: f.name })), [data]);
  return { options, isFetching };
}

/** `useFacilitySearch`'s options alone (for ui/SearchSelect). */
export const useFacilityOptions = (search: string) => useFacilitySearch(search).options;
