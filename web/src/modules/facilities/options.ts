import { useMemo } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useListFacilitiesQuery } from './api.ts';

/** The first 20 facilities matching `search`, as select options named by the facility (for ui/SearchSelect). */
export function useFacilityOptions(search: string) {
  const prefix = useRolePrefix();
  const { data } = useListFacilitiesQuery({
    prefix,
    page: 1,
    pageSize: 20,
    body: { ...(search ? { search } : {}), filters: {} },
  } as never);
  return useMemo(() => (data?.data ?? []).map((f) => ({ value: f._id, label: f.name })), [data]);
}
