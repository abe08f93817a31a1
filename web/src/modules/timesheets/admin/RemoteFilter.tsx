import { useDebouncedValue } from '@mantine/hooks';
import type { Option } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { personName } from '../../../ui/format.ts';
import { LazySelect } from '../../../ui/LazySelect.tsx';
import { serverSearchProps } from '../../../ui/serverSearch.tsx';
import type { ListController } from '../../../ui/useListState.ts';
import { useTimesheetFacilityOptionsQuery, useTimesheetProviderOptionsQuery } from '../adminApi.ts';
import { labelKey } from './timesheetList.ts';

/** Pause between keystrokes and the server search, in ms. */
const SEARCH_DEBOUNCE_MS = 250;

interface RemoteFilterProps<S extends string> {
  list: ListController<S>;
  filterKey: string;
  label: string;
  placeholder: string;
  /** The server's answer to the debounced search term. */
  useOptions: (search: string) => { options: Option[]; fetching: boolean };
  width?: number;
}

/**
 * A list filter whose choices come from a server search (facilities, providers). The chosen id goes to the
 * request; its label is stored beside it (never sent) so the select names it when the user comes back.
 */
function RemoteFilter<S extends string>({
  list,
  filterKey,
  label,
  placeholder,
  useOptions,
  width = 220,
}: RemoteFilterProps<S>) {
  const filters = list.state.filters;
  const value = typeof filters[filterKey] === 'string' ? (filters[filterKey] as string) : null;
  const storedLabel = typeof filters[labelKey(filterKey)] === 'string' ? (filters[labelKey(filterKey)] as string) : '';
  const [search, setSearch] = useState(value ? storedLabel : '');
  // While the box shows the chosen name, list every choice rather than only that one.
  const term = value && search === storedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const { options, fetching } = useOptions(debounced);

  const data = useMemo(() => {
    if (value && !options.some((o) => o.value === value)) return [{ value, label: storedLabel || value }, ...options];
    return options;
  }, [options, value, storedLabel]);

  return (
    <LazySelect
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next, option) => {
        const { [filterKey]: _id, [labelKey(filterKey)]: _label, ...rest } = filters;
        list.setFilters(next ? { ...rest, [filterKey]: next, [labelKey(filterKey)]: option.label } : rest);
        if (!next) setSearch('');
      }}
      clearable
      {...serverSearchProps({ search, onSearch: setSearch, fetching, nothingFound: 'Nothing found' })}
      w={{ base: Math.min(width, 150), sm: width }}
    />
  );
}

const useFacilityChoices = (search: string) => {
  const prefix = useRolePrefix();
  const { data, isFetching } = useTimesheetFacilityOptionsQuery({ prefix, search });
  const options = useMemo(() => (data ?? []).map((f) => ({ value: f._id, label: f.name })), [data]);
  return { options, fetching: isFetching };
};

const useProviderChoices = (search: string) => {
  const prefix = useRolePrefix();
  const { data, isFetching } = useTimesheetProviderOptionsQuery({ prefix, search });
  const options = useMemo(() => (data ?? []).map((p) => ({ value: p._id, label: personName(p) })), [data]);
  return { options, fetching: isFetching };
};

/** 'Facility': the list's facilityId filter, searched on the server. */
export function FacilityFilter<S extends string>({ list }: { list: ListController<S> }) {
  return (
    <RemoteFilter
      list={list}
      filterKey="facilityId"
      label="Facility"
      placeholder="All facilities"
      useOptions={useFacilityChoices}
    />
  );
}

/** 'Provider': the list's providerId filter, searched on the server. */
export function ProviderFilter<S extends string>({ list }: { list: ListController<S> }) {
  return (
    <RemoteFilter
      list={list}
      filterKey="providerId"
      label="Provider"
      placeholder="All providers"
      useOptions={useProviderChoices}
    />
  );
}
