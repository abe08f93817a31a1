import { Select, type SelectProps } from '@mantine/core';
import type { SuperAdminReferenceKind } from '@portal/contracts';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useListNamedItemsQuery } from './api.ts';

/** A division or procedure type select for a form (clearable: the field is optional). */
export function NamedItemSelect({ kind, ...props }: { kind: SuperAdminReferenceKind } & Omit<SelectProps, 'data'>) {
  const prefix = useRolePrefix();
  const { data } = useListNamedItemsQuery({ prefix, kind });
  return (
    <Select
      clearable
      searchable
      data={(data ?? []).map((i) => ({ value: i.id, label: i.name }))}
      nothingFoundMessage="Nothing found"
      {...props}
    />
  );
}
