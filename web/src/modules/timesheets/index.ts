/** What other web modules may use from this one (import it only from here). */

export { FacilityFilter, ProviderFilter } from './admin/RemoteFilter.tsx';
export { payPeriodOption, payPeriodTypeLabel, periodRange, serverFilters } from './admin/timesheetList.ts';
export { usePeriodFilterOptions, useServerListRequest } from './admin/useListHelpers.ts';
export {
  useRecentPayPeriodsQuery,
  useTimesheetFacilityOptionsQuery,
} from './adminApi.ts';
export { AssignmentField } from './components/AssignmentField.tsx';
export { ProviderSelect } from './components/ProviderSelect.tsx';
