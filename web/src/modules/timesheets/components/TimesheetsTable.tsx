import { Text } from '@mantine/core';
import type { TimesheetSummary } from '@portal/contracts';
import { type ReactNode, useMemo } from 'react';
import type { DataTableColumn, DataTableSelection } from '../../../ui/DataTable.tsx';
import { FilterSet } from '../../../ui/FilterSet.tsx';
import { formatDateTime, formatMinutes, personName } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import type { ListController } from '../../../ui/useListState.ts';
import { ClosedBadge } from '../../pay-periods/index.ts';
import { periodRange } from '../admin/timesheetList.ts';
import { type TimesheetListRequest, type TimesheetSortBy, useListTimesheetsQuery } from '../api.ts';
import { periodLabel } from '../timesheetForm.ts';
import { TimesheetDataTable } from './TimesheetDataTable.tsx';

/** Who reads the list: staff see whose sheet it is and its on-call hours; a provider sees their own sheets. */
type TimesheetAudience = 'staff' | 'provider';

export interface TimesheetsTableProps {
  audience: TimesheetAudience;
  prefix: string;
  list: ListController<TimesheetSortBy>;
  request: TimesheetListRequest;
  /** The actions cell of a row. */
  rowActions: (t: TimesheetSummary) => ReactNode;
  /** Row checkboxes (staff bulk approval). */
  selection?: DataTableSelection<TimesheetSummary>;
  /** After the status filter: more filters and buttons. */
  toolbar?: ReactNode;
}

/**
 * The time sheet list of staff and of a provider: the status filter, search and sort; Facility, Pay period, Total
 * hours (HH:MM), Status and Updated, with the Provider and On-call hours for staff.
 */
export function TimesheetsTable({
  audience,
  prefix,
  list,
  request,
  rowActions,
  selection,
  toolbar,
}: TimesheetsTableProps) {
  const staff = audience === 'staff';
  const { data, isFetching } = useListTimesheetsQuery({ prefix, ...request }, { refetchOnMountOrArgChange: staff });

  const columns = useMemo<DataTableColumn<TimesheetSummary>[]>(
    () => [
      ...(staff
        ? [
            {
              accessor: 'provider',
              title: 'Provider',
              sortable: true,
              noWrap: true,
              render: (t: TimesheetSummary) => personName(t.provider),
            },
          ]
        : []),
      {
        accessor: 'facility',
        title: 'Facility',
        sortable: true,
        // Long names take two lines at most in the staff list; the full name is the title.
        render: (t) =>
          staff ? (
            <Text size="sm" lineClamp={2} title={t.facility.name} miw={140}>
              {t.facility.name}
            </Text>
          ) : (
            t.facility.name
          ),
      },
      {
        accessor: 'period',
        title: 'Pay period',
        sortable: true,
        noWrap: !staff,
        render: (t) => (
          <>
            {staff ? periodRange(t.payPeriod) : periodLabel(t.payPeriod)}
            {t.payPeriod.status === 'closed' && (
              <>
                {' '}
                <ClosedBadge />
              </>
            )}
          </>
        ),
      },
      {
        accessor: 'totalMinutes',
        title: staff ? 'Total' : 'Total hours',
        ...(staff ? { textAlign: 'right' as const } : { noWrap: true }),
        render: (t) => formatMinutes(t.totalMinutes),
      },
      ...(staff
        ? [
            {
              accessor: 'onCallMinutes',
              title: 'On-call',
              textAlign: 'right' as const,
              render: (t: TimesheetSummary) => formatMinutes(t.onCallMinutes),
            },
          ]
        : []),
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        noWrap: staff,
        render: (t) => <StatusBadge status={t.status} />,
      },
      {
        accessor: 'updatedAt',
        title: 'Updated',
        sortable: true,
        noWrap: !staff,
        render: (t) => formatDateTime(t.updatedAt),
      },
      { accessor: 'actions', title: 'Actions', textAlign: 'right', render: rowActions },
    ],
    [staff, rowActions],
  );

  return (
    <TimesheetDataTable
      list={list}
      columns={columns}
      result={{ data, isFetching }}
      searchPlaceholder={staff ? 'Search by provider or facility' : 'Search by facility'}
      selection={selection}
      toolbar={
        <>
          <FilterSet list={list} set="timesheet" />
          {toolbar}
        </>
      }
    />
  );
}
