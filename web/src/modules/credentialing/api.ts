import {
  CREDENTIALING_API,
  type CredentialingListBody,
  type EndpointData,
  type Ok,
  REFERENCE_API,
  REPORT_API,
  REPORT_TYPE_API,
  type ReportListBody,
  type ReportType,
  ROLE_PREFIX,
  webPaths,
} from '@portal/contracts';
import { api, type Prefixed } from '../../lib/api.ts';
import { type EndpointArgs, mutationOf, queryOf, recordTags, requestOf } from '../../lib/endpoint.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type CredentialingSortBy = NonNullable<CredentialingListBody['sortBy']>;
export type CredentialingListRequest = Omit<ListRequest<CredentialingSortBy>, 'body'> & {
  body: CredentialingListBody;
};
export type ReportSortBy = NonNullable<ReportListBody['sortBy']>;
export type ReportListRequest = Omit<ListRequest<ReportSortBy>, 'body'> & { body: ReportListBody };

const E = CREDENTIALING_API;
const CRED = 'Credentialing' as const;
const REPORT = 'ReportItem' as const;
const cred = recordTags(CRED);
const report = recordTags(REPORT);

/** The provider family's prefix: a provider reads their own reports (the `own*` descriptors). */
const isProvider = (prefix: string) => prefix === ROLE_PREFIX.provider;
/** A report's endpoints (the list, export and item: the provider's own under the provider prefix). */
export const reportEndpoints = (type: ReportType, prefix: string) => {
  const R = REPORT_TYPE_API[type];
  return isProvider(prefix)
    ? { list: R.ownList, export: R.ownExport, get: R.ownGet }
    : { list: R.list, export: R.export, get: R.get };
};
/** A provider's work history: by id (staff, or a provider's own by id), or without it the provider's own. */
export const workHistoryEndpoints = (prefix: string, providerId?: string) =>
  !providerId
    ? { get: REPORT_API.ownWorkHistory, download: REPORT_API.ownWorkHistoryDownload }
    : isProvider(prefix)
      ? { get: REPORT_API.ownWorkHistoryOf, download: REPORT_API.ownWorkHistoryOfDownload }
      : { get: REPORT_API.workHistory, download: REPORT_API.workHistoryDownload };

export const workHistoryArgs = (prefix: string, providerId?: string) =>
  providerId ? { prefix, id: providerId } : { prefix };

/** The descriptors the per-type report hooks answer like (every report type has the same schemas). */
const R = REPORT_TYPE_API.reappointment;
type ReportItemArgs<T = unknown> = Prefixed<{ type: ReportType; id: string } & T>;

/** credentialing-payor-enrollment and the reports of spec section 7. */
const credentialingApi = api.enhanceEndpoints({ addTagTypes: [CRED, REPORT] }).injectEndpoints({
  endpoints: (build) => ({
    /** The live records, or the archive view (`archived`). */
    listCredentialing: build.query({
      query: ({ archived, ...args }: EndpointArgs<typeof E.list> & { archived: boolean }) =>
        requestOf(archived ? E.archiveList : E.list, args),
      transformResponse: (res: Ok<EndpointData<typeof E.list>>) => res.data,
      providesTags: cred.list,
    }),
    getCredentialing: build.query(queryOf(E.get, { silent: [400, 404], providesTags: cred.record })),
    createCredentialing: build.mutation(
      mutationOf(E.create, {
        silent: [400, 409],
        invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [cred.LIST, report.LIST]),
      }),
    ),
    updateCredentialing: build.mutation(
      mutationOf(E.update, {
        silent: [400, 409],
        invalidatesTags: (_r: unknown, error: unknown, { id }: { id: string }) =>
          error ? [] : [cred.LIST, cred.one(id), report.LIST],
      }),
    ),
    transitionCredentialing: build.mutation(mutationOf(E.transition, { invalidatesTags: cred.changed })),
    /** Archive (`archived: true`) or reinstate. */
    archiveCredentialing: build.mutation({
      query: ({ archived, ...args }: EndpointArgs<typeof E.archive> & { archived: boolean }) =>
        requestOf(archived ? E.archive : E.reinstate, args),
      transformResponse: (res: Ok<EndpointData<typeof E.archive>>) => res,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [cred.LIST, cred.one(id), report.LIST]),
    }),
    credentialingStaffOptions: build.query(queryOf(E.staffOptions)),
    credentialingDocumentOptions: build.query(queryOf(E.documentOptions)),
    /** The reference lists' insurance providers (not a credentialing endpoint). */
    payorOptions: build.query(queryOf(REFERENCE_API.insuranceProviders)),

    listReport: build.query({
      query: ({ type, ...args }: Prefixed<ReportListRequest & { type: ReportType }>) =>
        requestOf(reportEndpoints(type, args.prefix).list, args),
      transformResponse: (res: Ok<EndpointData<typeof R.list>>) => res.data,
      providesTags: report.list,
    }),
    getReportItem: build.query({
      query: ({ type, ...args }: ReportItemArgs) =>
        requestOf(reportEndpoints(type, args.prefix).get, args, { silent: [400, 404] }),
      transformResponse: (res: Ok<EndpointData<typeof R.get>>) => res.data,
      providesTags: report.record,
    }),
    /** A report note, or (`credentialing`, reappointments only) a credentialing note kept on the record too. */
    addReportNote: build.mutation({
      query: ({
        type,
        credentialing,
        ...args
      }: ReportItemArgs<EndpointArgs<typeof R.addNote>> & { credentialing?: boolean }) =>
        requestOf(
          credentialing && type === 'reappointment' ? R.addCredentialingNote : REPORT_TYPE_API[type].addNote,
          args,
          { silent: [400] },
        ),
      transformResponse: (res: Ok<EndpointData<typeof R.addNote>>) => res,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [report.one(id)]),
    }),
    setReportStatus: build.mutation({
      query: ({ type, ...args }: ReportItemArgs<EndpointArgs<typeof R.setStatus>>) =>
        requestOf(REPORT_TYPE_API[type].setStatus, args),
      transformResponse: (res: Ok<EndpointData<typeof R.setStatus>>) => res,
      invalidatesTags: (_r, error, { id }) => (error ? [] : [report.one(id), report.LIST]),
    }),
    reportStatuses: build.query(queryOf(REPORT_API.statuses)),
    /** A provider's work history; without `providerId`, the signed-in provider's own. */
    workHistory: build.query({
      query: ({ prefix, providerId }: Prefixed<{ providerId?: string }>) =>
        requestOf(workHistoryEndpoints(prefix, providerId).get, workHistoryArgs(prefix, providerId), {
          silent: [403, 404],
        }),
      transformResponse: (res: Ok<EndpointData<typeof REPORT_API.workHistory>>) => res.data,
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

export const CREDENTIALING_PATHS = {
  list: webPaths.credentialingPayorListing,
  add: webPaths.addCredentialingPayor,
  view: webPaths.viewCredentialingPayor,
  edit: webPaths.editCredentialingPayor,
};

export const REPORT_PATHS = {
  reappointment: {
    list: webPaths.reappointmentReportsListing,
    providerList: webPaths.providerReappointmentReportsListing,
    view: webPaths.viewReappointmentReport,
  },
  'expired-document': {
    list: webPaths.expiredDocumentReportsListing,
    providerList: webPaths.providerExpiredDocumentReportsListing,
    view: webPaths.viewExpiredDocumentReport,
  },
} as const;
