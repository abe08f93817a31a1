import { Anchor, Text } from '@mantine/core';
import { REPORT_WINDOWS, type ReportItem, type ReportListBody, type ReportType } from '@portal/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { formatDay, personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION } from '../../../ui/listFilters.ts';
import { listTable } from '../../../ui/listTable.ts';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { viewAction } from '../../../ui/recordActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { FacilityFilter, ProviderFilter, serverFilters } from '../../timesheets/index.ts';
import {
  type ReportListRequest,
  type ReportSortBy,
  reportEndpoints,
  useListReportQuery,
  useReportStatusesQuery,
} from '../api.ts';

const WINDOW_OPTIONS = REPORT_WINDOWS.map((d) => ({ value: String(d), label: `Next ${d} days` }));

/** '20 days left', 'Due today', '3 days overdue', coloured by urgency. */
export function DaysLeft({ days }: { days: number }) {
  const text =
    days < 0
      ? `${-days} day${days === -1 ? '' : 's'} overdue`
      : days === 0
        ? 'Due today'
        : `${days} day${days === 1 ? '' : 's'} left`;
  const c = days < 0 ? 'red' : days <= 30 ? 'orange' : undefined;
  return (
    <Text size="sm" c={c} fw={days <= 30 ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

export interface ReportTableProps {
  type: ReportType;
  /** The web path of an item's view; none: no view link (a provider's own list). */
  viewPath?: (id: string) => string;
  /** A provider's own report: no provider or facility filter. */
  own?: boolean;
  noun: string;
}

/**
 * A report list: items due within 30, 60 or 90 days (overdue first when sorted by due date), filtered by facility,
 * provider and report status, searched by provider or item, downloadable as XLSX.
 */
export function ReportTable({ type, viewPath, own = false, noun }: ReportTableProps) {
  const prefix = useRolePrefix();
  const list = useListState<ReportSortBy>(`report-${type}${own ? '-own' : ''}`, {
    sort: { sortBy: 'dueOn', sortDirection: -1 },
    filters: { days: '90' },
  });
  const request = useMemo(
    (): ReportListRequest => ({
      ...list.request,
      body: { ...list.request.body, filters: serverFilters(list.request.body.filters) } as ReportListBody,
    }),
    [list.request],
  );
  const table = listTable(list, useListReportQuery({ prefix, type, ...request }, { refetchOnMountOrArgChange: true }), {
    noRecordsText: `Nothing due in the next ${String(list.state.filters.days ?? 90)} days`,
    searchPlaceholder: own ? 'Search' : 'Search by provider or item',
  });
  const { data: statuses } = useReportStatusesQuery({ reportType: type });
  const statusOptions = useMemo(
    () => [ALL_OPTION, ...(statuses ?? []).map((s) => ({ value: s.value, label: s.label }))],
    [statuses],
  );

  const columns = useMemo<DataTableColumn<ReportItem>[]>(
    () => [
      ...(own
        ? []
        : [
            {
              accessor: 'provider',
              title: 'Provider',
              sortable: true,
              render: (r: ReportItem) => (
                <>
                  <Text size="sm" fw={500}>
                    {personName(r.provider)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.provider.email}
                  </Text>
                </>
              ),
            },
          ]),
      {
        accessor: 'title',
        title: noun,
        render: (r) => (
          <>
            {viewPath ? (
              <Anchor component={Link} to={viewPath(r._id)} size="sm" fw={500}>
                {r.title}
              </Anchor>
            ) : (
              <Text size="sm" fw={500}>
                {r.title}
              </Text>
            )}
            {r.detail && (
              <Text size="xs" c="dimmed">
                {r.detail}
              </Text>
            )}
          </>
        ),
      },
      {
        accessor: 'dueOn',
        title: type === 'expired-document' ? 'Expires' : 'Due',
        sortable: true,
        render: (r) => (
          <>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDay(r.dueOn)}
            </Text>
            <DaysLeft days={r.daysLeft} />
          </>
        ),
      },
      { accessor: 'status', title: 'Status', sortable: true, render: (r) => <StatusBadge status={r.status} /> },
      ...(viewPath
        ? [
            actionsColumn<ReportItem>((r) => ({
              name: `${r.title} of ${personName(r.provider)}`,
              actions: [viewAction(viewPath(r._id))],
            })),
          ]
        : []),
    ],
    [own, noun, type, viewPath],
  );

  return (
    <DataTable<ReportItem, ReportSortBy>
      {...table}
      columns={columns}
      toolbar={
        <>
          <ListFilter list={list} filterKey="days" label="Window" options={WINDOW_OPTIONS} width={150} />
          <ListFilter list={list} filterKey="status" label="Status" options={statusOptions} width={160} />
          {!own && <ProviderFilter list={list} />}
          {!own && <FacilityFilter list={list} />}
          <ExportButton
            endpoint={reportEndpoints(type, prefix).export}
            body={request.body}
            filename={`${type}-report.xlsx`}
            label="Download"
          />
        </>
      }
    />
  );
}
