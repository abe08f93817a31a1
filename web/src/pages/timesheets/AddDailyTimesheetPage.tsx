import { AddTimesheetScreen } from './AddTimesheetScreen.tsx';

/** /provider-add-dailytimesheet : a time sheet for one day. */
export default function AddDailyTimesheetPage() {
  return <AddTimesheetScreen mode="day" title="Add Daily Time Sheet" />;
}
