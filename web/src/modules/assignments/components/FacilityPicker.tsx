import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Option } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { serverSearchProps } from '../../../ui/serverSearch.tsx';
import { useFacilityOptionsQuery } from '../api.ts';
import { facilityOption } from '../assignmentForm.ts';

/** Pause between keystrokes and the facility search, in ms. */
const SEARCH_DEBOUNCE_MS = 250;

export interface FacilityPickerProps {
  value: string;
  onChange: (value: string) => void;
  /** The facility already chosen (editing), shown even when it is not among the search results (e.g. archived). */
  initial?: Option | null;
  error?: React.ReactNode;
  disabled?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** 'Facility': a select that searches the active facilities on the server as the user types (20 at a time). */
export function FacilityPicker({ value, onChange, initial, error, disabled, onFocus, onBlur }: FacilityPickerProps) {
  const prefix = useRolePrefix();
  const [selected, setSelected] = useState<Option | null>(initial ?? null);
  const [search, setSearch] = useState(initial?.label ?? '');
  // While the box shows the chosen facility's name, list every facility rather than only that one.
  const term = selected && search === selected.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useFacilityOptionsQuery({ prefix, search: debounced });

  const options = useMemo(() => {
    const list: Option[] = (data ?? []).map(facilityOption);
    if (selected && !list.some((o) => o.value === selected.value)) list.unshift(selected);
    return list;
  }, [data, selected]);

  return (
    <Select
      label="Facility"
      withAsterisk
      placeholder="Search facilities"
      data={options}
      value={value || null}
      onChange={(next, option) => {
        setSelected(next ? { value: option.value, label: option.label } : null);
        onChange(next ?? '');
      }}
      {...serverSearchProps({
        search,
        onSearch: setSearch,
        fetching: isFetching,
        nothingFound: 'No active facilities found',
      })}
      error={error}
      disabled={disabled}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}
