import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Assignment } from '@portal/contracts';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDay } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { listTable } from '../../../ui/listTable.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import type { ListController } from '../../../ui/useListState.ts';
import { type AssignmentListRequest, type AssignmentSortBy, useListAssignmentsQuery } from '../api.ts';
import { cityState, onCallTypeLabel, payPeriodLabel, STATUS_FILTER_OPTIONS } from '../assignmentForm.ts';

/** Active (green) or Inactive (grey): whether today falls between the start and end dates. */
export function AssignmentStatusBadge({ active }: { active: boolean }) {
  return <StatusBadge status={active ? 'active' : 'inactive'} />;
}

export interface AssignmentsTableProps {
  /** The list's state (useListState); its filters.status is the Status filter. */
  list: ListController<AssignmentSortBy>;
  /** The request to send, already translated with assignmentListBody (e.g. scoped to a provider). */
  request: AssignmentListRequest;
  /** Row actions: View always, Edit when given. */
  onView?: (assignment: Assignment) => void;
  onEdit?: (assignment: Assignment) => void;
  /** Opens a row when clicked (the provider's own list). */
  onRowClick?: (assignment: Assignment) => void;
  /** Extra toolbar controls beside the Status filter. */
  toolbar?: ReactNode;
  noRecordsText?: string;
}

/**
 * Assignments in the portal's DataTable: Facility, City/State, Start, End, Job type, On-call type, Pay period and
 * Status; sortable by Facility, Start and End; searchable by facility; Status filter All / Active only.
 */
export function AssignmentsTable({
  list,
  request,
  onView,
  onEdit,
  onRowClick,
  toolbar,
  noRecordsText = 'No assigned facilities found',
}: AssignmentsTableProps) {
  const prefix = useRolePrefix();
  const table = listTable(list, useListAssignmentsQuery({ prefix, ...request }), {
    noRecordsText,
    searchPlaceholder: 'Search by facility',
  });

  const columns = useMemo<DataTableColumn<Assignment>[]>(() => {
    const cols: DataTableColumn<Assignment>[] = [
      { accessor: 'facility', title: 'Facility', sortable: true, render: (a) => a.facility.name },
      { accessor: 'cityState', title: 'City/State', render: (a) => cityState(a.facility) },
      { accessor: 'startDate', title: 'Start', sortable: true, noWrap: true, render: (a) => formatDay(a.startDate) },
      { accessor: 'endDate', title: 'End', sortable: true, noWrap: true, render: (a) => formatDay(a.endDate) },
      { accessor: 'jobType', title: 'Job type', render: (a) => a.jobType?.name ?? '-' },
      { accessor: 'onCallType', title: 'On-call type', render: (a) => onCallTypeLabel(a.onCallType) },
      { accessor: 'payPeriodType', title: 'Pay period', noWrap: true, render: (a) => payPeriodLabel(a.payPeriodType) },
      { accessor: 'active', title: 'Status', render: (a) => <AssignmentStatusBadge active={a.active} /> },
    ];
    if (onView || onEdit) {
      cols.push({
        accessor: 'actions',
        title: 'Actions',
        textAlign: 'right',
        render: (a) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {onView && (
              <Tooltip label="View">
                <ActionIcon variant="subtle" aria-label={`View ${a.facility.name}`} onClick={() => onView(a)}>
                  <IconEye size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {onEdit && (
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${a.facility.name}`} onClick={() => onEdit(a)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      });
    }
    return cols;
  }, [onView, onEdit]);

  return (
    <DataTable<Assignment, AssignmentSortBy>
      {...table}
      columns={columns}
      onRowClick={onRowClick}
      toolbar={
        <>
          <ListFilter list={list} filterKey="status" label="Status" options={STATUS_FILTER_OPTIONS} />
          {toolbar}
        </>
      }
    />
  );
}
