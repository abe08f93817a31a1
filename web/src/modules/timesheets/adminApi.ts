import type { FacilitySummary, ListPage, Ok, PayPeriod, ProviderSummary, TimesheetListBody } from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

import { type TimesheetListRequest, type TimesheetSortBy, timesheetsApi } from './api.ts';

export type { TimesheetListRequest, TimesheetSortBy };

/** What bulk approval works on: a selection, or everything matching the list's filters and search. */
export type BulkApproveBody = { ids: string[] } | { filters: TimesheetListBody['filters']; search?: string };

export type PayPeriodType = PayPeriod['type'];
export interface PayPeriodListBody {
  sortBy?: 'startDate';
  sortDirection?: 1 | -1;
  filters: { type?: PayPeriodType; from?: string; to?: string };
}
export type PayPeriodListRequest = Omit<ListRequest<'startDate'>, 'body'> & { body: PayPeriodListBody };

const base = (prefix: string) => `/${prefix}/time-sheet`;

/** The staff time sheet list, bulk approval, the pay periods and the pickers of the list's filters. */
export const timesheetsAdminApi = api.enhanceEndpoints({ addTagTypes: ['Timesheet', 'PayPeriod'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/time-sheet/bulk-approve-count : how many would be approved (those awaiting approval). */
    bulkApproveCount: build.mutation<{ count: number; selected: number }, Prefixed<{ body: BulkApproveBody }>>({
      query: ({ prefix, body }) => ({ url: `${base(prefix)}/bulk-approve-count`, method: 'POST', body }),
      transformResponse: (res: Ok<{ count: number; selected: number }>) => res.data,
    }),
    /**
     * POST /{prefix}/time-sheet/bulk-approve : 202 'Bulk approval started'. The job reports over the socket; the
     * list is refreshed when TIMESHEETS_APPROVAL arrives (useRefreshOnBulkApproval).
     */
    bulkApprove: build.mutation<Ok<{ runId: string; totalCount: number }>, Prefixed<{ body: BulkApproveBody }>>({
      query: ({ prefix, body }) => ({ url: `${base(prefix)}/bulk-approve`, method: 'POST', body }),
    }),
    /** POST /{prefix}/pay-periods/all?page=&pageSize= (filters type, from, to; sorted by start date). */
    listPayPeriods: build.query<ListPage<PayPeriod>, Prefixed<PayPeriodListRequest>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `/${prefix}/pay-periods/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<PayPeriod>>) => res.data,
      providesTags: ['PayPeriod'],
    }),
    /** GET /list-pay-periods?limit= : the latest started periods, for the Pay period filter. */
    recentPayPeriods: build.query<PayPeriod[], { limit: number; type?: PayPeriodType }>({
      query: ({ limit, type }) => ({ url: '/list-pay-periods', params: { limit, ...(type ? { type } : {}) } }),
      transformResponse: (res: Ok<PayPeriod[]>) => res.data,
      providesTags: ['PayPeriod'],
    }),
    /** POST /{prefix}/facilities/all : facilities matching what the user types (Facility filter). */
    timesheetFacilityOptions: build.query<FacilitySummary[], Prefixed<{ search: string }>>({
      query: ({ prefix, search }) => ({
        url: `/${prefix}/facilities/all`,
        method: 'POST',
        params: { page: 1, pageSize: 20 },
        body: { sortBy: 'name', sortDirection: -1, ...(search ? { search } : {}), filters: {} },
      }),
      transformResponse: (res: Ok<ListPage<FacilitySummary>>) => res.data.data,
    }),
    /** POST /{prefix}/providers/all : providers matching what the user types (Provider filter). */
    timesheetProviderOptions: build.query<ProviderSummary[], Prefixed<{ search: string }>>({
      query: ({ prefix, search }) => ({
        url: `/${prefix}/providers/all`,
        method: 'POST',
        params: { page: 1, pageSize: 20 },
        body: { sortBy: 'name', sortDirection: -1, ...(search ? { search } : {}), filters: {} },
      }),
      transformResponse: (res: Ok<ListPage<ProviderSummary>>) => res.data.data,
    }),
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

/**
 * The staff list is the same POST /{prefix}/time-sheet/all as the provider's (filters status, facilityId, providerId,
 * payPeriodId): one endpoint, one cache.
 */
export const useListAdminTimesheetsQuery = timesheetsApi.useListTimesheetsQuery;
