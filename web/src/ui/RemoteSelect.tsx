import { type ComboboxItem, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useRolePrefix } from '../lib/hooks.ts';
import { personName } from './format.ts';
import { serverSearchProps } from './serverSearch.tsx';

/** A picker query (an RTK Query hook): the first page of the role's records matching `search`. */
type PickerQuery<T> = (args: { prefix: string; search: string }) => { data?: T[]; isFetching: boolean };

export interface RemoteSelectProps<T> {
  label: string;
  placeholder: string;
  value: string;
  /** The record already chosen (editing): listed, and its label in the box, before anything is typed. */
  initial: ComboboxItem | null;
  onChange: (id: string) => void;
  useOptions: PickerQuery<T>;
  /** A record of the query as an option; defined once outside the component, so options are built once per answer. */
  toOption: (record: T) => ComboboxItem;
  /** Marked with an asterisk and cannot be cleared. */
  required?: boolean;
  nothingFound?: string;
  error?: ReactNode;
  disabled?: boolean;
}

/** A person (provider, staff member) as an option: the name and, to tell namesakes apart, the e-mail address. */
export const personOption = (p: { _id: string; firstName: string; lastName: string; email: string }) => ({
  value: p._id,
  label: `${personName(p)} (${p.email})`,
});

/**
 * A form's select searched on the server as the user types. Unlike SearchSelect, the box shows the chosen option's
 * label and searches only once that text changes; the chosen option stays listed whatever the matches.
 */
export function RemoteSelect<T>({
  label,
  placeholder,
  value,
  initial,
  onChange,
  useOptions,
  toOption,
  required,
  nothingFound = 'Nothing found',
  error,
  disabled,
}: RemoteSelectProps<T>) {
  const prefix = useRolePrefix();
  const [chosen, setChosen] = useState(initial);
  const [search, setSearch] = useState(chosen?.label ?? '');
  const term = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, 250);
  const { data, isFetching } = useOptions({ prefix, search: debounced });
  const options = useMemo(() => {
    const found = (data ?? []).map(toOption);
    return chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  }, [data, chosen, toOption]);
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder={placeholder}
      data={options}
      value={value || null}
      onChange={(id, option) => {
        setChosen(id ? option : null);
        onChange(id ?? '');
      }}
      clearable={!required}
      {...serverSearchProps({ search, onSearch: setSearch, fetching: isFetching, nothingFound })}
      error={error}
      disabled={disabled}
    />
  );
}
