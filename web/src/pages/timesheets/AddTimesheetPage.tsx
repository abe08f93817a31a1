import { AddTimesheetScreen } from './AddTimesheetScreen.tsx';

/** /provider-add-timesheet and /admin-add-timesheet : a time sheet for a whole pay period. */
export default function AddTimesheetPage() {
  return <AddTimesheetScreen mode="period" title="Add Time Sheet" />;
}
