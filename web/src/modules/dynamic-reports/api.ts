import { DYNAMIC_REPORT_API } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

const E = DYNAMIC_REPORT_API;
const SAVED = { type: 'DynamicReport' as const, id: 'SAVED' };
const savedChanged = (_r: unknown, error: unknown) => (error ? [] : [SAVED]);

/** spec section 7: 'dynamic-report (filters add, update, delete, list; download)' and list-created-by-users. */
const dynamicReportsApi = api.enhanceEndpoints({ addTagTypes: ['DynamicReport'] }).injectEndpoints({
  endpoints: (build) => ({
    reportSubjects: build.query(queryOf(E.subjects)),
    runReport: build.query(queryOf(E.run, { silent: [400, 403] })),
    savedReports: build.query(queryOf(E.saved, { providesTags: [SAVED] })),
    saveReport: build.mutation(mutationOf(E.save, { silent: [400, 403], invalidatesTags: savedChanged })),
    updateReport: build.mutation(mutationOf(E.update, { silent: [400, 403], invalidatesTags: savedChanged })),
    deleteReport: build.mutation(mutationOf(E.delete, { invalidatesTags: savedChanged })),
    createdByUsers: build.query(queryOf(E.createdByUsers)),
  }),
});

export const {
  useReportSubjectsQuery,
  useRunReportQuery,
  useSavedReportsQuery,
  useSaveReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
  useCreatedByUsersQuery,
} = dynamicReportsApi;
