import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from './DataTable.tsx';
import { personName } from './format.ts';

/** A sortable column whose text opens the row's screen: the first column of most lists. */
export const linkColumn = <T,>(
  accessor: string,
  title: string,
  link: (row: T) => { to: string; text: ReactNode },
): DataTableColumn<T> => ({
  accessor,
  title,
  sortable: true,
  render: (row) => {
    const { to, text } = link(row);
    return (
      <Anchor component={Link} to={to} size="sm" fw={500}>
        {text}
      </Anchor>
    );
  },
});

/** The row's provider by name, opening the row's screen (`view` of the module's paths). */
export const providerLinkColumn = <T extends { _id: string; provider: { firstName: string; lastName: string } }>(
  view: (id: string) => string,
): DataTableColumn<T> =>
  linkColumn<T>('provider', 'Provider', (row) => ({ to: view(row._id), text: personName(row.provider) }));
