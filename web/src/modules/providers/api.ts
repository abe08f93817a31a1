import type { ListPage, Ok, ProviderListBody, ProviderSummary } from '@portal/contracts';
import { api } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** The API family of the signed-in user: 'super-admin' or 'icon-users' (useRolePrefix()). */
type Prefixed<T = unknown> = { prefix: string } & T;

export type ProviderSortBy = NonNullable<ProviderListBody['sortBy']>;

const LIST = { type: 'Provider' as const, id: 'LIST' };

export const providersApi = api.enhanceEndpoints({ addTagTypes: ['Provider'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/providers/all?page=&pageSize= : one page of providers (filters status, emailStatus). */
    listProviders: build.query<ListPage<ProviderSummary>, Prefixed<ListRequest<ProviderSortBy>>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `/${prefix}/providers/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<ProviderSummary>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((p) => ({ type: 'Provider' as const, id: p._id }))],
    }),
    /**
     * POST /{prefix}/providers/{id}/confirm : answers 'Provider confirmed successfully', or 409 when someone already
     * confirmed them. The list is refreshed either way, so it shows the provider's current status.
     */
    confirmProvider: build.mutation<Ok<ProviderSummary>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `/${prefix}/providers/${encodeURIComponent(id)}/confirm`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Provider', id }],
    }),
  }),
});

export const { useListProvidersQuery, useConfirmProviderMutation } = providersApi;
