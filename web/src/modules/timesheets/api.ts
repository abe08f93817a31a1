import type {
  Assignment,
  ListPage,
  Ok,
  PayPeriod,
  Timesheet,
  TimesheetInput,
  TimesheetListBody,
  TimesheetSummary,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type TimesheetSortBy = NonNullable<TimesheetListBody['sortBy']>;
export type TimesheetListRequest = Omit<ListRequest<TimesheetSortBy>, 'body'> & { body: TimesheetListBody };

/** The tag every time sheet query provides: other timesheet endpoints (adminApi.ts) should use the same one. */
export const TIMESHEET_TAG = 'Timesheet' as const;
const LIST = { type: TIMESHEET_TAG, id: 'LIST' };
const one = (id: string) => ({ type: TIMESHEET_TAG, id });
const base = (prefix: string) => `/${prefix}/time-sheet`;
const at = (prefix: string, id: string, action = '') =>
  `${base(prefix)}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** GET /{prefix}/time-sheet/{id}/pdf : the time sheet as a PDF (everyone who can view it). */
export const timesheetPdfPath = (prefix: string, id: string) => at(prefix, id, 'pdf');
/** The saved PDF's name when the server gives none. */
export const TIMESHEET_PDF_NAME = 'timesheet.pdf';

/** Actions whose errors the screen shows itself (the alert of the view, the form's fields). */
const FORM_SILENT = [400, 409];

export const timesheetsApi = api.enhanceEndpoints({ addTagTypes: [TIMESHEET_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/time-sheet/all?page=&pageSize= (providers see their own). */
    listTimesheets: build.query<ListPage<TimesheetSummary>, Prefixed<TimesheetListRequest>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `${base(prefix)}/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<TimesheetSummary>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((t) => one(t._id))],
    }),
    /** GET /{prefix}/time-sheet/{id} (404 'Time sheet not found' is shown by the screen). */
    getTimesheet: build.query<Timesheet, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id), silent: [400, 404] }),
      transformResponse: (res: Ok<Timesheet>) => res.data,
      providesTags: (_r, _e, { id }) => [one(id)],
    }),
    /** POST /{prefix}/time-sheet : 201 'Time sheet added successfully'. */
    createTimesheet: build.mutation<Ok<Timesheet>, Prefixed<{ body: TimesheetInput }>>({
      query: ({ prefix, body }) => ({ url: base(prefix), method: 'POST', body, silent: FORM_SILENT }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    /** PUT /{prefix}/time-sheet/{id} : only while not submitted (else 409). */
    updateTimesheet: build.mutation<Ok<Timesheet>, Prefixed<{ id: string; body: TimesheetInput }>>({
      query: ({ prefix, id, body }) => ({ url: at(prefix, id), method: 'PUT', body, silent: FORM_SILENT }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** POST .../{id}/submit-for-approval : 'Time sheet submitted for approval'. */
    submitTimesheet: build.mutation<Ok<Timesheet>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id, 'submit-for-approval'), method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [LIST, one(id)],
    }),
    /** POST .../{id}/approve-timesheet (staff). */
    approveTimesheet: build.mutation<Ok<Timesheet>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id, 'approve-timesheet'), method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [LIST, one(id)],
    }),
    /** POST .../{id}/reject {reason} (staff). */
    rejectTimesheet: build.mutation<Ok<Timesheet>, Prefixed<{ id: string; reason: string }>>({
      query: ({ prefix, id, reason }) => ({
        url: at(prefix, id, 'reject'),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_r, _e, { id }) => [LIST, one(id)],
    }),
    /** POST .../{id}/reset-time-sheet (staff). */
    resetTimesheet: build.mutation<Ok<Timesheet>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id, 'reset-time-sheet'), method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => [LIST, one(id)],
    }),
    /** POST .../{id}/send-reminder (staff, 'send-timesheet-reminders'): e-mails the provider. */
    sendTimesheetReminder: build.mutation<Ok<null>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id, 'send-reminder'), method: 'POST' }),
    }),
    /** GET /list-pay-periods?type=&limit= : the latest started periods, newest first. */
    timesheetPayPeriodOptions: build.query<PayPeriod[], { type: 'daily' | 'bi_weekly'; limit: number }>({
      query: ({ type, limit }) => ({ url: '/list-pay-periods', params: { type, limit } }),
      transformResponse: (res: Ok<PayPeriod[]>) => res.data,
      keepUnusedDataFor: 60,
    }),
    /** POST /{prefix}/provider-facility-assignments/all : the assignments matching what the user types. */
    timesheetAssignmentOptions: build.query<Assignment[], Prefixed<{ search: string }>>({
      query: ({ prefix, search }) => ({
        url: `/${prefix}/provider-facility-assignments/all`,
        method: 'POST',
        params: { page: 1, pageSize: 25 },
        body: { sortBy: 'startDate', sortDirection: 1, ...(search ? { search } : {}), filters: {} },
      }),
      transformResponse: (res: Ok<ListPage<Assignment>>) => res.data.data,
    }),
  }),
});

export const {
  useListTimesheetsQuery,
  useGetTimesheetQuery,
  useCreateTimesheetMutation,
  useUpdateTimesheetMutation,
  useSubmitTimesheetMutation,
  useApproveTimesheetMutation,
  useRejectTimesheetMutation,
  useResetTimesheetMutation,
  useSendTimesheetReminderMutation,
  useTimesheetPayPeriodOptionsQuery,
  useTimesheetAssignmentOptionsQuery,
} = timesheetsApi;
