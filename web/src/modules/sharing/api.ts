import type {
  CreatedShare,
  DocumentRecord,
  GuestFolder,
  GuestGeneralDocument,
  GuestShare,
  ListPage,
  Ok,
  OwnerKind,
  PeopleWithAccess,
  ShareAllBody,
  ShareBody,
} from '@portal/contracts';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { type ApiError, api, apiFetch, type Prefixed } from '../../app/api.ts';
import { type GuestAuthState, guestExpired } from '../../app/slices/guestAuth.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** The guest family's base (spec section 7: guest-users/provider-documents). */
export const GUEST_BASE = '/guest-users/provider-documents';

export const guestTokenOf = (state: unknown) =>
  (state as { guestAuth?: GuestAuthState }).guestAuth?.guestToken ?? undefined;

/**
 * A guest call: the guest's own token (never the signed-in user's), and a 401 ends the guest session and makes
 * the page say the link has expired; no global toast or sign-out (the guest is not signed in).
 */
async function guestQuery(
  req: { url: string; method?: string; body?: unknown; params?: object },
  { getState, dispatch }: BaseQueryApi,
): Promise<{ data: unknown } | { error: ApiError }> {
  try {
    const res = await apiFetch(req.url, { ...req, token: guestTokenOf(getState()) });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as { data?: unknown }) : undefined;
    if (res.ok) return { data: body?.data };
    if (res.status === 401) dispatch(guestExpired());
    return { error: { status: res.status, statusText: res.statusText, data: body as ApiError['data'] } };
  } catch (e) {
    return { error: { status: 0, statusText: e instanceof Error ? e.message : String(e) } };
  }
}

const SHARES = { type: 'Share' as const, id: 'LIST' };

export const sharingApi = api.enhanceEndpoints({ addTagTypes: ['Share', 'GuestShare'] }).injectEndpoints({
  endpoints: (build) => ({
    /* ---- staff */
    share: build.mutation<Ok<CreatedShare[]>, Prefixed<{ kind: OwnerKind; body: ShareBody }>>({
      query: ({ prefix, kind, body }) => ({
        url: `/${prefix}/${kind}-documents/share`,
        method: 'POST',
        body,
        silent: [400],
      }),
      invalidatesTags: (_r, error) => (error ? [] : [SHARES]),
    }),
    shareAll: build.mutation<Ok<CreatedShare[]>, Prefixed<{ kind: OwnerKind; body: ShareAllBody }>>({
      query: ({ prefix, kind, body }) => ({
        url: `/${prefix}/${kind}-documents/share-all`,
        method: 'POST',
        body,
        silent: [400],
      }),
      invalidatesTags: (_r, error) => (error ? [] : [SHARES]),
    }),
    peopleWithAccess: build.query<
      PeopleWithAccess,
      Prefixed<{ kind: OwnerKind; id: string; generalDocument?: boolean; ownerId?: string }>
    >({
      query: ({ prefix, kind, id, generalDocument, ownerId }) => ({
        url: `/${prefix}/${kind}-documents/people-with-access/${encodeURIComponent(id)}`,
        params: generalDocument ? { generalDocument: 'true', ownerId } : undefined,
      }),
      transformResponse: (res: Ok<PeopleWithAccess>) => res.data,
      providesTags: [SHARES],
    }),
    revokeShare: build.mutation<Ok<null>, Prefixed<{ kind: OwnerKind; id: string }>>({
      query: ({ prefix, kind, id }) => ({
        url: `/${prefix}/${kind}-documents/shares/${encodeURIComponent(id)}/revoke`,
        method: 'POST',
      }),
      invalidatesTags: (_r, error) => (error ? [] : [SHARES]),
    }),

    /* ---- the guest */
    verifyAccess: build.mutation<
      Ok<{ challenge: string; email: string; expiresInMinutes: number }>,
      { token: string; email: string }
    >({
      query: (body) => ({ url: '/verify-filesystem-access', method: 'POST', body, silent: true }),
    }),
    verifyCode: build.mutation<
      Ok<{ guestToken: string; email: string; expiresAt: string }>,
      { challenge: string; code: string }
    >({
      query: (body) => ({ url: '/verify-filesystem-access/code', method: 'POST', body, silent: true }),
    }),
    guestShare: build.query<GuestShare, { token: string }>({
      queryFn: (_arg, baseApi) => guestQuery({ url: `${GUEST_BASE}/folders` }, baseApi) as never,
      providesTags: ['GuestShare'],
    }),
    guestFolder: build.query<GuestFolder, { token: string; id: string }>({
      queryFn: ({ id }, baseApi) =>
        guestQuery({ url: `${GUEST_BASE}/sub-folders/${encodeURIComponent(id)}` }, baseApi) as never,
      providesTags: ['GuestShare'],
    }),
    guestGeneralDocuments: build.query<GuestGeneralDocument[], { token: string }>({
      queryFn: (_arg, baseApi) => guestQuery({ url: '/guest-users/general-document/list' }, baseApi) as never,
      providesTags: ['GuestShare'],
    }),
    guestDocuments: build.query<
      ListPage<DocumentRecord>,
      { token: string; folderId: string } & ListRequest<'name' | 'typeName' | 'expiresOn' | 'createdAt' | 'size'>
    >({
      queryFn: ({ folderId, page, pageSize, body }, baseApi) =>
        guestQuery(
          {
            url: `${GUEST_BASE}/documents/${encodeURIComponent(folderId)}`,
            method: 'POST',
            params: { page, pageSize },
            body,
          },
          baseApi,
        ) as never,
      providesTags: ['GuestShare'],
    }),
  }),
});

export const {
  useShareMutation,
  useShareAllMutation,
  usePeopleWithAccessQuery,
  useRevokeShareMutation,
  useVerifyAccessMutation,
  useVerifyCodeMutation,
  useGuestShareQuery,
  useGuestFolderQuery,
  useGuestDocumentsQuery,
  useGuestGeneralDocumentsQuery,
} = sharingApi;
