import type { ListPage, Ok, PermissionGroup, Role, RoleListBody, roleInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

/** What the create and update calls send: the output of the contracts' roleInputSchema. */
export type RoleBody = z.output<typeof roleInputSchema>;
export type RoleSortBy = NonNullable<RoleListBody['sortBy']>;

const LIST = { type: 'Role' as const, id: 'LIST' };

export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/roles/all?page=&pageSize= : one page of roles. */
    listRoles: build.query<ListPage<Role>, Prefixed<ListRequest<RoleSortBy>>>({
      query: ({ prefix, page, pageSize, body }) => ({
        url: `/${prefix}/roles/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<ListPage<Role>>) => res.data,
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((r) => ({ type: 'Role' as const, id: r._id }))],
    }),
    /** GET /{prefix}/roles : every role, for pickers. */
    getAllRoles: build.query<Role[], Prefixed>({
      query: ({ prefix }) => `/${prefix}/roles`,
      transformResponse: (res: Ok<Role[]>) => res.data,
      providesTags: (result) => [LIST, ...(result ?? []).map((r) => ({ type: 'Role' as const, id: r._id }))],
    }),
    /** GET /{prefix}/roles/{id} (404 'Role not found'). */
    getRole: build.query<Role, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => `/${prefix}/roles/${encodeURIComponent(id)}`,
      transformResponse: (res: Ok<Role>) => res.data,
      providesTags: (_result, _error, { id }) => [{ type: 'Role', id }],
    }),
    /** POST /{prefix}/roles : answers 201 with 'Role created successfully'. */
    createRole: build.mutation<Ok<Role>, Prefixed<{ body: RoleBody }>>({
      query: ({ prefix, body }) => ({ url: `/${prefix}/roles`, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** PUT /{prefix}/roles/{id} : answers 'Role updated successfully'. */
    updateRole: build.mutation<Ok<Role>, Prefixed<{ id: string; body: RoleBody }>>({
      query: ({ prefix, id, body }) => ({ url: `/${prefix}/roles/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Role', id }],
    }),
    /** DELETE /{prefix}/roles/{id} : answers 'Role deleted successfully', or 409 when users hold the role. */
    deleteRole: build.mutation<Ok<unknown>, Prefixed<{ id: string }>>({
      query: ({ prefix, id }) => ({ url: `/${prefix}/roles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** GET /{prefix}/permissions : the permission catalogue grouped by module. */
    listPermissions: build.query<PermissionGroup[], Prefixed>({
      query: ({ prefix }) => `/${prefix}/permissions`,
      transformResponse: (res: Ok<PermissionGroup[]>) => res.data,
      providesTags: ['Permission'],
    }),
  }),
});

export const {
  useListRolesQuery,
  useGetAllRolesQuery,
  useGetRoleQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useListPermissionsQuery,
} = rolesApi;
