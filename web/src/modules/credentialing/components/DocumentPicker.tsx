import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LinkedDocument } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { formatDay } from '../../../ui/format.ts';
import { serverSearchProps } from '../../../ui/serverSearch.tsx';
import { useCredentialingDocumentOptionsQuery } from '../api.ts';

const SEARCH_DEBOUNCE_MS = 250;

const linkedDocumentLabel = (d: LinkedDocument) =>
  `${d.name} (${d.typeName}${d.expiresOn ? `, expires ${formatDay(d.expiresOn)}` : ''})`;

/**
 * The provider's documents to link to a record, searched on the server by name or type as the user types; the
 * chosen ones stay listed whatever the search.
 */
export function DocumentPicker({
  providerId,
  value,
  initial,
  onChange,
  error,
  disabled,
}: {
  providerId: string;
  value: string[];
  /** The documents linked already (their names, before any search). */
  initial: LinkedDocument[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}) {
  const prefix = useRolePrefix();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [known, setKnown] = useState(() => new Map(initial.map((d) => [d._id, d])));
  const { data: found, isFetching } = useCredentialingDocumentOptionsQuery(
    { prefix, providerId, search: debounced || undefined },
    { skip: !providerId },
  );
  const options = useMemo(() => {
    const chosen = value.flatMap((id) => known.get(id) ?? []);
    const rest = (found ?? []).filter((d) => !value.includes(d._id));
    return [...chosen, ...rest].map((d) => ({ value: d._id, label: linkedDocumentLabel(d) }));
  }, [value, known, found]);

  return (
    <MultiSelect
      label="Linked Documents"
      description="The provider's documents this record rests on (licences, certificates, letters)"
      placeholder={providerId ? 'Search documents by name or type' : 'Choose a provider first'}
      data={options}
      value={value}
      onChange={(ids) => {
        // Remember what was picked, so it keeps its label when the search changes.
        const next = new Map(known);
        for (const d of found ?? []) if (ids.includes(d._id)) next.set(d._id, d);
        setKnown(next);
        onChange(ids);
      }}
      clearable
      error={error}
      disabled={disabled || !providerId}
      hidePickedOptions
      {...serverSearchProps({ search, onSearch: setSearch, fetching: isFetching, nothingFound: 'No documents found' })}
    />
  );
}
