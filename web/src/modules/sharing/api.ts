import { type EndpointData, type EndpointDef, GUEST_API, type OwnerKind, SHARING_API } from '@portal/contracts';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { type ApiRequest, api } from '../../lib/api.ts';
import { type EndpointArgs, mutationOf, queryOf, requestOf } from '../../lib/endpoint.ts';
import { endsSession } from '../../lib/errors.ts';
import { type ApiError, apiError, noAnswer, send } from '../../lib/http.ts';
import { type GuestAuthState, guestExpired } from '../../lib/slices/guestAuth.ts';

const guestTokenOf = (state: unknown) => (state as { guestAuth?: GuestAuthState }).guestAuth?.guestToken ?? undefined;

/**
 * A guest call: the guest's own token (never the signed-in user's), and a 401 ends the guest session and makes
 * the page say the link has expired; no global toast or sign-out (the guest is not signed in).
 */
async function guestQuery(
  req: ApiRequest,
  { getState, dispatch }: BaseQueryApi,
): Promise<{ data: unknown } | { error: ApiError }> {
  try {
    const res = await send(req.url, { ...req, token: guestTokenOf(getState()) });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as { data?: unknown }) : undefined;
    if (res.ok) return { data: body?.data };
    const error = apiError(res.status, res.statusText, body);
    if (endsSession(error)) dispatch(guestExpired());
    return { error };
  } catch (e) {
    return { error: noAnswer(e) };
  }
}

/**
 * A guest query from its descriptor (answers the envelope's `data`): `token`, the guest session the cache is kept
 * by, is not sent as a parameter (guestQuery sends the session's token as the bearer).
 */
const guestQueryOf = <E extends EndpointDef>(e: E) => ({
  queryFn: ({ token: _token, ...args }: EndpointArgs<E> & { token: string }, baseApi: BaseQueryApi) =>
    guestQuery(requestOf(e, args), baseApi) as Promise<{ data: EndpointData<E> } | { error: ApiError }>,
  providesTags: ['GuestShare' as const],
});

const S = SHARING_API;
const G = GUEST_API;
const SHARES = { type: 'Share' as const, id: 'LIST' };
const sharesChanged = (_r: unknown, error: unknown) => (error ? [] : [SHARES]);
/** people-with-access of each owner kind: the same call on the kind's documents. */
const PEOPLE = { provider: S.providerPeopleWithAccess, facility: S.facilityPeopleWithAccess } as const;
type PeopleArgs = EndpointArgs<typeof S.providerPeopleWithAccess> & { kind: OwnerKind };

const sharingApi = api.enhanceEndpoints({ addTagTypes: ['Share', 'GuestShare'] }).injectEndpoints({
  endpoints: (build) => ({
    /* ---- staff */
    share: build.mutation(mutationOf(S.share, { silent: [400], invalidatesTags: sharesChanged })),
    shareAll: build.mutation(mutationOf(S.shareAll, { silent: [400], invalidatesTags: sharesChanged })),
    peopleWithAccess: build.query({
      ...queryOf(S.providerPeopleWithAccess, { providesTags: [SHARES] }),
      query: ({ kind, ...args }: PeopleArgs) => requestOf(PEOPLE[kind], args),
    }),
    revokeShare: build.mutation(mutationOf(S.revoke, { invalidatesTags: sharesChanged })),
    shareAccesses: build.query(queryOf(S.accesses, { providesTags: [SHARES] })),

    /* ---- the guest */
    verifyAccess: build.mutation(mutationOf(G.verifyAccess, { silent: true })),
    verifyCode: build.mutation(mutationOf(G.verifyCode, { silent: true })),
    guestShare: build.query(guestQueryOf(G.folders)),
    guestFolder: build.query(guestQueryOf(G.subFolder)),
    guestGeneralDocuments: build.query(guestQueryOf(G.generalDocuments)),
    guestDocuments: build.query(guestQueryOf(G.documents)),
  }),
});

export const {
  useShareMutation,
  useShareAllMutation,
  usePeopleWithAccessQuery,
  useRevokeShareMutation,
  useShareAccessesQuery,
  useVerifyAccessMutation,
  useVerifyCodeMutation,
  useGuestShareQuery,
  useGuestFolderQuery,
  useGuestDocumentsQuery,
  useGuestGeneralDocumentsQuery,
} = sharingApi;
