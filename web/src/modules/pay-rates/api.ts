import type { ListPage, Ok, PayRate, PayRateDetail, PayRateInput, PayRateListBody } from '@portal/contracts';
import { api } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

type Prefixed<T = unknown> = { prefix: string } & T;
export type PayRateSortBy = NonNullable<PayRateListBody['sortBy']>;
export type PayRateListRequest = Omit<ListRequest<PayRateSortBy>, 'body'> & { body: PayRateListBody };

const LIST = { type: 'PayRate' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'PayRate' as const, id });
const base = (prefix: string) => `/${prefix}/pay-rate`;

/** The pay-rate calls of spec section 7 under the role's prefix (providers: their own approved rates). */
export const payRatesApi = api.enhanceEndpoints({ addTagTypes: ['PayRate'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/pay-rate/all?page=&pageSize= */
    listPayRates: build.query<ListPage<PayRate>, Prefixed<PayRateListRequest>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `${base(prefix)}/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<PayRate>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((r) => one(r._id))],
    }),
    /** GET /{prefix}/pay-rate/{id}: the rate, its margin and its history. */
    getPayRate: build.query<PayRateDetail, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}`, silent: [400, 404] }),
      transformResponse: (res: Ok<PayRateDetail>) => res.data,
      providesTags: (_r, _e, { id }) => [one(id)],
    }),
    /** POST /{prefix}/pay-rate: 201 'Pay rate added successfully'; 400 and 409 are shown by the form. */
    createPayRate: build.mutation<Ok<PayRateDetail>, Prefixed<{ body: PayRateInput }>>({
      query: ({ prefix, body }) => ({ url: base(prefix), method: 'POST', body, silent: [400, 409] }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    /** PUT /{prefix}/pay-rate/{id}: a pending rate in place, an approved one as a new version. */
    updatePayRate: build.mutation<Ok<PayRateDetail>, Prefixed<{ id: string; body: PayRateInput }>>({
      query: ({ prefix, id, body }) => ({
        url: `${base(prefix)}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        silent: [400, 409],
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** POST /{prefix}/pay-rate/{id}/approve: 'Pay rate approved successfully' (409 toasted). */
    approvePayRate: build.mutation<Ok<PayRateDetail>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `${base(prefix)}/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
  }),
});

export const {
  useListPayRatesQuery,
  useGetPayRateQuery,
  useCreatePayRateMutation,
  useUpdatePayRateMutation,
  useApprovePayRateMutation,
} = payRatesApi;

export const PAY_RATE_PATHS = {
  list: '/payrates-listing',
  add: '/add-payrates',
  import: '/add-payrates-import',
  view: (id: string) => `/view-payrates/${id}`,
  edit: (id: string) => `/edit-payrates/${id}`,
};
