import { useAppSelector, useCurrentUser, useRolePrefix } from '../../lib/hooks.ts';
import { type TimesheetArea, timesheetPaths } from './paths.ts';

/**
 * The signed-in user's time sheet family: the API prefix, the area's screens, and whether the actions are blocked
 * (spec section 4: while a bulk approval runs, providers' time sheet actions are disabled; staff are not blocked).
 */
export const useTimesheetArea = () => {
  const { isProvider } = useCurrentUser();
  const prefix = useRolePrefix();
  const inProcess = useAppSelector((s) => s.bulkApproval.inProcess);
  const area: TimesheetArea = isProvider ? 'provider' : 'staff';
  return { area, prefix, paths: timesheetPaths(area), blocked: isProvider && inProcess };
};
