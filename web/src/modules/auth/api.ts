import type {
  LoginAnswer,
  LoginBody,
  LoginMfaBody,
  MfaEnrolment,
  MfaLoginData,
  MfaStatus,
  Ok,
  SessionData,
  UpdatePasswordBody,
} from '@portal/contracts';
import { api } from '../../app/api.ts';

/** The session calls of spec section 7: sign in and out, the current user, the password. */
export const authApi = api.injectEndpoints({
  endpoints: (b) => ({
    login: b.mutation<Ok<LoginAnswer>, LoginBody>({
      // The login form shows every failure itself.
      query: (body) => ({ url: '/login', method: 'POST', body, silent: true }),
    }),
    /** The second step of a staff sign-in with two-step sign-in (a TOTP or recovery code). */
    loginMfa: b.mutation<Ok<MfaLoginData>, LoginMfaBody>({
      query: (body) => ({ url: '/login/mfa', method: 'POST', body, silent: true }),
    }),
    getMfaStatus: b.query<Ok<MfaStatus>, void>({
      query: () => '/mfa',
      providesTags: ['Me'],
    }),
    startMfaEnrolment: b.mutation<Ok<MfaEnrolment>, void>({
      query: () => ({ url: '/mfa/enrol', method: 'POST', body: {} }),
    }),
    disableMfa: b.mutation<Ok<null>, { code: string }>({
      query: (body) => ({ url: '/mfa/disable', method: 'POST', body, silent: [400] }),
      invalidatesTags: ['Me'],
    }),
    confirmMfaEnrolment: b.mutation<Ok<{ recoveryCodes: string[] }>, { code: string }>({
      query: (body) => ({ url: '/mfa/confirm', method: 'POST', body, silent: [400] }),
      invalidatesTags: ['Me'],
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
  useLoginMfaMutation,
  useGetMfaStatusQuery,
  useStartMfaEnrolmentMutation,
  useConfirmMfaEnrolmentMutation,
  useDisableMfaMutation,
  useLogoutMutation,
  useGetMeQuery,
  useLazyGetMeQuery,
  useUpdatePasswordMutation,
  useLazyGetSessionRolePermissionsQuery,
} = authApi;
