import { TIMESHEET_IMPORT_API } from '@portal/contracts';
import { STAFF_TIMESHEET_PATHS } from '../../modules/timesheets/paths.ts';
import { ImportPage } from '../../ui/ImportPage.tsx';

const TEMPLATE = {
  name: 'timesheet-import-example',
  columns:
    'Columns: provider_email, facility_name, date, start_time, end_time, break_minutes, hours, on_call_type, on_call_hours, notes. Give either a start and end time or the hours of each day.',
};

/**
 * /admin-add-timesheet-import ('import-timesheets'): the CSV and XLSX templates, then a file whose rows become time
 * sheets. The server imports all rows or none; a failure lists each bad line so the file can be fixed.
 */
export default function ImportTimesheetsPage() {
  return (
    <ImportPage
      title="Import Time Sheets"
      description="One row per worked day; rows are grouped into time sheets by provider, facility and pay period."
      list={{ to: STAFF_TIMESHEET_PATHS.list, label: 'Time Sheets' }}
      endpoints={TIMESHEET_IMPORT_API}
      template={TEMPLATE}
      rowNoun="time sheet"
    />
  );
}
