import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { EDITABLE_STATUSES, type TimesheetSummary } from '@portal/contracts';
import { IconEye, IconPencil, IconSend } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterSet } from '../../../ui/FilterSet.tsx';
import { formatDateTime, formatMinutes } from '../../../ui/format.ts';
import type { ListController } from '../../../ui/useListState.ts';
import { type TimesheetListRequest, type TimesheetSortBy, useListTimesheetsQuery } from '../api.ts';
import { periodLabel } from '../timesheetForm.ts';
import { TimesheetDataTable } from './TimesheetDataTable.tsx';
import { TimesheetStatusBadge } from './TimesheetStatusBadge.tsx';

/** Approved / Approval Pending / Rejected / Not Submitted (spec section 4), 'All' first. */

export interface TimesheetsTableProps {
  prefix: string;
  list: ListController<TimesheetSortBy>;
  request: TimesheetListRequest;
  showProvider?: boolean;
  onView: (t: TimesheetSummary) => void;
  /** Edit and Submit show only for a time sheet not yet submitted. */
  onEdit?: (t: TimesheetSummary) => void;
  onSubmit?: (t: TimesheetSummary) => void;
  /** Disables Edit and Submit (bulk approval running). */
  actionsDisabled?: boolean;
  toolbar?: ReactNode;
}

/** Time sheets: Facility, Pay period, Total hours (HH:MM), Status, Updated; status filter, sort, search. */
export function TimesheetsTable({
  prefix,
  list,
  request,
  showProvider = false,
  onView,
  onEdit,
  onSubmit,
  actionsDisabled = false,
  toolbar,
}: TimesheetsTableProps) {
  const { data, isFetching } = useListTimesheetsQuery({ prefix, ...request });

  const columns = useMemo<DataTableColumn<TimesheetSummary>[]>(() => {
    const cols: DataTableColumn<TimesheetSummary>[] = [];
    if (showProvider)
      cols.push({
        accessor: 'provider',
        title: 'Provider',
        sortable: true,
        render: (t) => `${t.provider.firstName} ${t.provider.lastName}`,
      });
    cols.push(
      { accessor: 'facility', title: 'Facility', sortable: true, render: (t) => t.facility.name },
      {
        accessor: 'period',
        title: 'Pay period',
        sortable: true,
        noWrap: true,
        render: (t) => periodLabel(t.payPeriod),
      },
      { accessor: 'totalMinutes', title: 'Total hours', noWrap: true, render: (t) => formatMinutes(t.totalMinutes) },
      {
        accessor: 'status',
        title: 'Status',
        sortable: true,
        render: (t) => <TimesheetStatusBadge status={t.status} />,
      },
      {
        accessor: 'updatedAt',
        title: 'Updated',
        sortable: true,
        noWrap: true,
        render: (t) => formatDateTime(t.updatedAt),
      },
      {
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (t) => {
          const open = EDITABLE_STATUSES.includes(t.status);
          const name = `${t.facility.name} ${periodLabel(t.payPeriod)}`;
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label="View">
                <ActionIcon variant="subtle" aria-label={`View ${name}`} onClick={() => onView(t)}>
                  <IconEye size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {open && onEdit && (
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${name}`}
                    disabled={actionsDisabled}
                    onClick={() => onEdit(t)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {open && onSubmit && (
                <Tooltip label="Submit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Submit ${name}`}
                    disabled={actionsDisabled}
                    onClick={() => onSubmit(t)}
                  >
                    <IconSend size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        },
      },
    );
    return cols;
  }, [showProvider, onView, onEdit, onSubmit, actionsDisabled]);

  return (
    <TimesheetDataTable
      list={list}
      columns={columns}
      result={{ data, isFetching }}
      searchPlaceholder="Search by facility"
      toolbar={
        <>
          <FilterSet list={list} set="timesheet" />
          {toolbar}
        </>
      }
    />
  );
}
