import { PAY_RATE_API, PAY_RATE_MESSAGES, type PayRateListBody, webPaths } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type PayRateSortBy = NonNullable<PayRateListBody['sortBy']>;
export type PayRateListRequest = Omit<ListRequest<PayRateSortBy>, 'body'> & { body: PayRateListBody };

const E = PAY_RATE_API;
const tags = recordTags('PayRate');

/**
 * The pay-rate calls of spec section 7 under the role's prefix. A provider passes its own prefix ('providers') to
 * the list and the record: E.ownList and E.ownGet are the same paths and schemas under /api/providers.
 */
const payRatesApi = api.enhanceEndpoints({ addTagTypes: ['PayRate'] }).injectEndpoints({
  endpoints: (build) => ({
    listPayRates: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** The rate, its margin and its history; 400 and 404 are the screen's not-found card. */
    getPayRate: build.query(queryOf(E.get, { silent: [400, 404], providesTags: tags.record })),
    /** 201 'Pay rate added successfully'; 400 and 409 are shown by the form. */
    createPayRate: build.mutation(mutationOf(E.create, { silent: [400, 409], invalidatesTags: tags.created })),
    /** A pending rate in place, an approved one as a new version; 400 and 409 are shown by the form. */
    updatePayRate: build.mutation(mutationOf(E.update, { silent: [400, 409], invalidatesTags: tags.changed })),
    /** 'Pay rate approved successfully' (409 toasted). */
    approvePayRate: build.mutation(mutationOf(E.approve, { invalidatesTags: tags.changed })),
  }),
});

export const {
  useListPayRatesQuery,
  useGetPayRateQuery,
  useCreatePayRateMutation,
  useUpdatePayRateMutation,
  useApprovePayRateMutation,
} = payRatesApi;

/** A pay rate screen's way back and its not-found message (RecordPage). */
export const PAY_RATE_RECORD = {
  backTo: webPaths.payratesListing,
  backLabel: 'Provider Rates',
  notFound: PAY_RATE_MESSAGES.notFound,
};
