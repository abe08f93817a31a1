import {
  FACILITY_API,
  GEO_API,
  type Ok,
  PROVIDER_API,
  PROVIDER_PROFILE_API,
  type ProfilePart,
  type ProviderListBody,
  type ProviderProfile,
  type profileHistoryEntrySchema,
  profilePartEndpoints,
  type providerInviteSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags, requestOf } from '../../lib/endpoint.ts';
import type { AvatarTarget } from './avatar.ts';

export type ProviderSortBy = NonNullable<ProviderListBody['sortBy']>;
/** What the invite call sends: the output of the contracts' providerInviteSchema. */
export type ProviderInviteBody = z.output<typeof providerInviteSchema>;
export type ProfileHistoryEntry = z.infer<typeof profileHistoryEntrySchema>;
/** One part's fields, as the contracts' PROFILE_PARTS[part] outputs them. */
export type PartBody = Record<string, unknown>;
/** A US county of GET /list-counties (contracts geo.ts). */

const E = PROVIDER_API;
const P = PROVIDER_PROFILE_API;
const tags = recordTags('Provider');
const OWN = { type: 'OwnProfile' as const, id: 'ME' };
const historyOf = (id: string) => ({ type: 'ProviderHistory' as const, id });
/** Confirm, archive and reinstate: the list, the record and its history, whatever the outcome (409 included). */
const touched = (_r: unknown, _e: unknown, { id }: { id: string }) => [tags.LIST, tags.one(id), historyOf(id)];

const providersApi = api
  .enhanceEndpoints({ addTagTypes: ['Provider', 'ProviderHistory', 'OwnProfile'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** One page of providers (search: name, e-mail or NPI; filters status, emailStatus, specialty, organisation, archived). */
      listProviders: build.query(queryOf(E.list, { providesTags: tags.list })),
      /**
       * 'Provider confirmed successfully', or 409 when someone already confirmed them. The list is refreshed either
       * way, so it shows the provider's current status.
       */
      confirmProvider: build.mutation(mutationOf(E.confirm, { invalidatesTags: touched })),
      /** 201, and the provider is e-mailed a link to set a password and sign. */
      inviteProvider: build.mutation(mutationOf(P.invite, { invalidatesTags: tags.created })),
      /** The six parts (404 'Provider not found', shown by the screen). */
      getProviderProfile: build.query(queryOf(P.get, { silent: [404], providesTags: tags.record })),
      /** PUT .../providers/{id}/{part} : 'Profile updated successfully'; the card shows the saved profile. */
      saveProviderPart: build.mutation<
        Ok<ProviderProfile>,
        { prefix: string; id: string; part: ProfilePart; body: PartBody }
      >({
        query: ({ part, ...args }) => requestOf(profilePartEndpoints(part).save, args),
        async onQueryStarted({ prefix, id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(providersApi.util.upsertQueryData('getProviderProfile', { prefix, id }, data.data));
        },
        invalidatesTags: (_result, error, { id }) => (error ? [] : [tags.LIST, historyOf(id)]),
      }),
      /** 'Provider archived successfully' (409 when already archived). */
      archiveProvider: build.mutation(mutationOf(P.archive, { invalidatesTags: touched })),
      /** 'Provider reinstated successfully' (409 when not archived). */
      reinstateProvider: build.mutation(mutationOf(P.reinstate, { invalidatesTags: touched })),
      /** Field changes, newest first. */
      providerHistory: build.query(
        queryOf(P.history, { providesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [historyOf(id)] }),
      ),
      /**
       * Active staff, for the recruiter picker (the facilities' ICON contacts). It needs 'view-facilities'; without it
       * the picker falls back to the current value, so a 403 is not shown.
       */
      listRecruiters: build.query(queryOf(FACILITY_API.iconContacts, { silent: [403] })),

      /** The signed-in provider's own profile. */
      getOwnProfile: build.query(queryOf(P.own, { providesTags: [OWN] })),
      /**
       * PUT /providers/profile/{part} (not icon-information). A new e-mail is only sent a verification link: the
       * answer's message says so and the address stays until the link is opened.
       */
      saveOwnPart: build.mutation<Ok<ProviderProfile>, { part: ProfilePart; body: PartBody }>({
        query: ({ part, ...args }) => requestOf(profilePartEndpoints(part).saveOwn, args),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(providersApi.util.upsertQueryData('getOwnProfile', undefined, data.data));
        },
        // The top bar shows the name from GET /api/me.
        invalidatesTags: (_result, error, { part }) => (!error && part === 'basic-info' ? ['Me'] : []),
      }),

      /** The US counties of a state; a failure falls back to free text. */
      listCounties: build.query(queryOf(GEO_API.counties, { silent: true, keepUnusedDataFor: 3600 })),
    }),
  });

/**
 * After a new profile picture (uploaded with progress through the shared client, avatar.ts): the profile refetches
 * and shows its new signed avatarUrl; staff also see the change in the provider's history.
 */
export const profilePictureChanged = (target: AvatarTarget) =>
  providersApi.util.invalidateTags(target.kind === 'own' ? [OWN] : [tags.one(target.id), historyOf(target.id)]);

/** The list's request started outside React (a page's prefetch); its hook then finds it under way or answered. */
export const prefetchProviderList = (args: Parameters<typeof providersApi.endpoints.listProviders.initiate>[0]) =>
  providersApi.util.prefetch('listProviders', args, {});

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
