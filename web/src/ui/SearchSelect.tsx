import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';

export interface SearchSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> {
  value: string;
  onChange: (value: string) => void;
  /** The server's matches for what is typed (debounced): e.g. the first page of a list call's search. */
  useOptions: (search: string) => ComboboxItem[];
  /** The record already chosen (editing), offered even when the page of matches does not hold it. */
  known?: ComboboxItem;
}

/** A select searched on the server as the user types; it keeps the server's order and matches as they are. */
export function SearchSelect({ value, onChange, useOptions, known, ...props }: SearchSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useOptions(debounced);
  const options = useMemo(
    () => (known && !found.some((o) => o.value === known.value) ? [known, ...found] : found),
    [found, known],
  );
  return (
    <Select
      placeholder="Search by name"
      data={options}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      {...props}
    />
  );
}
