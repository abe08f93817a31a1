import { CREDENTIALING_REVIEW_API } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

const E = CREDENTIALING_REVIEW_API;
const REVIEW = 'CredentialingReview' as const;
const one = (_r: unknown, _e: unknown, { id }: { id: string }) => [{ type: REVIEW, id }];
/** A move answers the whole review, but a 409 may mean the file changed meanwhile: read it again either way. */
const moved = { silent: [400, 409], invalidatesTags: one };

/** The file review of a credentialing record: checklist, sign-offs, committee status, packet sharing. */
const reviewApi = api.enhanceEndpoints({ addTagTypes: [REVIEW] }).injectEndpoints({
  endpoints: (build) => ({
    getCredentialingReview: build.query(queryOf(E.get, { silent: [409], providesTags: one })),
    signOffReviewItem: build.mutation({
      ...mutationOf(E.signOff, moved),
      // The answer is the whole review: shown at once, so an item just signed off never offers "Sign Off" again
      // while the review is read anew.
      async onQueryStarted({ prefix, id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(reviewApi.util.upsertQueryData('getCredentialingReview', { prefix, id }, answer.data.data));
      },
    }),
    markReviewReady: build.mutation(mutationOf(E.ready, { invalidatesTags: one })),
    returnReviewToReview: build.mutation(mutationOf(E.returnToReview, { invalidatesTags: one })),
    approveReview: build.mutation(mutationOf(E.approve, moved)),
    denyReview: build.mutation(mutationOf(E.deny, moved)),
    shareReviewPacket: build.mutation(mutationOf(E.sharePacket, { silent: [400, 409] })),
  }),
});

export const {
  useGetCredentialingReviewQuery,
  useSignOffReviewItemMutation,
  useMarkReviewReadyMutation,
  useReturnReviewToReviewMutation,
  useApproveReviewMutation,
  useDenyReviewMutation,
  useShareReviewPacketMutation,
} = reviewApi;
