import type { Option } from '@portal/contracts';

/** How a select names its list's items: `one` in 'Choose a client', `many` in 'Loading clients...'. */
export interface ListNames {
  one: string;
  many: string;
}

/** A list the server sends, as choices, and whether it is still loading. */
export interface LoadedList {
  data: Option[];
  loading: boolean;
}

/**
 * Props of a searchable, clearable select over a list the server sends: 'Choose a client', 'Loading clients...'
 * while the list loads, 'No clients found' when the search matches nothing.
 */
export const listSelectProps = ({ one, many }: ListNames, { data, loading }: LoadedList) => ({
  data,
  placeholder: loading ? `Loading ${many}...` : `Choose ${one}`,
  nothingFoundMessage: `No ${many} found`,
  searchable: true,
  clearable: true,
});
