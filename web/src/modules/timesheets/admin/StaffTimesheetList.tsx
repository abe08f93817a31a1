import { Group, Text } from '@mantine/core';
import { TIMESHEET_API, type TimesheetSummary } from '@portal/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { personName } from '../../../ui/format.ts';
import { ListFilter } from '../../../ui/ListFilter.tsx';
import { RowActions } from '../../../ui/RowActions.tsx';
import type { ListController } from '../../../ui/useListState.ts';
import type { TimesheetSortBy } from '../adminApi.ts';
import { RejectTimesheetDialog } from '../components/RejectTimesheetDialog.tsx';
import { TimesheetsTable } from '../components/TimesheetsTable.tsx';
import { BulkApproveMenu } from './BulkApproveMenu.tsx';
import { BulkDownloadButton } from './BulkDownloadButton.tsx';
import { FacilityFilter, ProviderFilter } from './RemoteFilter.tsx';
import { bulkApproveBody, periodRange, timesheetListRequest } from './timesheetList.ts';
import { usePeriodFilterOptions } from './useListHelpers.ts';
import { useRefreshOnBulkApproval } from './useRefreshOnBulkApproval.ts';
import { useTimesheetRowActions } from './useTimesheetRowActions.tsx';

/** How many of the latest pay periods the Pay period filter offers. */
const PERIOD_CHOICES = 30;

export interface StaffTimesheetListProps {
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
export function StaffTimesheetList({ list, onView, canBulkApprove, canExport, actions }: StaffTimesheetListProps) {
  const prefix = useRolePrefix();
  const request = useMemo(() => timesheetListRequest(list.request), [list.request]);
  useRefreshOnBulkApproval();

  // The selection holds across pages; a new search or filter starts a new one.
  const [selected, setSelected] = useState<TimesheetSummary[]>([]);
  const scopeKey = JSON.stringify([request.body.search ?? '', request.body.filters]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the selection whenever the matching rows change
  useEffect(() => setSelected([]), [scopeKey]);

  const rowActions = useTimesheetRowActions(prefix, onView);

  const periodOptions = usePeriodFilterOptions(PERIOD_CHOICES);

  const renderActions = useCallback(
    (t: TimesheetSummary) => (
      <RowActions name={`time sheet of ${personName(t.provider)}`} actions={rowActions.actionsFor(t)} />
    ),
    [rowActions.actionsFor],
  );

  return (
    <>
      <TimesheetsTable
        audience="staff"
        prefix={prefix}
        list={list}
        request={request}
        rowActions={renderActions}
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
