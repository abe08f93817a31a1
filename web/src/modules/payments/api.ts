import { PAYMENT_API, type PaymentListBody, type PaymentTotals } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type PaymentSortBy = NonNullable<PaymentListBody['sortBy']>;
export type PaymentListRequest = Omit<ListRequest<PaymentSortBy>, 'body'> & { body: PaymentListBody };

/**
 * Staff and providers call the same paths under their own prefix: the staff descriptors serve both (a provider's
 * prefix, 'providers', reaches OWN_PAYMENT_API's routes, which answer the same schemas).
 */
const E = PAYMENT_API;
const tags = recordTags('Payment');

/** The payment calls of spec section 7 ('payments (all, recalculate, day-wise and bi-weekly export)'). */
const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The page and the totals of the whole filter. */
    listPayments: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** Lines, sources and history; 400 and 404 are the not-found card. */
    getPayment: build.query(queryOf(E.get, { silent: [400, 404], providesTags: tags.record })),
    /** confirm false previews, true applies. */
    recalculatePayment: build.mutation(
      mutationOf(E.recalculate, {
        invalidatesTags: (_r: unknown, error: unknown, { id, body }: { id: string; body: { confirm?: boolean } }) =>
          error || !body.confirm ? [] : [tags.LIST, tags.one(id)],
      }),
    ),
    /** A 400 (an early approval without its reason) is shown beside the reason. */
    approvePayment: build.mutation(mutationOf(E.approve, { silent: [400], invalidatesTags: tags.changed })),
    /** 400s (paid date, reference) are shown beside the fields. */
    markPaymentPaid: build.mutation(mutationOf(E.markPaid, { silent: [400], invalidatesTags: tags.changed })),
    releasePaymentHold: build.mutation(mutationOf(E.releaseHold, { silent: [400], invalidatesTags: tags.changed })),
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
