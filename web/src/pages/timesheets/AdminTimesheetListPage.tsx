import { Button } from '@mantine/core';
import type { TimesheetSummary } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { StaffTimesheetList } from '../../modules/timesheets/admin/StaffTimesheetList.tsx';
import type { TimesheetSortBy } from '../../modules/timesheets/adminApi.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

/** /admin-timesheet-listing */
export default function AdminTimesheetListPage() {
  const navigate = useNavigate();
  const canAdd = useScope(['add-timesheets']);
  const canBulkApprove = useScope(['bulk-approve-timesheets']);
  const canExport = useScope(['export-timesheets']);
  const canRemind = useScope(['send-timesheet-reminders']);
  const list = useListState<TimesheetSortBy>('admin-timesheets', { sort: { sortBy: 'updatedAt', sortDirection: 1 } });
  const onView = useCallback((t: TimesheetSummary) => navigate(webPaths.adminViewTimesheet(t._id)), [navigate]);
  return (
    <>
      <PageHeader
        title="Time Sheets"
        actions={
          (canAdd || canRemind) && (
            <>
              {canRemind && (
                <Button
                  variant="default"
                  onClick={() => navigate(webPaths.adminTimesheetReminders)}
                  leftSection={<IconBell size={16} aria-hidden />}
                >
                  Reminders
                </Button>
              )}
              {canAdd && (
                <Button
                  onClick={() => navigate(webPaths.adminAddTimesheet)}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  Add Time Sheet
                </Button>
              )}
            </>
          )
        }
      />
      <StaffTimesheetList list={list} onView={onView} canBulkApprove={canBulkApprove} canExport={canExport} />
    </>
  );
}
