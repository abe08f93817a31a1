import type { Option } from '@portal/contracts';
import { LazySelect } from './LazySelect.tsx';
import { filterValue, withFilter } from './listFilters.ts';
import type { ListController } from './useListState.ts';

export interface ListFilterProps<S extends string = string> {
  /** The list whose filters this select edits (`useListState`); the choice is stored with the list's state. */
  list: ListController<S>;
  /** The key in the request's `filters` object (e.g. 'status'). */
  filterKey: string;
  label: string;
  /** The choices, 'All' first (`filterOptions(...)`). */
  options: Option[];
  /** The width from small screens up (default 180); phones get at most 150, so two filters share a row. */
  width?: number;
}

/** One filter of a DataTable's toolbar: a select whose 'All' leaves the filter out. Changing it goes to page 1. */
export function ListFilter<S extends string>({ list, filterKey, label, options, width = 180 }: ListFilterProps<S>) {
  const filters = list.state.filters;
  return (
    <LazySelect
      label={label}
      data={options}
      value={filterValue(filters, filterKey)}
      onChange={(value) => list.setFilters(withFilter(filters, filterKey, value))}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      w={{ base: Math.min(width, 150), sm: width }}
    />
  );
}

const ARCHIVE_STATUS_OPTIONS: Option[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** The Status filter of a list of archivable records: Active or Archived, never 'All' (the server lists active ones). */
export function ArchiveStatusFilter<S extends string>({ list }: { list: ListController<S> }) {
  const filters = list.state.filters;
  return (
    <LazySelect
      label="Status"
      data={ARCHIVE_STATUS_OPTIONS}
      value={filters.status === 'archived' ? 'archived' : 'active'}
      onChange={(value) => list.setFilters(withFilter(filters, 'status', value))}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      w={{ base: 150, sm: 160 }}
    />
  );
}
