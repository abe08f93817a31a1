import type { TimesheetSummary } from '@portal/contracts';
import { DataTable, type DataTableProps } from '../../../ui/DataTable.tsx';
import type { TimesheetSortBy } from '../api.ts';

/** The time sheets table of staff and of a provider: one row type, one sort, one empty text. */
export function TimesheetDataTable(props: Omit<DataTableProps<TimesheetSummary, TimesheetSortBy>, 'noRecordsText'>) {
  return <DataTable<TimesheetSummary, TimesheetSortBy> noRecordsText="No time sheets found" {...props} />;
}
