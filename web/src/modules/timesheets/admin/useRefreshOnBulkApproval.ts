import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';

/**
 * When a bulk approval completes (TIMESHEETS_APPROVAL, via RealtimeSync and the bulkApproval slice), the time sheet
 * lists on screen are fetched again so the approved rows show their new status.
 */
export const useRefreshOnBulkApproval = () => {
  const dispatch = useAppDispatch();
  const completed = useAppSelector((s) => s.bulkApproval.completed);
  useEffect(() => {
    if (completed) dispatch(api.util.invalidateTags(['Timesheet' as never]));
  }, [completed, dispatch]);
};
