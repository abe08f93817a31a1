import { Text } from '@mantine/core';
import {
  APPLICATION_TYPE_LABELS,
  CREDENTIALING_API,
  CREDENTIALING_KIND_LABELS,
  CREDENTIALING_KINDS,
  CREDENTIALING_MESSAGES,
  CREDENTIALING_STATUSES,
  type Credentialing,
  type CredentialingListBody,
  statusLabel,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { formatDay, personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { filterOptions } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { archiveAction, viewAndEditActions } from '../../../ui/recordActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { providerLinkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { ViewSwitch } from '../../../ui/ViewSwitch.tsx';
import { FacilityFilter, ProviderFilter, serverFilters } from '../../timesheets/index.ts';
import {
  CREDENTIALING_PATHS,
  type CredentialingListRequest,
  type CredentialingSortBy,
  useArchiveCredentialingMutation,
  useListCredentialingQuery,
} from '../api.ts';

const KIND_OPTIONS = filterOptions(CREDENTIALING_KINDS, CREDENTIALING_KIND_LABELS);
const STATUS_OPTIONS = filterOptions(
  CREDENTIALING_STATUSES,
  Object.fromEntries(CREDENTIALING_STATUSES.map((s) => [s, statusLabel(s)])),
);

const RECORD_VIEWS = { live: 'Active', archived: 'Archived' };

export const recordName = (c: Credentialing) =>
  `${CREDENTIALING_KIND_LABELS[c.kind]} of ${personName(c.provider)} ${c.kind === 'credentialing' ? `at ${c.facility?.name ?? '-'}` : `with ${c.payor?.name ?? '-'}`}`;

/**
 * The credentialing and payor enrollment records: search, filters (type, status, provider, facility), sort, paging,
 * the archive view, XLSX download, and per row view, edit, archive or reinstate. `providerId` fixes the provider
 * (the provider's Credentialing tab).
 */
export function CredentialingTable({ providerId }: { providerId?: string }) {
  const prefix = useRolePrefix();
  const [view, setView] = useState<keyof typeof RECORD_VIEWS>('live');
  const list = useListState<CredentialingSortBy>(providerId ? `credentialing-${providerId}` : 'credentialing', {
    sort: { sortBy: 'dueOn', sortDirection: -1 },
  });
  const request = useMemo((): CredentialingListRequest => {
    const filters = serverFilters(list.request.body.filters) as Record<string, unknown>;
    return {
      ...list.request,
      body: {
        ...list.request.body,
        filters: { ...filters, ...(providerId ? { providerId } : {}) },
      } as CredentialingListBody,
    };
  }, [list.request, providerId]);
  const archived = view === 'archived';
  const table = listTable(
    list,
    useListCredentialingQuery({ prefix, ...request, archived }, { refetchOnMountOrArgChange: true }),
    {
      noRecordsText: archived ? 'No archived records' : 'No credentialing records found',
      searchPlaceholder: 'Search by provider, facility, payor or privileges',
    },
  );
  const [archive] = useArchiveCredentialingMutation();

  const columns = useMemo<DataTableColumn<Credentialing>[]>(
    () => [
      providerLinkColumn<Credentialing>(CREDENTIALING_PATHS.view),
      {
        accessor: 'kind',
        title: 'Facility / Payor',
        render: (c) => (
          <>
            <Text size="sm">{c.kind === 'credentialing' ? c.facility?.name : c.payor?.name}</Text>
            <Text size="xs" c="dimmed">
              {CREDENTIALING_KIND_LABELS[c.kind]}
            </Text>
          </>
        ),
      },
      {
        accessor: 'applicationType',
        title: 'Application',
        sortable: true,
        render: (c) => APPLICATION_TYPE_LABELS[c.applicationType],
      },
      {
        accessor: 'dueOn',
        title: 'Expiry / Due',
        sortable: true,
        render: (c) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(c.dueOn)}
          </Text>
        ),
      },
      {
        accessor: 'assignedStaff',
        title: 'Assigned Staff',
        render: (c) => (c.assignedStaff ? personName(c.assignedStaff) : '-'),
      },
      { accessor: 'status', title: 'Status', sortable: true, render: (c) => <StatusBadge status={c.status} /> },
      actionsColumn((c) => {
        const name = recordName(c);
        return {
          name,
          actions: [
            ...viewAndEditActions(CREDENTIALING_PATHS, c._id, {
              scope: ['edit-credentialing'],
              hidden: c.archived,
            }),
            archiveAction(c.archived, {
              scope: ['archive-credentialing'],
              confirm: {
                title: c.archived ? 'Reinstate record' : 'Archive record',
                message: c.archived
                  ? `Reinstate the ${name}?`
                  : `Archive the ${name}? It leaves the listing and the reports until reinstated.`,
              },
              onClick: async () => {
                const res = await archive({ prefix, id: c._id, archived: !c.archived }).unwrap();
                toastSuccess(
                  res.message ?? (c.archived ? CREDENTIALING_MESSAGES.reinstated : CREDENTIALING_MESSAGES.archived),
                );
              },
            }),
          ],
        };
      }),
    ],
    [prefix, archive],
  );

  return (
    <DataTable<Credentialing, CredentialingSortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ViewSwitch
            label="Live or archived records"
            views={RECORD_VIEWS}
            value={view}
            onChange={(v) => {
              setView(v);
              list.setPage(1);
            }}
            style={{ alignSelf: 'flex-end' }}
          />
          <ListFilter list={list} filterKey="kind" label="Type" options={KIND_OPTIONS} width={170} />
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} width={150} />
          {!providerId && <ProviderFilter list={list} />}
          <FacilityFilter list={list} />
          {!archived && (
            <ExportButton
              endpoint={CREDENTIALING_API.export}
              body={request.body}
              filename="credentialing.xlsx"
              label="Download"
            />
          )}
        </>
      }
    />
  );
}
