import {
  type ListPage,
  type Ok,
  PAY_RATE_MESSAGES,
  type PayRate,
  type PayRateDetail,
  type PayRateInput,
  type PayRateListBody,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import { crudEndpoints } from '../../app/crudEndpoints.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type PayRateSortBy = NonNullable<PayRateListBody['sortBy']>;
export type PayRateListRequest = Omit<ListRequest<PayRateSortBy>, 'body'> & { body: PayRateListBody };

const crud = crudEndpoints('PayRate', (prefix) => `/${prefix}/pay-rate`);

/** The pay-rate calls of spec section 7 under the role's prefix (providers: their own approved rates). */
export const payRatesApi = api.enhanceEndpoints({ addTagTypes: ['PayRate'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/pay-rate/all?page=&pageSize= */
    listPayRates: build.query<ListPage<PayRate>, Prefixed<PayRateListRequest>>(crud.list<ListPage<PayRate>>()),
    /** GET /{prefix}/pay-rate/{id}: the rate, its margin and its history. */
    getPayRate: build.query<PayRateDetail, Prefixed<{ id: string }>>(crud.get<PayRateDetail>()),
    /** POST /{prefix}/pay-rate: 201 'Pay rate added successfully'; 400 and 409 are shown by the form. */
    createPayRate: build.mutation<Ok<PayRateDetail>, Prefixed<{ body: PayRateInput }>>(crud.create()),
    /** PUT /{prefix}/pay-rate/{id}: a pending rate in place, an approved one as a new version. */
    updatePayRate: build.mutation<Ok<PayRateDetail>, Prefixed<{ id: string; body: PayRateInput }>>(crud.update()),
    /** POST /{prefix}/pay-rate/{id}/approve: 'Pay rate approved successfully' (409 toasted). */
    approvePayRate: build.mutation<Ok<PayRateDetail>, Prefixed<{ id: string }>>(crud.action('approve')),
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

/** A pay rate screen's way back and its not-found message (RecordPage). */
export const PAY_RATE_RECORD = {
  backTo: PAY_RATE_PATHS.list,
  backLabel: 'Provider Rates',
  notFound: PAY_RATE_MESSAGES.notFound,
};
