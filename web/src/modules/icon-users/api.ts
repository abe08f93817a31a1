import type {
  IconUser,
  IconUserListBody,
  iconUserCreateSchema,
  iconUserUpdateSchema,
  ListPage,
  Ok,
} from '@portal/contracts';
import type { z } from 'zod';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** What the create call sends: the output of the contracts' iconUserCreateSchema. */
export type IconUserCreateBody = z.output<typeof iconUserCreateSchema>;
/** What the update call sends: the output of the contracts' iconUserUpdateSchema. */
export type IconUserUpdateBody = z.output<typeof iconUserUpdateSchema>;
export type IconUserSortBy = NonNullable<IconUserListBody['sortBy']>;

const LIST = { type: 'IconUser' as const, id: 'LIST' };
/** A role's user count changes when a user joins or leaves it. */
const ROLE_LIST = { type: 'Role' as const, id: 'LIST' };

export const iconUsersApi = api.enhanceEndpoints({ addTagTypes: ['IconUser'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/icon-users/all?page=&pageSize= : one page of staff users (filters status, roleId). */
    listIconUsers: build.query<ListPage<IconUser>, Prefixed<ListRequest<IconUserSortBy>>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `/${prefix}/icon-users/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<IconUser>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((u) => ({ type: 'IconUser' as const, id: u._id }))],
    }),
    /** GET /{prefix}/icon-users/{id} (404 'User not found'). */
    getIconUser: build.query<IconUser, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => `/${prefix}/icon-users/${encodeURIComponent(id)}`,
      transformResponse: (res: Ok<IconUser>) => res.data,
      providesTags: (_result, _error, { id }) => [{ type: 'IconUser', id }],
    }),
    /** POST /{prefix}/icon-users : answers 201 and e-mails the user an invitation to set a password. */
    createIconUser: build.mutation<Ok<IconUser>, Prefixed<{ body: IconUserCreateBody }>>({
      query: ({ prefix, body }) => ({ url: `/${prefix}/icon-users`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, ROLE_LIST]),
    }),
    /** PUT /{prefix}/icon-users/{id} : name, role and status; deactivating signs the user out at once. */
    updateIconUser: build.mutation<Ok<IconUser>, Prefixed<{ id: string; body: IconUserUpdateBody }>>({
      query: ({ prefix, id, body }) => ({
        url: `/${prefix}/icon-users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, ROLE_LIST, { type: 'IconUser', id }]),
    }),
  }),
});

export const { useListIconUsersQuery, useGetIconUserQuery, useCreateIconUserMutation, useUpdateIconUserMutation } =
  iconUsersApi;
