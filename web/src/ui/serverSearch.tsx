import { Loader, type OptionsFilter } from '@mantine/core';

/** The server already filtered the choices by what is typed; the select shows them as they came. */
const keepServerMatches: OptionsFilter = ({ options }) => options;

/**
 * Props of a select whose choices come from a server search as the user types: the typed text is `search`, the
 * choices are not filtered again, and while the answer is on its way a spinner shows and the empty list says
 * 'Searching...' (else `nothingFound`).
 */
export function serverSearchProps({
  search,
  onSearch,
  fetching,
  nothingFound,
}: {
  search: string;
  onSearch: (search: string) => void;
  fetching: boolean;
  nothingFound: string;
}) {
  return {
    searchable: true,
    searchValue: search,
    onSearchChange: onSearch,
    filter: keepServerMatches,
    nothingFoundMessage: fetching ? 'Searching...' : nothingFound,
    rightSection: fetching ? <Loader size={16} /> : undefined,
    comboboxProps: { withinPortal: true },
  };
}
