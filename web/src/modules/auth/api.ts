import {
  type AUTH_API,
  AUTH_ROUTES,
  type EndpointData,
  type Ok,
  PERMISSION_ROUTES,
  type PERMISSIONS_API,
} from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, requestOf } from '../../lib/endpoint.ts';

/**
 * The descriptors at run time without their schemas (the sign-in page and the app shell load this file, and no
 * zod), typed as the contracts' AUTH_API and PERMISSIONS_API: a request needs only the method,
 * the path, the access and whether there is a body (contracts/src/auth.test.ts holds the tables alike).
 */
const E = AUTH_ROUTES as unknown as typeof AUTH_API;
const P = PERMISSION_ROUTES as unknown as typeof PERMISSIONS_API;
const ME = ['Me' as const];

/** The session calls of spec section 7: sign in and out, the current user, the password. */
const authApi = api.injectEndpoints({
  endpoints: (b) => ({
    // The login form shows every failure itself.
    login: b.mutation(mutationOf(E.login, { silent: true })),
    /** The second step of a staff sign-in with two-step sign-in (a TOTP or recovery code). */
    loginMfa: b.mutation(mutationOf(E.loginMfa, { silent: true })),
    getMfaStatus: b.query(queryOf(E.mfaStatus, { providesTags: ME })),
    startMfaEnrolment: b.mutation(mutationOf(E.mfaEnrol)),
    disableMfa: b.mutation(mutationOf(E.mfaDisable, { silent: [400], invalidatesTags: ME })),
    confirmMfaEnrolment: b.mutation(mutationOf(E.mfaConfirm, { silent: [400], invalidatesTags: ME })),
    logout: b.mutation(mutationOf(E.logout, { silent: true })),
    /** The whole envelope, as the app shell (SessionSync, RealtimeSync, IdleGuard) reads it. */
    getMe: b.query<Ok<EndpointData<typeof E.me>>, void>({
      query: () => requestOf(E.me, undefined, { silent: [401] }),
      providesTags: ME,
    }),
    // 400 field errors go beside the fields.
    updatePassword: b.mutation(mutationOf(E.updatePassword, { silent: [400] })),
    /** The signed-in icon user's permissions; `roleId` and the envelope, as the app shell (SessionSync) calls it. */
    getSessionRolePermissions: b.query<Ok<EndpointData<typeof P.role>>, { prefix: string; roleId: string }>({
      query: ({ prefix, roleId }) => requestOf(P.role, { prefix, id: roleId }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginMfaMutation,
  useGetMfaStatusQuery,
  useStartMfaEnrolmentMutation,
  useConfirmMfaEnrolmentMutation,
  useDisableMfaMutation,
  useLogoutMutation,

  useLazyGetMeQuery,
  useUpdatePasswordMutation,
  useLazyGetSessionRolePermissionsQuery,
} = authApi;
