import type { ComboboxItem } from '@mantine/core';
import type { ReactNode } from 'react';
import { personOption, RemoteSelect } from '../../../ui/RemoteSelect.tsx';
import { useTimesheetProviderOptionsQuery } from '../adminApi.ts';

interface ProviderSelectProps {
  value: string;
  /** The provider already chosen (editing), shown before anything is typed. */
  initial: ComboboxItem | null;
  onChange: (id: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** The required "Provider" picker of staff forms: providers searched by name or e-mail, namesakes told apart. */
export function ProviderSelect(props: ProviderSelectProps) {
  return (
    <RemoteSelect
      label="Provider"
      required
      placeholder="Search by name or e-mail"
      nothingFound="No providers found"
      useOptions={useTimesheetProviderOptionsQuery}
      toOption={personOption}
      {...props}
    />
  );
}
