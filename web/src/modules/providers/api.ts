import type {
  ListPage,
  Ok,
  ProfilePart,
  ProviderListBody,
  ProviderProfile,
  ProviderSummary,
  profileHistoryEntrySchema,
  providerInviteSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';
import type { AvatarTarget } from './avatar.ts';

export type ProviderSortBy = NonNullable<ProviderListBody['sortBy']>;
/** What the invite call sends: the output of the contracts' providerInviteSchema. */
export type ProviderInviteBody = z.output<typeof providerInviteSchema>;
export type ProfileHistoryEntry = z.infer<typeof profileHistoryEntrySchema>;
/** One part's fields, as the contracts' PROFILE_PARTS[part] outputs them. */
export type PartBody = Record<string, unknown>;
/** A staff user who can be a provider's recruiter (GET /{prefix}/facility-icon-users/contacts). */
export interface RecruiterOption {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}
export interface CountyItem {
  name: string;
}

const LIST = { type: 'Provider' as const, id: 'LIST' };
const OWN = { type: 'OwnProfile' as const, id: 'ME' };
const one = (id: string) => ({ type: 'Provider' as const, id });
const historyOf = (id: string) => ({ type: 'ProviderHistory' as const, id });
const path = (prefix: string, id: string, rest = '') => `/${prefix}/providers/${encodeURIComponent(id)}${rest}`;

export const providersApi = api
  .enhanceEndpoints({ addTagTypes: ['Provider', 'ProviderHistory', 'OwnProfile'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * POST /{prefix}/providers/all?page=&pageSize= : one page of providers (search: name, e-mail or NPI; filters
       * status, emailStatus, specialty, organisation, archived).
       */
      listProviders: build.query<ListPage<ProviderSummary>, Prefixed<ListRequest<ProviderSortBy>>>({
        query: ({ prefix, page, pageSize, body }) => ({
          url: `/${prefix}/providers/all`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<ProviderSummary>>) => res.data,
        providesTags: (result) => [LIST, ...(result?.data ?? []).map((p) => one(p._id))],
      }),
      /**
       * POST /{prefix}/providers/{id}/confirm : answers 'Provider confirmed successfully', or 409 when someone already
       * confirmed them. The list is refreshed either way, so it shows the provider's current status.
       */
      confirmProvider: build.mutation<Ok<ProviderSummary>, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: path(prefix, id, '/confirm'), method: 'POST' }),
        invalidatesTags: (_result, _error, { id }) => [LIST, one(id), historyOf(id)],
      }),
      /** POST /{prefix}/providers : 201, and the provider is e-mailed a link to set a password and sign. */
      inviteProvider: build.mutation<Ok<ProviderProfile>, Prefixed<{ body: ProviderInviteBody }>>({
        query: ({ prefix, body }) => ({ url: `/${prefix}/providers`, method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      }),
      /** GET /{prefix}/providers/{id} : the six parts (404 'Provider not found', shown by the screen). */
      getProviderProfile: build.query<ProviderProfile, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: path(prefix, id), silent: [404] }),
        transformResponse: (res: Ok<ProviderProfile>) => res.data,
        providesTags: (_result, _error, { id }) => [one(id)],
      }),
      /** PUT /{prefix}/providers/{id}/{part} : 'Profile updated successfully'; the card shows the saved profile. */
      saveProviderPart: build.mutation<
        Ok<ProviderProfile>,
        Prefixed<{ id: string; part: ProfilePart; body: PartBody }>
      >({
        query: ({ prefix, id, part, body }) => ({ url: path(prefix, id, `/${part}`), method: 'PUT', body }),
        async onQueryStarted({ prefix, id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(providersApi.util.upsertQueryData('getProviderProfile', { prefix, id }, data.data));
        },
        invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, historyOf(id)]),
      }),
      /** POST /{prefix}/providers/{id}/archive : 'Provider archived successfully' (409 when already archived). */
      archiveProvider: build.mutation<Ok<ProviderProfile>, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: path(prefix, id, '/archive'), method: 'POST' }),
        invalidatesTags: (_result, _error, { id }) => [LIST, one(id), historyOf(id)],
      }),
      /** POST /{prefix}/providers/{id}/reinstate : 'Provider reinstated successfully' (409 when not archived). */
      reinstateProvider: build.mutation<Ok<ProviderProfile>, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: path(prefix, id, '/reinstate'), method: 'POST' }),
        invalidatesTags: (_result, _error, { id }) => [LIST, one(id), historyOf(id)],
      }),
      /** GET /{prefix}/providers/{id}/history?page=&pageSize= : field changes, newest first. */
      providerHistory: build.query<
        ListPage<ProfileHistoryEntry>,
        Prefixed<{ id: string; page: number; pageSize: number }>
      >({
        query: ({ prefix, id, page, pageSize }) => ({ url: path(prefix, id, '/history'), params: { page, pageSize } }),
        transformResponse: (res: Ok<ListPage<ProfileHistoryEntry>>) => res.data,
        providesTags: (_result, _error, { id }) => [historyOf(id)],
      }),
      /**
       * GET /{prefix}/facility-icon-users/contacts : active staff, for the recruiter picker. It needs
       * 'view-facilities'; without it the picker falls back to the current value, so a 403 is not shown.
       */
      listRecruiters: build.query<RecruiterOption[], Prefixed>({
        query: ({ prefix }) => ({ url: `/${prefix}/facility-icon-users/contacts`, silent: [403] }),
        transformResponse: (res: Ok<RecruiterOption[]>) => res.data,
      }),

      /** GET /providers/profile : the signed-in provider's own profile. */
      getOwnProfile: build.query<ProviderProfile, void>({
        query: () => '/providers/profile',
        transformResponse: (res: Ok<ProviderProfile>) => res.data,
        providesTags: [OWN],
      }),
      /**
       * PUT /providers/profile/{part} (not icon-information). A new e-mail is only sent a verification link: the
       * answer's message says so and the address stays until the link is opened.
       */
      saveOwnPart: build.mutation<Ok<ProviderProfile>, { part: ProfilePart; body: PartBody }>({
        query: ({ part, body }) => ({ url: `/providers/profile/${part}`, method: 'PUT', body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(providersApi.util.upsertQueryData('getOwnProfile', undefined, data.data));
        },
        // The top bar shows the name from GET /api/me.
        invalidatesTags: (_result, error, { part }) => (!error && part === 'basic-info' ? ['Me'] : []),
      }),

      /** GET /list-counties?state= : the US counties of a state; a failure falls back to free text. */
      listCounties: build.query<CountyItem[], { state: string }>({
        query: ({ state }) => ({ url: '/list-counties', params: { state }, silent: true }),
        transformResponse: (res: Ok<CountyItem[]>) => res.data,
        keepUnusedDataFor: 3600,
      }),
    }),
  });

/**
 * After a new profile picture (uploaded with progress through the shared client, avatar.ts): the profile refetches
 * and shows its new signed avatarUrl; staff also see the change in the provider's history.
 */
export const profilePictureChanged = (target: AvatarTarget) =>
  providersApi.util.invalidateTags(target.kind === 'own' ? [OWN] : [one(target.id), historyOf(target.id)]);

export const {
  useListProvidersQuery,
  useConfirmProviderMutation,
  useInviteProviderMutation,
  useGetProviderProfileQuery,
  useSaveProviderPartMutation,
  useArchiveProviderMutation,
  useReinstateProviderMutation,
  useProviderHistoryQuery,
  useListRecruitersQuery,
  useGetOwnProfileQuery,
  useSaveOwnPartMutation,
  useListCountiesQuery,
} = providersApi;
