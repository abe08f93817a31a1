import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Assignment } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { serverSearchProps } from '../../../ui/serverSearch.tsx';
import { useTimesheetAssignmentOptionsQuery } from '../api.ts';
import { periodLabel } from '../timesheetForm.ts';

const SEARCH_DEBOUNCE_MS = 250;

/** 'Mercy General Hospital (MM/DD/YYYY – MM/DD/YYYY)', with the provider's name first on staff screens. */
export const assignmentLabel = (a: Assignment, showProvider: boolean): string =>
  `${showProvider ? `${a.provider.firstName} ${a.provider.lastName} – ` : ''}${a.facility.name} (${periodLabel(a)})`;

export interface AssignmentPickerProps {
  prefix: string;
  value: Assignment | null;
  onChange: (assignment: Assignment | null) => void;
  /** Staff pick any provider's assignment: show the provider's name and search by it. */
  showProvider: boolean;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** 'Assignment': a select that searches the assignments on the server as the user types. */
export function AssignmentPicker({ prefix, value, onChange, showProvider, error, disabled }: AssignmentPickerProps) {
  const selectedLabel = value ? assignmentLabel(value, showProvider) : '';
  const [search, setSearch] = useState(selectedLabel);
  const term = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useTimesheetAssignmentOptionsQuery({ prefix, search: debounced }, { skip: disabled });

  const byId = useMemo(() => {
    const map = new Map<string, Assignment>();
    if (value) map.set(value._id, value);
    for (const a of data ?? []) map.set(a._id, a);
    return map;
  }, [data, value]);
  const options = useMemo(
    () => [...byId.values()].map((a) => ({ value: a._id, label: assignmentLabel(a, showProvider) })),
    [byId, showProvider],
  );

  return (
    <Select
      label="Assignment"
      withAsterisk
      placeholder={showProvider ? 'Search by provider or facility' : 'Choose an assignment'}
      data={options}
      value={value?._id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      {...serverSearchProps({
        search,
        onSearch: setSearch,
        fetching: isFetching,
        nothingFound: 'No assignments found',
      })}
      error={error}
      disabled={disabled}
    />
  );
}
