import type {
  DynamicReportFilterInput,
  DynamicReportPage,
  DynamicReportQueryInput,
  DynamicReportSaved,
  DynamicSubject,
  Ok,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';

const SAVED = { type: 'DynamicReport' as const, id: 'SAVED' };

/** spec section 7: 'dynamic-report (filters add, update, delete, list; download)' and list-created-by-users. */
export const dynamicReportsApi = api.enhanceEndpoints({ addTagTypes: ['DynamicReport'] }).injectEndpoints({
  endpoints: (build) => ({
    reportSubjects: build.query<DynamicSubject[], Prefixed>({
      query: ({ prefix }) => `/${prefix}/dynamic-report/subjects`,
      transformResponse: (res: Ok<DynamicSubject[]>) => res.data,
    }),
    runReport: build.query<
      DynamicReportPage,
      Prefixed<{ page: number; pageSize: number; body: DynamicReportQueryInput }>
    >({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `/${prefix}/dynamic-report/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
        silent: [400, 403],
      }),
      transformResponse: (res: Ok<DynamicReportPage>) => res.data,
    }),
    savedReports: build.query<DynamicReportSaved[], Prefixed>({
      query: ({ prefix }) => `/${prefix}/dynamic-report/filters`,
      transformResponse: (res: Ok<DynamicReportSaved[]>) => res.data,
      providesTags: [SAVED],
    }),
    saveReport: build.mutation<Ok<DynamicReportSaved>, Prefixed<{ body: DynamicReportFilterInput }>>({
      query: ({ prefix, body }) => ({
        url: `/${prefix}/dynamic-report/filters`,
        method: 'POST',
        body,
        silent: [400, 403],
      }),
      invalidatesTags: (_r, error) => (error ? [] : [SAVED]),
    }),
    updateReport: build.mutation<Ok<DynamicReportSaved>, Prefixed<{ id: string; body: DynamicReportFilterInput }>>({
      query: ({ prefix, id, body }) => ({
        url: `/${prefix}/dynamic-report/filters/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        silent: [400, 403],
      }),
      invalidatesTags: (_r, error) => (error ? [] : [SAVED]),
    }),
    deleteReport: build.mutation<Ok<null>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({
        url: `/${prefix}/dynamic-report/filters/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [SAVED]),
    }),
    createdByUsers: build.query<{ id: string; name: string }[], Prefixed<{ module: string }>>({
      query: ({ prefix, module }) => ({ url: `/${prefix}/list-created-by-users`, params: { module } }),
      transformResponse: (res: Ok<{ id: string; name: string }[]>) => res.data,
    }),
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
