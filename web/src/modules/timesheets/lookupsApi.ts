import type {
  BulkDownloadPreview,
  ListPage,
  Ok,
  PayPeriodOption,
  TimeLog,
  TimeLogListBody,
  TimesheetFacilityContact,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import { TIMESHEET_TAG } from './api.ts';

const at = (prefix: string, id: string, action: string) => `/${prefix}/time-sheet/${encodeURIComponent(id)}/${action}`;
/** A new or changed time sheet changes which periods are open and what the logs hold. */
const LIST = { type: TIMESHEET_TAG, id: 'LIST' };

/** The read-only time sheet calls: open pay periods, time logs, facility approvers, the bulk download preview. */
export const timesheetLookupsApi = api.enhanceEndpoints({ addTagTypes: [TIMESHEET_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /{prefix}/time-sheet/pay-period-options?assignmentId=&limit= : newest first, each with its sheet. */
    payPeriodOptions: build.query<PayPeriodOption[], Prefixed<{ assignmentId: string; limit: number }>>({
      query: ({ prefix, assignmentId, limit }) => ({
        url: `/${prefix}/time-sheet/pay-period-options`,
        params: { assignmentId, limit },
      }),
      transformResponse: (res: Ok<PayPeriodOption[]>) => res.data,
      providesTags: [LIST],
    }),
    /** POST /{prefix}/time-sheet/{id}/review-time-logs?page=&pageSize= : the sheet's audited changes. */
    timeLogs: build.query<
      ListPage<TimeLog>,
      Prefixed<{ id: string; page: number; pageSize: number; body: TimeLogListBody }>
    >({
      query: ({ prefix, id, page, pageSize, body }) => ({
        url: at(prefix, id, 'review-time-logs'),
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<TimeLog>>) => res.data,
      providesTags: (_r, _e, { id }) => [LIST, { type: TIMESHEET_TAG, id }],
    }),
    /** GET /{prefix}/time-sheet/{id}/list-facility-contacts : the facility's approvers, primary first. */
    facilityContacts: build.query<TimesheetFacilityContact[], Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id, 'list-facility-contacts') }),
      transformResponse: (res: Ok<TimesheetFacilityContact[]>) => res.data,
    }),
    /** POST /{prefix}/time-sheet/bulk-download with the JSON Accept of every call: what the ZIP would hold. */
    bulkDownloadPreview: build.mutation<BulkDownloadPreview, Prefixed<{ body: unknown }>>({
      query: ({ prefix, body }) => ({
        url: `/${prefix}/time-sheet/bulk-download`,
        method: 'POST',
        body,
      }),
      transformResponse: (res: Ok<BulkDownloadPreview>) => res.data,
    }),
  }),
});

export const { usePayPeriodOptionsQuery, useTimeLogsQuery, useFacilityContactsQuery, useBulkDownloadPreviewMutation } =
  timesheetLookupsApi;

/** The add form's choices: periods still open, and those that already have a sheet (to link to instead). */
export const splitPeriodOptions = (options: PayPeriodOption[]) => ({
  open: options.filter((o) => !o.timesheet),
  taken: options.filter((o): o is PayPeriodOption & { timesheet: NonNullable<PayPeriodOption['timesheet']> } =>
    Boolean(o.timesheet),
  ),
});
