import { PERMISSIONS_API, ROLES_API, type Role, type RoleListBody, type roleInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

/** What the create and update calls send: the output of the contracts' roleInputSchema. */
export type RoleBody = z.output<typeof roleInputSchema>;
export type RoleSortBy = NonNullable<RoleListBody['sortBy']>;

const E = ROLES_API;
const tags = recordTags('Role');

const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** Every role, for pickers. */
    getAllRoles: build.query(
      queryOf(E.all, { providesTags: (result?: Role[]) => [tags.LIST, ...(result ?? []).map((r) => tags.one(r._id))] }),
    ),
    /** 404 'Role not found'. */
    getRole: build.query(queryOf(E.get, { providesTags: tags.record })),
    createRole: build.mutation(mutationOf(E.create, { invalidatesTags: [tags.LIST] })),
    updateRole: build.mutation(mutationOf(E.update, { invalidatesTags: tags.touched })),
    /** 409 when users hold the role. */
    deleteRole: build.mutation(
      mutationOf(E.delete, { invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [tags.LIST]) }),
    ),
    /** The permission catalogue grouped by module. */
    listPermissions: build.query(queryOf(PERMISSIONS_API.catalogue, { providesTags: ['Permission' as const] })),
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
