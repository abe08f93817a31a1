import type {
  Credentialing,
  CredentialingAction,
  CredentialingDetail,
  CredentialingInput,
  CredentialingListBody,
  LinkedDocument,
  ListPage,
  Ok,
  ReportItem,
  ReportItemDetail,
  ReportListBody,
  ReportType,
  WorkHistory,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type CredentialingSortBy = NonNullable<CredentialingListBody['sortBy']>;
export type CredentialingListRequest = Omit<ListRequest<CredentialingSortBy>, 'body'> & {
  body: CredentialingListBody;
};
export type ReportSortBy = NonNullable<ReportListBody['sortBy']>;
export type ReportListRequest = Omit<ListRequest<ReportSortBy>, 'body'> & { body: ReportListBody };
export interface Person {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const CRED = 'Credentialing' as const;
const REPORT = 'ReportItem' as const;
const LIST = { type: CRED, id: 'LIST' };
const one = (id: string) => ({ type: CRED, id });
const reportOne = (id: string) => ({ type: REPORT, id });
const base = (prefix: string) => `/${prefix}/credentialing-payor-enrollment`;

/** The API path of each report (spec section 7). */
export const REPORT_API: Record<ReportType, string> = {
  reappointment: 'upcoming-reappointments',
  'expiring-assignment': 'upcoming-expiring',
  'expired-document': 'expired-documents',
};

/** credentialing-payor-enrollment and the reports of spec section 7. */
export const credentialingApi = api.enhanceEndpoints({ addTagTypes: [CRED, REPORT] }).injectEndpoints({
  endpoints: (build) => ({
    listCredentialing: build.query<ListPage<Credentialing>, Prefixed<CredentialingListRequest & { archived: boolean }>>(
      {
        query: ({ prefix, page, pageSize, body, archived }) => ({
          url: `${base(prefix)}/${archived ? 'archive-listing' : 'all'}`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<Credentialing>>) => res.data,
        providesTags: (result) => [LIST, ...(result?.data ?? []).map((r) => one(r._id))],
      },
    ),
    getCredentialing: build.query<CredentialingDetail, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}`, silent: [400, 404] }),
      transformResponse: (res: Ok<CredentialingDetail>) => res.data,
      providesTags: (_r, _e, { id }) => [one(id)],
    }),
    createCredentialing: build.mutation<Ok<CredentialingDetail>, Prefixed<{ body: CredentialingInput }>>({
      query: ({ prefix, body }) => ({ url: base(prefix), method: 'POST', body, silent: [400, 409] }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST, { type: REPORT, id: 'LIST' }]),
    }),
    updateCredentialing: build.mutation<Ok<CredentialingDetail>, Prefixed<{ id: string; body: CredentialingInput }>>({
      query: ({ prefix, id, body }) => ({
        url: `${base(prefix)}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        silent: [400, 409],
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id), { type: REPORT, id: 'LIST' }]),
    }),
    transitionCredentialing: build.mutation<
      Ok<CredentialingDetail>,
      Prefixed<{ id: string; action: CredentialingAction }>
    >({
      query: ({ prefix, id, action }) => ({
        url: `${base(prefix)}/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { action },
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    archiveCredentialing: build.mutation<Ok<CredentialingDetail>, Prefixed<{ id: string; archived: boolean }>>({
      query: ({ prefix, id, archived }) => ({
        url: `${base(prefix)}/${encodeURIComponent(id)}/${archived ? 'archive' : 'reinstate'}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id), { type: REPORT, id: 'LIST' }]),
    }),
    credentialingStaffOptions: build.query<Person[], Prefixed>({
      query: ({ prefix }) => ({ url: `${base(prefix)}/staff-options` }),
      transformResponse: (res: Ok<Person[]>) => res.data,
    }),
    credentialingDocumentOptions: build.query<LinkedDocument[], Prefixed<{ providerId: string; search: string }>>({
      query: ({ prefix, providerId, search }) => ({
        url: `${base(prefix)}/document-options`,
        params: { providerId, ...(search ? { search } : {}) },
      }),
      transformResponse: (res: Ok<LinkedDocument[]>) => res.data,
    }),
    payorOptions: build.query<{ _id: string; name: string }[], void>({
      query: () => ({ url: '/insurance-providers' }),
      transformResponse: (res: Ok<{ _id: string; name: string }[]>) => res.data,
    }),

    listReport: build.query<ListPage<ReportItem>, Prefixed<ReportListRequest & { type: ReportType }>>({
      query: ({ prefix, type, page, pageSize, body }) => ({
        url: `/${prefix}/${REPORT_API[type]}/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<ReportItem>>) => res.data,
      providesTags: (result) => [{ type: REPORT, id: 'LIST' }, ...(result?.data ?? []).map((r) => reportOne(r._id))],
    }),
    getReportItem: build.query<ReportItemDetail, Prefixed<{ type: ReportType; id: string }>>({
      query: ({ prefix, type, id }) => ({
        url: `/${prefix}/${REPORT_API[type]}/${encodeURIComponent(id)}`,
        silent: [400, 404],
      }),
      transformResponse: (res: Ok<ReportItemDetail>) => res.data,
      providesTags: (_r, _e, { id }) => [reportOne(id)],
    }),
    addReportNote: build.mutation<
      Ok<ReportItemDetail>,
      Prefixed<{ type: ReportType; id: string; note: string; credentialing?: boolean }>
    >({
      query: ({ prefix, type, id, note, credentialing }) => ({
        url: `/${prefix}/${REPORT_API[type]}/${encodeURIComponent(id)}/${credentialing ? 'credentialing-notes' : 'notes'}`,
        method: 'POST',
        body: { note },
        silent: [400],
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [reportOne(id)]),
    }),
    setReportStatus: build.mutation<Ok<ReportItemDetail>, Prefixed<{ type: ReportType; id: string; status: string }>>({
      query: ({ prefix, type, id, status }) => ({
        url: `/${prefix}/${REPORT_API[type]}/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [reportOne(id), { type: REPORT, id: 'LIST' }]),
    }),
    reportStatuses: build.query<{ value: string; label: string; colour: string }[], { reportType: ReportType }>({
      query: ({ reportType }) => ({ url: '/get-report-statuses', params: { reportType } }),
      transformResponse: (res: Ok<{ value: string; label: string; colour: string }[]>) => res.data,
    }),
    /** A provider's work history; without `providerId`, the signed-in provider's own. */
    workHistory: build.query<WorkHistory, Prefixed<{ providerId?: string }>>({
      query: ({ prefix, providerId }) => ({
        url: workHistoryPath(prefix, providerId),
        silent: [403, 404],
      }),
      transformResponse: (res: Ok<WorkHistory>) => res.data,
    }),
  }),
});

