import { Button } from '@mantine/core';
import type { TimesheetSummary } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useScope } from '../../app/hooks.ts';
import { TimesheetsTable } from '../../modules/timesheets/admin/TimesheetsTable.tsx';
import type { TimesheetSortBy } from '../../modules/timesheets/adminApi.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

/** /admin-timesheet-listing */
export default function AdminTimesheetListPage() {
  const navigate = useNavigate();
  const canAdd = useScope(['add-timesheets']);
  const canBulkApprove = useScope(['bulk-approve-timesheets']);
  const canExport = useScope(['export-timesheets']);
  const list = useListState<TimesheetSortBy>('admin-timesheets', { sort: { sortBy: 'updatedAt', sortDirection: 1 } });
  const onView = useCallback(
    (t: TimesheetSummary) => navigate(`/admin-view-timesheet/${encodeURIComponent(t._id)}`),
    [navigate],
  );
  return (
    <>
      <PageHeader
        title="Time Sheets"
        actions={
          canAdd && (
            <Button onClick={() => navigate('/admin-add-timesheet')} leftSection={<IconPlus size={16} aria-hidden />}>
              Add Time Sheet
            </Button>
          )
        }
      />
      <TimesheetsTable list={list} onView={onView} canBulkApprove={canBulkApprove} canExport={canExport} />
    </>
  );
}
