import { useMemo } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useListProvidersQuery } from './api.ts';

/** The first 20 providers matching `search`, as select options named 'First Last' (for ui/SearchSelect). */
export function useProviderOptions(search: string) {
  const prefix = useRolePrefix();
  const { data } = useListProvidersQuery({
    prefix,
    page: 1,
    pageSize: 20,
    body: { ...(search ? { search } : {}), filters: {} },
  });
  return useMemo(
    () => (data?.data ?? []).map((p) => ({ value: p._id, label: `${p.firstName} ${p.lastName}` })),
    [data],
  );
}
