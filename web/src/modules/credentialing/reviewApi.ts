import { CREDENTIALING_REVIEW_API, type CredentialingReview, type Ok } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';
import type { AppDispatch } from '../../lib/store.ts';

const E = CREDENTIALING_REVIEW_API;
const REVIEW = 'CredentialingReview' as const;
const one = (_r: unknown, _e: unknown, { id }: { id: string }) => [{ type: REVIEW, id }];
/** A move answers the whole review (`showAnswer`); a refusal (a 409: the file changed meanwhile) reads it again. */
const refusalReads = (r: unknown, error: unknown, arg: { id: string }) => (error ? one(r, error, arg) : []);
/** The moves whose dialogs show a refusal themselves. */
const moved = { silent: [400, 409], invalidatesTags: refusalReads };

/** The file review of a credentialing record: checklist, sign-offs, committee status, packet sharing. */
const reviewApi = api.enhanceEndpoints({ addTagTypes: [REVIEW] }).injectEndpoints({
  endpoints: (build) => ({
    getCredentialingReview: build.query(queryOf(E.get, { silent: [409], providesTags: one })),
    signOffReviewItem: build.mutation({ ...mutationOf(E.signOff, moved), onQueryStarted: showAnswer }),
    markReviewReady: build.mutation({
      ...mutationOf(E.ready, { invalidatesTags: refusalReads }),
      onQueryStarted: showAnswer,
    }),
    returnReviewToReview: build.mutation({
      ...mutationOf(E.returnToReview, { invalidatesTags: refusalReads }),
      onQueryStarted: showAnswer,
    }),
    approveReview: build.mutation({ ...mutationOf(E.approve, moved), onQueryStarted: showAnswer }),
    denyReview: build.mutation({ ...mutationOf(E.deny, moved), onQueryStarted: showAnswer }),
    shareReviewPacket: build.mutation(mutationOf(E.sharePacket, { silent: [400, 409] })),
  }),
});

/**
 * A move's answer, the whole review, written into the cached one: the checklist and the status change with the
 * toast (an item just signed off never offers "Sign Off" again), with no second read.
 */
async function showAnswer<Arg extends { prefix: string; id: string }>(
  { prefix, id }: Arg,
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Ok<CredentialingReview> }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) dispatch(reviewApi.util.upsertQueryData('getCredentialingReview', { prefix, id }, answer.data.data));
}

export const {
  useGetCredentialingReviewQuery,
  useSignOffReviewItemMutation,
  useMarkReviewReadyMutation,
  useReturnReviewToReviewMutation,
  useApproveReviewMutation,
  useDenyReviewMutation,
  useShareReviewPacketMutation,
} = reviewApi;
