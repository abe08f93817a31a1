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
import { api, type Prefixed } from '../../app/api.ts';
import { crudEndpoints } from '../../app/crudEndpoints.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type PaymentSortBy = NonNullable<PaymentListBody['sortBy']>;
export type PaymentListRequest = Omit<ListRequest<PaymentSortBy>, 'body'> & { body: PaymentListBody };
export type PaymentPage = ListPage<Payment> & { totals: PaymentTotals };
export interface RecalculateResult {
  preview: PaymentPreview;
  payment: PaymentDetail | null;
}

const base = (prefix: string) => `/${prefix}/payments`;
const crud = crudEndpoints('Payment', base);
const { LIST, one, at } = crud;

/** The payment calls of spec section 7 ('payments (all, recalculate, day-wise and bi-weekly export)'). */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/payments/all?page=&pageSize=: the page and the totals of the whole filter. */
    listPayments: build.query<PaymentPage, Prefixed<PaymentListRequest>>(crud.list<PaymentPage>()),
    /** GET /{prefix}/payments/{id}: lines, sources and history. */
    getPayment: build.query<PaymentDetail, Prefixed<{ id: string }>>(crud.get<PaymentDetail>()),
    /** POST /{prefix}/payments/{id}/recalculate: confirm false previews, true applies. */
    recalculatePayment: build.mutation<Ok<RecalculateResult>, Prefixed<{ id: string; confirm: boolean }>>({
      query: ({ prefix, id, confirm }) => ({ url: at(prefix, id, 'recalculate'), method: 'POST', body: { confirm } }),
      invalidatesTags: (_r, error, { id, confirm }) => (error || !confirm ? [] : [LIST, one(id)]),
    }),
    approvePayment: build.mutation<Ok<PaymentDetail>, Prefixed<{ id: string }>>(crud.action('approve')),
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

/** A payment's totals as shown (staff only: what is billed, the malpractice cost and the margin). */
export const PAYMENT_TOTALS: { key: keyof PaymentTotals; label: string; staffOnly?: boolean }[] = [
  { key: 'grossPay', label: 'Gross pay' },
  { key: 'expenses', label: 'Expenses' },
  { key: 'bonuses', label: 'Bonuses' },
  { key: 'deductions', label: 'Deductions' },
  { key: 'netPay', label: 'Net pay' },
  { key: 'billed', label: 'Billed', staffOnly: true },
  { key: 'malpractice', label: 'Malpractice cost', staffOnly: true },
  { key: 'margin', label: 'Margin', staffOnly: true },
];
