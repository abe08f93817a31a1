import {
  type BulkDownloadPreview,
  type Ok,
  type PayPeriodOption,
  TIMESHEET_API,
  TIMESHEET_LOOKUP_API,
} from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';
import { TIMESHEET_TAG } from './api.ts';

/** A new or changed time sheet changes which periods are open and what the logs hold. */
const LIST = { type: TIMESHEET_TAG, id: 'LIST' };
const E = TIMESHEET_LOOKUP_API;

/** The read-only time sheet calls: open pay periods, time logs, facility approvers, the bulk download preview. */
const timesheetLookupsApi = api.enhanceEndpoints({ addTagTypes: [TIMESHEET_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, each with its sheet. */
    payPeriodOptions: build.query(queryOf(E.payPeriodOptions, { providesTags: [LIST] })),
    /** The sheet's audited changes. */
    timeLogs: build.query(
      queryOf(E.timeLogs, {
        providesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [LIST, { type: TIMESHEET_TAG, id }],
      }),
    ),
    /** The facility's approvers, primary first. */
    facilityContacts: build.query(queryOf(E.facilityContacts)),
    /**
     * bulk-download with the JSON Accept of every call: what the ZIP would hold (the descriptor declares no answer,
     * as the ZIP is its other one).
     */
    bulkDownloadPreview: build.mutation({
      ...mutationOf(TIMESHEET_API.bulkDownload),
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
