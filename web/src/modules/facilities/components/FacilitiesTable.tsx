import { Text } from '@mantine/core';
import type { FacilitySummary } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { ArchiveStatusFilter, ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { archiveAction, viewAndEditActions } from '../../../ui/recordActions.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { useListClientsQuery, useListVmsQuery } from '../../reference/index.ts';
import { type FacilitySortBy, useListFacilitiesQuery } from '../api.ts';
import { FacilityStatusBadge } from './FacilityStatusBadge.tsx';
import { useFacilityStatusAction } from './useFacilityStatusAction.tsx';

/** The key of the facilities list in the searchFilters slice. */
const FACILITIES_LIST_KEY = 'facilities';

/** The facility screens the row actions open. */
const FACILITY_PATHS = { view: webPaths.viewFacilities, edit: webPaths.editFacilities };

const dash = (value: string | null | undefined) =>
  value ? (
    value
  ) : (
    <Text size="sm" c="dimmed" span>
      -
    </Text>
  );

/**
 * The facilities list: search by name, filter by status, client and VMS (kept with the list's state, so coming
 * back restores them), sort by name, city, state or creation date; view, edit ('edit-facilities') and archive or
 * reinstate ('archive-facilities').
 */
export function FacilitiesTable() {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-facilities']);
  const canArchive = useScope(['archive-facilities']);
  const list = useListState<FacilitySortBy>(FACILITIES_LIST_KEY, {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
    filters: { status: 'active' },
  });
  const table = listTable(list, useListFacilitiesQuery({ prefix, ...list.request }), {
    noRecordsText: 'No facilities found',
    searchPlaceholder: 'Search by name',
  });
  const { data: clients } = useListClientsQuery();
  const { data: vms } = useListVmsQuery();
  const changeStatus = useFacilityStatusAction();

  const clientOptions = useMemo(
    () => [ALL_OPTION, ...(clients ?? []).map((c) => ({ value: c._id, label: c.name }))],
    [clients],
  );
  const vmsOptions = useMemo(() => [ALL_OPTION, ...(vms ?? []).map((c) => ({ value: c._id, label: c.name }))], [vms]);

  const columns = useMemo<DataTableColumn<FacilitySummary>[]>(
    () => [
      linkColumn<FacilitySummary>('name', 'Name', (f) => ({ to: webPaths.viewFacilities(f._id), text: f.name })),
      { accessor: 'city', title: 'City', sortable: true, render: (f) => dash(f.city) },
      { accessor: 'state', title: 'State', sortable: true, render: (f) => dash(f.state) },
      { accessor: 'client', title: 'Client', render: (f) => dash(f.client?.name) },
      { accessor: 'vms', title: 'VMS', render: (f) => dash(f.vms?.name) },
      { accessor: 'timezone', title: 'Time zone', render: (f) => dash(f.timezone?.replaceAll('_', ' ')) },
      { accessor: 'status', title: 'Status', render: (f) => <FacilityStatusBadge status={f.status} /> },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (f) => formatDate(f.createdAt) },
      actionsColumn((f) => ({
        name: f.name,
        actions: [
          ...viewAndEditActions(FACILITY_PATHS, f._id, { hidden: !canEdit }),
          archiveAction(f.status !== 'active', { hidden: !canArchive, onClick: () => changeStatus(f) }),
        ],
      })),
    ],
    [canEdit, canArchive, changeStatus],
  );

  return (
    <DataTable<FacilitySummary, FacilitySortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ArchiveStatusFilter list={list} />
          <ListFilter list={list} filterKey="clientId" label="Client" options={clientOptions} />
          <ListFilter list={list} filterKey="vmsId" label="VMS" options={vmsOptions} />
        </>
      }
    />
  );
}
