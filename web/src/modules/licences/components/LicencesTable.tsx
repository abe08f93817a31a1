import { Select } from '@mantine/core';
import type { Licence } from '@portal/contracts';
import { IconArchive, IconEye, IconPencil, IconRestore } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { withFilter } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { type ListController, useListState } from '../../../ui/useListState.ts';
import { type LicenceSortBy, useListLicencesQuery } from '../api.ts';
import { LICENCE_PATHS } from '../paths.ts';
import { useLicenceStatusAction } from './useLicenceStatusAction.tsx';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** The Status filter: Active or Archived (the server lists the active ones by default). */
function StatusFilter({ list }: { list: ListController<LicenceSortBy> }) {
  const filters = list.state.filters;
  return (
    <Select
      label="Status"
      data={STATUS_OPTIONS}
      value={filters.status === 'archived' ? 'archived' : 'active'}
      onChange={(value) => list.setFilters(withFilter(filters, 'status', value))}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      w={{ base: 150, sm: 160 }}
    />
  );
}

/**
 * The licences list: search by name, filter by status (kept with the list's state), sort by name or creation
 * date; view, edit ('edit-licences') and archive or reinstate ('archive-licences').
 */
export function LicencesTable() {
  const prefix = useRolePrefix();
  const list = useListState<LicenceSortBy>('licences', {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
    filters: { status: 'active' },
  });
  const table = listTable(list, useListLicencesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No licences found',
    searchPlaceholder: 'Search by name',
  });
  const changeStatus = useLicenceStatusAction();

  const columns = useMemo<DataTableColumn<Licence>[]>(
    () => [
      linkColumn<Licence>('name', 'Name', (r) => ({ to: LICENCE_PATHS.view(r._id), text: r.name })),
      { accessor: 'status', title: 'Status', render: (r) => <StatusBadge status={r.status} /> },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (r) => formatDate(r.createdAt) },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (r) => {
          const archived = r.status !== 'active';
          return (
            <RowActions
              name={r.name}
              actions={[
                { label: 'View', icon: <IconEye size={18} aria-hidden />, to: LICENCE_PATHS.view(r._id) },
                {
                  label: 'Edit',
                  icon: <IconPencil size={18} aria-hidden />,
                  scope: ['edit-licences'],
                  to: LICENCE_PATHS.edit(r._id),
                },
                {
                  label: archived ? 'Reinstate' : 'Archive',
                  icon: archived ? <IconRestore size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />,
                  color: archived ? 'green' : 'red',
                  scope: ['archive-licences'],
                  onClick: () => changeStatus(r),
                },
              ]}
            />
          );
        },
      },
    ],
    [changeStatus],
  );

  return <DataTable<Licence, LicenceSortBy> {...table} columns={columns} toolbar={<StatusFilter list={list} />} />;
}
