import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useRolePrefix } from '../../app/hooks.ts';
import { useListFacilitiesQuery } from '../../modules/facilities/api.ts';
import { useListProvidersQuery } from '../../modules/providers/api.ts';

interface PickerProps {
  value: string;
  onChange: (v: string) => void;
  label?: string;
  required?: boolean;
  clearable?: boolean;
  w?: number | string | Record<string, number | string>;
}

/** A searchable provider select (20 matches at a time). */
export function ProviderSelect({ value, onChange, label = 'Provider', required, clearable, w }: PickerProps) {
  const prefix = useRolePrefix();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data } = useListProvidersQuery({
    prefix,
    page: 1,
    pageSize: 20,
    body: { ...(debounced ? { search: debounced } : {}), filters: {} },
  } as never);
  const options = useMemo(
    () => (data?.data ?? []).map((p) => ({ value: p._id, label: `${p.firstName} ${p.lastName}` })),
    [data],
  );
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder="Search by name"
      data={options}
      searchable
      clearable={clearable}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      w={w ?? { base: '100%', sm: 420 }}
    />
  );
}

/** A searchable facility select (20 matches at a time). */
export function FacilitySelect({ value, onChange, label = 'Facility', clearable, w }: PickerProps) {
  const prefix = useRolePrefix();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data } = useListFacilitiesQuery({
    prefix,
    page: 1,
    pageSize: 20,
    body: { ...(debounced ? { search: debounced } : {}), filters: {} },
  } as never);
  const options = useMemo(() => (data?.data ?? []).map((f) => ({ value: f._id, label: f.name })), [data]);
  return (
    <Select
      label={label}
      placeholder="Search by name"
      data={options}
      searchable
      clearable={clearable}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      w={w}
    />
  );
}
