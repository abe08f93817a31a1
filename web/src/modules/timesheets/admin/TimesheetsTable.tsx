import { Group, Text } from '@mantine/core';
import { TIMESHEET_API, type TimesheetSummary } from '@portal/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { FilterSet } from '../../../ui/FilterSet.tsx';
import { formatDateTime, formatMinutes, personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { RowActions } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import type { ListController } from '../../../ui/useListState.ts';
import { type TimesheetSortBy, useListAdminTimesheetsQuery } from '../adminApi.ts';
import { RejectTimesheetDialog } from '../components/RejectTimesheetDialog.tsx';
import { TimesheetDataTable } from '../components/TimesheetDataTable.tsx';
import { BulkApproveMenu } from './BulkApproveMenu.tsx';
import { BulkDownloadButton } from './BulkDownloadButton.tsx';
import { FacilityFilter, ProviderFilter } from './RemoteFilter.tsx';
import { bulkApproveBody, periodRange, timesheetListRequest } from './timesheetList.ts';
import { usePeriodFilterOptions } from './useListHelpers.ts';
import { useRefreshOnBulkApproval } from './useRefreshOnBulkApproval.ts';
import { useTimesheetRowActions } from './useTimesheetRowActions.tsx';

/** How many of the latest pay periods the Pay period filter offers. */
const PERIOD_CHOICES = 30;

export interface TimesheetsTableProps {
  list: ListController<TimesheetSortBy>;
  onView: (timesheet: TimesheetSummary) => void;
  /** Show the row checkboxes and 'Bulk Approve'. */
  canBulkApprove: boolean;
  /** Export and PDF download ('export-timesheets'). */
  canExport: boolean;
  /** More toolbar buttons (e.g. 'Add Time Sheet'). */
  actions?: ReactNode;
}

/**
 * The staff time sheet list: search by provider or facility; filters Status, Facility, Provider and Pay period;
 * sortable by period, provider, facility, status and last update; row selection for bulk approval.
 */
export function TimesheetsTable({ list, onView, canBulkApprove, canExport, actions }: TimesheetsTableProps) {
  const prefix = useRolePrefix();
  const request = useMemo(() => timesheetListRequest(list.request), [list.request]);
  const { data, isFetching } = useListAdminTimesheetsQuery({ prefix, ...request }, { refetchOnMountOrArgChange: true });
  useRefreshOnBulkApproval();

  // The selection holds across pages; a new search or filter starts a new one.
  const [selected, setSelected] = useState<TimesheetSummary[]>([]);
  const scopeKey = JSON.stringify([request.body.search ?? '', request.body.filters]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the selection whenever the matching rows change
  useEffect(() => setSelected([]), [scopeKey]);

  const rowActions = useTimesheetRowActions(prefix, onView);

  const periodOptions = usePeriodFilterOptions(PERIOD_CHOICES);

  const columns = useMemo<DataTableColumn<TimesheetSummary>[]>(
    () => [
      {
        accessor: 'provider',
        title: 'Provider',
        sortable: true,
        noWrap: true,
        render: (t) => personName(t.provider),
      },
      {
        accessor: 'facility',
        title: 'Facility',
        sortable: true,
        // Long names take two lines at most; the full name is the title.
        render: (t) => (
          <Text size="sm" lineClamp={2} title={t.facility.name} miw={140}>
            {t.facility.name}
          </Text>
        ),
      },
      {
        accessor: 'period',
        title: 'Pay period',
        sortable: true,
        render: (t) => periodRange(t.payPeriod),
      },
      {
        accessor: 'totalMinutes',
        title: 'Total',
        textAlign: 'right',
        render: (t) => formatMinutes(t.totalMinutes),
      },
      {
        accessor: 'onCallMinutes',
        title: 'On-call',
        textAlign: 'right',
        render: (t) => formatMinutes(t.onCallMinutes),
      },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        noWrap: true,
        render: (t) => <StatusBadge status={t.status} />,
      },
      {
        accessor: 'updatedAt',
        title: 'Updated',
        sortable: true,
        render: (t) => formatDateTime(t.updatedAt),
      },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (t) => (
          <RowActions name={`time sheet of ${personName(t.provider)}`} actions={rowActions.actionsFor(t)} />
        ),
      },
    ],
    [rowActions.actionsFor],
  );

  return (
    <>
      <TimesheetDataTable
        list={list}
        columns={columns}
        result={{ data, isFetching }}
        searchPlaceholder="Search by provider or facility"
        selection={
          canBulkApprove
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (t) => `Select time sheet of ${personName(t.provider)}, ${periodRange(t.payPeriod)}`,
              }
            : undefined
        }
        toolbar={
          <>
            <FilterSet list={list} set="timesheet" />
            <FacilityFilter list={list} />
            <ProviderFilter list={list} />
            <ListFilter list={list} filterKey="payPeriodId" label="Pay period" options={periodOptions} width={260} />
            {canBulkApprove && (
              <Group gap="xs" align="flex-end">
                {selected.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {selected.length} selected
                  </Text>
                )}
                <BulkApproveMenu
                  selectedIds={selected.map((t) => t._id)}
                  matching={bulkApproveBody([], request.body)}
                  onStarted={() => setSelected([])}
                />
              </Group>
            )}
            {canExport && (
              <>
                <ExportButton endpoint={TIMESHEET_API.export} body={request.body} filename="timesheets.xlsx" />
                <BulkDownloadButton
                  body={
                    selected.length
                      ? { ids: selected.map((t) => t._id) }
                      : { payload: { filters: request.body.filters, search: request.body.search } }
                  }
                />
              </>
            )}
            {actions}
          </>
        }
      />
      <RejectTimesheetDialog prefix={prefix} timesheetId={rowActions.rejecting} onClose={rowActions.closeReject} />
    </>
  );
}
