import type { LoginBody, LoginData, Ok, SessionData, UpdatePasswordBody } from '@portal/contracts';
import { api } from '../../app/api.ts';

/** The session calls of spec section 7: sign in and out, the current user, the password. */
export const authApi = api.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<Ok<LoginData>, LoginBody>({
      // The login form shows every failure itself.
      query: (body) => ({ url: '/login', method: 'POST', body, silent: true }),
    }),
    logout: b.mutation<Ok<null>, void>({
      query: () => ({ url: '/logout', method: 'POST', silent: true }),
    }),
    getMe: b.query<Ok<SessionData>, void>({
      query: () => ({ url: '/me', silent: [401] }),
      providesTags: ['Me'],
    }),
    updatePassword: b.mutation<Ok<null>, UpdatePasswordBody>({
      // 400 field errors go beside the fields.
      query: (body) => ({ url: '/update-password', method: 'PUT', body, silent: [400] }),
    }),
    getSessionRolePermissions: b.query<Ok<string[]>, { prefix: string; roleId: string }>({
      query: ({ prefix, roleId }) => `/${prefix}/permissions/role/${roleId}`,
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useLazyGetMeQuery,
  useUpdatePasswordMutation,
  useLazyGetSessionRolePermissionsQuery,
} = authApi;
