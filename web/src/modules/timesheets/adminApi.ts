import {
  type bulkApproveBodySchema,
  FACILITY_API,
  PAY_PERIOD_API,
  PROVIDER_API,
  type payPeriodListBodySchema,
  TIMESHEET_API,
} from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, pickerOf, queryOf } from '../../lib/endpoint.ts';

import type { TimesheetListRequest, TimesheetSortBy } from './api.ts';

export type { TimesheetListRequest, TimesheetSortBy };

/** What bulk approval works on: a selection, or everything matching the list's filters and search. */
export type BulkApproveBody = z.input<typeof bulkApproveBodySchema>;

export type PayPeriodListBody = z.input<typeof payPeriodListBodySchema>;

const E = TIMESHEET_API;

/** The staff time sheet list, bulk approval, the pay periods and the pickers of the list's filters. */
const timesheetsAdminApi = api.enhanceEndpoints({ addTagTypes: ['Timesheet', 'PayPeriod'] }).injectEndpoints({
  endpoints: (build) => ({
    /** How many would be approved (those awaiting approval). */
    bulkApproveCount: build.mutation(mutationOf(E.bulkApproveCount)),
    /**
     * 202 'Bulk approval started'. The job reports over the socket; the list is refreshed when TIMESHEETS_APPROVAL
     * arrives (useRefreshOnBulkApproval).
     */
    bulkApprove: build.mutation(mutationOf(E.bulkApprove)),
    /** Filters type, from, to; sorted by start date. */
    listPayPeriods: build.query(queryOf(PAY_PERIOD_API.list, { providesTags: ['PayPeriod' as const] })),
    /** The latest started periods, for the Pay period filter. */
    recentPayPeriods: build.query(queryOf(PAY_PERIOD_API.recent, { providesTags: ['PayPeriod' as const] })),
    /** Facilities matching what the user types (Facility filter). */
    timesheetFacilityOptions: build.query(
      pickerOf(FACILITY_API.list, 20, { sortBy: 'name', sortDirection: -1, filters: {} }),
    ),
    /** Providers matching what the user types (Provider filter). */
    timesheetProviderOptions: build.query(
      pickerOf(PROVIDER_API.list, 20, { sortBy: 'name', sortDirection: -1, filters: {} }),
    ),
  }),
});

export const {
  useBulkApproveCountMutation,
  useBulkApproveMutation,
  useListPayPeriodsQuery,
  useRecentPayPeriodsQuery,
  useTimesheetFacilityOptionsQuery,
  useTimesheetProviderOptionsQuery,
} = timesheetsAdminApi;
