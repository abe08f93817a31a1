import { ASSIGNMENT_API, PAY_PERIOD_API, TIMESHEET_API, type TimesheetListBody } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, pickerOf, queryOf, recordTags } from '../../lib/endpoint.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type TimesheetSortBy = NonNullable<TimesheetListBody['sortBy']>;
export type TimesheetListRequest = Omit<ListRequest<TimesheetSortBy>, 'body'> & { body: TimesheetListBody };

/** The tag every time sheet query provides: other timesheet endpoints (adminApi.ts) should use the same one. */
export const TIMESHEET_TAG = 'Timesheet' as const;
const tags = recordTags(TIMESHEET_TAG);
const E = TIMESHEET_API;

/** The saved PDF's name when the server gives none. */
export const TIMESHEET_PDF_NAME = 'timesheet.pdf';

/** Actions whose errors the screen shows itself (the alert of the view, the form's fields). */
const FORM_SILENT = [400, 409];

const timesheetsApi = api.enhanceEndpoints({ addTagTypes: [TIMESHEET_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Providers see their own. */
    listTimesheets: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 'Time sheet not found' is shown by the screen. */
    getTimesheet: build.query(queryOf(E.get, { silent: [400, 404], providesTags: tags.record })),
    createTimesheet: build.mutation(mutationOf(E.create, { silent: FORM_SILENT, invalidatesTags: tags.created })),
    /** Only while not submitted (else 409). */
    updateTimesheet: build.mutation(mutationOf(E.update, { silent: FORM_SILENT, invalidatesTags: tags.changed })),
    submitTimesheet: build.mutation(mutationOf(E.submit, { invalidatesTags: tags.touched })),
    /** Staff. */
    approveTimesheet: build.mutation(mutationOf(E.approve, { invalidatesTags: tags.touched })),
    rejectTimesheet: build.mutation(mutationOf(E.reject, { invalidatesTags: tags.touched })),
    resetTimesheet: build.mutation(mutationOf(E.reset, { invalidatesTags: tags.touched })),
    /** Staff with 'send-timesheet-reminders': e-mails the provider. */
    sendTimesheetReminder: build.mutation(mutationOf(E.sendReminder)),
    /** The latest started periods, newest first. */
    timesheetPayPeriodOptions: build.query(queryOf(PAY_PERIOD_API.recent, { keepUnusedDataFor: 60 })),
    /** The assignments matching what the user types. */
    timesheetAssignmentOptions: build.query(
      pickerOf(ASSIGNMENT_API.list, 25, { sortBy: 'startDate', sortDirection: 1, filters: {} }),
    ),
  }),
});

/** The list's request started outside React (a page's prefetch); its hook then finds it under way or answered. */
export const prefetchTimesheetList = (args: Parameters<typeof timesheetsApi.endpoints.listTimesheets.initiate>[0]) =>
  timesheetsApi.util.prefetch('listTimesheets', args, {});

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
