import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import type { TimesheetSummary } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useRolePrefix } from '../../../app/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { ALL_OPTION } from '../../../ui/listFilters.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import type { ListController } from '../../../ui/useListState.ts';
import { type TimesheetSortBy, useListAdminTimesheetsQuery, useRecentPayPeriodsQuery } from '../adminApi.ts';
import { BulkApproveMenu } from './BulkApproveMenu.tsx';
import { FacilityFilter, ProviderFilter } from './RemoteFilter.tsx';
import {
  bulkApproveBody,
  hhmm,
  payPeriodOption,
  periodRange,
  personName,
  TIMESHEET_STATUS_OPTIONS,
  timesheetListRequest,
} from './timesheetList.ts';
import { useRefreshOnBulkApproval } from './useRefreshOnBulkApproval.ts';

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
  const { data: periods } = useRecentPayPeriodsQuery({ limit: PERIOD_CHOICES });
  useRefreshOnBulkApproval();

  // The selection holds across pages; a new search or filter starts a new one.
  const [selected, setSelected] = useState<TimesheetSummary[]>([]);
  const scopeKey = JSON.stringify([request.body.search ?? '', request.body.filters]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the selection whenever the matching rows change
  useEffect(() => setSelected([]), [scopeKey]);

  const periodOptions = useMemo(() => [ALL_OPTION, ...(periods ?? []).map(payPeriodOption)], [periods]);

  const columns = useMemo<DataTableColumn<TimesheetSummary>[]>(
    () => [
      { accessor: 'provider', title: 'Provider', sortable: true, render: (t) => personName(t.provider) },
      { accessor: 'facility', title: 'Facility', sortable: true, render: (t) => t.facility.name },
      {
        accessor: 'period',
        title: 'Pay period',
        sortable: true,
        noWrap: true,
        render: (t) => periodRange(t.payPeriod),
      },
      { accessor: 'totalMinutes', title: 'Total HH:MM', textAlign: 'right', render: (t) => hhmm(t.totalMinutes) },
      { accessor: 'onCallMinutes', title: 'On-call HH:MM', textAlign: 'right', render: (t) => hhmm(t.onCallMinutes) },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        noWrap: true,
        width: 150,
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
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label="View">
              <ActionIcon
                variant="subtle"
                aria-label={`View time sheet of ${personName(t.provider)}`}
                onClick={() => onView(t)}
              >
                <IconEye size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [onView],
  );

  return (
    <DataTable<TimesheetSummary, TimesheetSortBy>
      list={list}
      columns={columns}
      records={data?.data}
      total={data?.total}
      fetching={isFetching}
      noRecordsText="No time sheets found"
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
          <ListFilter list={list} filterKey="status" label="Status" options={TIMESHEET_STATUS_OPTIONS} />
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
              <ExportButton path="time-sheet/export" body={request.body} filename="timesheets.xlsx" />
              <ExportButton
                path="time-sheet/bulk-download"
                body={
                  selected.length
                    ? { ids: selected.map((t) => t._id) }
                    : { payload: { filters: request.body.filters, search: request.body.search } }
                }
                filename="timesheets.zip"
                label="Download PDFs"
              />
            </>
          )}
          {actions}
        </>
      }
    />
  );
}
