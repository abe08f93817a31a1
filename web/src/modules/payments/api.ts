import type {
  ListPage,
  MarkPaidInput,
  Ok,
  Payment,
  PaymentDetail,
  PaymentListBody,
  PaymentPreview,
  PaymentTotals,
} from '@portal/contracts';
import { api } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

type Prefixed<T = unknown> = { prefix: string } & T;
export type PaymentSortBy = NonNullable<PaymentListBody['sortBy']>;
export type PaymentListRequest = Omit<ListRequest<PaymentSortBy>, 'body'> & { body: PaymentListBody };
export type PaymentPage = ListPage<Payment> & { totals: PaymentTotals };
export interface RecalculateResult {
  preview: PaymentPreview;
  payment: PaymentDetail | null;
}

const LIST = { type: 'Payment' as const, id: 'LIST' };
const one = (id: string) => ({ type: 'Payment' as const, id });
const base = (prefix: string) => `/${prefix}/payments`;
const at = (prefix: string, id: string, action = '') =>
  `${base(prefix)}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** The payment calls of spec section 7 ('payments (all, recalculate, day-wise and bi-weekly export)'). */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/payments/all?page=&pageSize=: the page and the totals of the whole filter. */
    listPayments: build.query<PaymentPage, Prefixed<PaymentListRequest>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `${base(prefix)}/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<PaymentPage>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((r) => one(r._id))],
    }),
    /** GET /{prefix}/payments/{id}: lines, sources and history. */
    getPayment: build.query<PaymentDetail, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id), silent: [400, 404] }),
      transformResponse: (res: Ok<PaymentDetail>) => res.data,
      providesTags: (_r, _e, { id }) => [one(id)],
    }),
    /** POST /{prefix}/payments/{id}/recalculate: confirm false previews, true applies. */
    recalculatePayment: build.mutation<Ok<RecalculateResult>, Prefixed<{ id: string; confirm: boolean }>>({
      query: ({ prefix, id, confirm }) => ({ url: at(prefix, id, 'recalculate'), method: 'POST', body: { confirm } }),
      invalidatesTags: (_r, error, { id, confirm }) => (error || !confirm ? [] : [LIST, one(id)]),
    }),
    approvePayment: build.mutation<Ok<PaymentDetail>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: at(prefix, id, 'approve'), method: 'POST' }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    /** 400s (paid date, reference) are shown beside the fields. */
    markPaymentPaid: build.mutation<Ok<PaymentDetail>, Prefixed<{ id: string; body: MarkPaidInput }>>({
      query: ({ prefix, id, body }) => ({ url: at(prefix, id, 'mark-paid'), method: 'POST', body, silent: [400] }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    releasePaymentHold: build.mutation<Ok<PaymentDetail>, Prefixed<{ id: string; note: string }>>({
      query: ({ prefix, id, note }) => ({
        url: at(prefix, id, 'release-hold'),
        method: 'POST',
        body: { note },
        silent: [400],
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
  }),
});

export const {
  useListPaymentsQuery,
  useGetPaymentQuery,
  useRecalculatePaymentMutation,
  useApprovePaymentMutation,
  useMarkPaymentPaidMutation,
  useReleasePaymentHoldMutation,
} = paymentsApi;

export const PAYMENT_PATHS = {
  list: '/payments-listing',
  view: (id: string) => `/view-payment/${id}`,
  ownList: '/provider-payments-listing',
  ownView: (id: string) => `/provider-view-payment/${id}`,
};

/** '1234.56' -> 1234.56 for display; '-' (hidden from providers) -> null. */
export const amountValue = (amount: string | null | undefined): number | null =>
  amount === null || amount === undefined || amount === '-' ? null : Number(amount);
