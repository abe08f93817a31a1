import {
  ICON_USERS_API,
  type IconUserListBody,
  type iconUserCreateSchema,
  type iconUserUpdateSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

/** What the create call sends: the output of the contracts' iconUserCreateSchema. */
export type IconUserCreateBody = z.output<typeof iconUserCreateSchema>;
/** What the update call sends: the output of the contracts' iconUserUpdateSchema. */
export type IconUserUpdateBody = z.output<typeof iconUserUpdateSchema>;
export type IconUserSortBy = NonNullable<IconUserListBody['sortBy']>;

const E = ICON_USERS_API;
const tags = recordTags('IconUser');
/** A role's user count changes when a user joins or leaves it. */
const ROLE_LIST = recordTags('Role').LIST;

const iconUsersApi = api.enhanceEndpoints({ addTagTypes: ['IconUser'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of staff users (filters status, roleId). */
    listIconUsers: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 'User not found'. */
    getIconUser: build.query(queryOf(E.get, { providesTags: tags.record })),
    /** Answers 201 and e-mails the user an invitation to set a password. */
    createIconUser: build.mutation(
      mutationOf(E.create, { invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [tags.LIST, ROLE_LIST]) }),
    ),
    /** Name, role and status; deactivating signs the user out at once. */
    updateIconUser: build.mutation(
      mutationOf(E.update, {
        invalidatesTags: (_r: unknown, error: unknown, { id }: { id: string }) =>
          error ? [] : [tags.LIST, ROLE_LIST, tags.one(id)],
      }),
    ),
  }),
});

export const { useListIconUsersQuery, useGetIconUserQuery, useCreateIconUserMutation, useUpdateIconUserMutation } =
  iconUsersApi;