export const {
  useListCredentialingQuery,
  useGetCredentialingQuery,
  useCreateCredentialingMutation,
  useUpdateCredentialingMutation,
  useTransitionCredentialingMutation,
  useArchiveCredentialingMutation,
  useCredentialingStaffOptionsQuery,
  useCredentialingDocumentOptionsQuery,
  usePayorOptionsQuery,
  useListReportQuery,
  useGetReportItemQuery,
  useAddReportNoteMutation,
  useSetReportStatusMutation,
  useReportStatusesQuery,
  useWorkHistoryQuery,
} = credentialingApi;

export const workHistoryPath = (prefix: string, providerId?: string) =>
  `/${prefix}/work-history${providerId ? `/${encodeURIComponent(providerId)}` : ''}`;

export const CREDENTIALING_PATHS = {
  list: '/credentialing-payor-listing',
  add: '/add-credentialing-payor',
  view: (id: string) => `/view-credentialing-payor/${id}`,
  edit: (id: string) => `/edit-credentialing-payor/${id}`,
};

export const REPORT_PATHS = {
  reappointment: {
    list: '/reappointment-reports-listing',
    providerList: '/provider-reappointment-reports-listing',
    view: (id: string) => `/view-reappointment-report/${id}`,
  },
  'expired-document': {
    list: '/expired-document-reports-listing',
    providerList: '/provider-expired-document-reports-listing',
    view: (id: string) => `/view-expired-document-report/${id}`,
  },
} as const;
