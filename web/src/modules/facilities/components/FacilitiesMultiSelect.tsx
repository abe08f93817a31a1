import { type ComboboxItem, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { serverSearchProps } from '../../../ui/serverSearch.tsx';
import { useGetFacilityQuery } from '../api.ts';
import { useFacilitySearch } from '../options.ts';

/** Pause between keystrokes and the facility search, in ms. */
const SEARCH_DEBOUNCE_MS = 250;

/** Reads the name of a chosen facility the page of matches does not hold (a saved choice, when editing). */
function FacilityName({ id, onName }: { id: string; onName: (option: ComboboxItem) => void }) {
  const prefix = useRolePrefix();
  const { data } = useGetFacilityQuery({ prefix, id });
  useEffect(() => {
    if (data) onName({ value: id, label: data.name });
  }, [data, id, onName]);
  return null;
}

export interface FacilitiesMultiSelectProps {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  placeholder?: string;
}

/** Several facilities, searched on the server as the user types (20 matches at a time); chosen ones keep their name. */
export function FacilitiesMultiSelect({ label, value, onChange, error, placeholder }: FacilitiesMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { options: found, isFetching } = useFacilitySearch(debounced);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const options = useMemo(() => {
    const kept = value.flatMap((id) =>
      chosen[id] && !found.some((o) => o.value === id) ? [{ value: id, label: chosen[id] }] : [],
    );
    return [...kept, ...found];
  }, [value, chosen, found]);
  const remember = useCallback(
    (o: ComboboxItem) => setChosen((known) => (known[o.value] ? known : { ...known, [o.value]: o.label })),
    [],
  );
  const unnamed = value.filter((id) => !chosen[id] && !found.some((o) => o.value === id));
  return (
    <>
      {unnamed.map((id) => (
        <FacilityName key={id} id={id} onName={remember} />
      ))}
      <MultiSelect
        label={label}
        placeholder={value.length ? undefined : (placeholder ?? 'Search facilities')}
        data={options}
        value={value}
        onChange={(ids) => {
          for (const o of found) if (ids.includes(o.value)) remember(o);
          onChange(ids);
        }}
        error={error}
        {...serverSearchProps({
          search,
          onSearch: setSearch,
          fetching: isFetching,
          nothingFound: 'No facilities found',
        })}
      />
    </>
  );
}
