import { useRolePrefix } from '../../app/hooks.ts';
import { STAFF_TIMESHEET_PATHS } from '../../modules/timesheets/paths.ts';
import { EXAMPLE_NAME, examplePath, importPath } from '../../modules/timesheets/timesheetImport.ts';
import { ImportPanel } from '../../ui/ImportPanel.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/**
 * /admin-add-timesheet-import ('import-timesheets'): the CSV and XLSX templates, then a file whose rows become time
 * sheets. The server imports all rows or none; a failure lists each bad line so the file can be fixed.
 */
export default function ImportTimesheetsPage() {
  const prefix = useRolePrefix();
  return (
    <>
      <PageHeader
        title="Import Time Sheets"
        description="One row per worked day; rows are grouped into time sheets by provider, facility and pay period."
        backTo={STAFF_TIMESHEET_PATHS.list}
        backLabel="Time Sheets"
      />
      <ImportPanel
        examplePath={examplePath(prefix)}
        exampleName={EXAMPLE_NAME}
        importPath={importPath(prefix)}
        columnsHelp="Columns: provider_email, facility_name, date, start_time, end_time, break_minutes, hours, on_call_type, on_call_hours, notes. Give either a start and end time or the hours of each day."
        successText={(r) => `${r.imported} time sheet(s) imported`}
        successLink={{ to: STAFF_TIMESHEET_PATHS.list, label: 'Go to the time sheets' }}
      />
    </>
  );
}
