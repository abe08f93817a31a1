import type { Ok, SignupBody } from '@portal/contracts';
import { api } from '../../app/api.ts';

/**
 * The public account calls of spec section 7: sign-up, e-mail verification, password recovery.
 * Every screen shows its own failures (field errors beside the fields, the rest in an alert), so the calls are
 * silent: no global error toast.
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (b) => ({
    signup: b.mutation<Ok<null>, SignupBody>({
      query: (body) => ({ url: '/signup', method: 'POST', body, silent: true }),
    }),
    verify: b.mutation<Ok<null>, { token: string; email: string }>({
      query: (body) => ({ url: '/verify', method: 'POST', body, silent: true }),
    }),
    decryptEmail: b.mutation<Ok<{ email: string }>, { encryptedString: string }>({
      query: (body) => ({ url: '/decrypt-email', method: 'POST', body, silent: true }),
    }),
    resendVerification: b.mutation<Ok<null>, { email: string }>({
      query: (body) => ({ url: '/resend', method: 'POST', body, silent: true }),
    }),
    forgotPassword: b.mutation<Ok<null>, { email: string }>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body, silent: true }),
    }),
    resetPassword: b.mutation<Ok<null>, { token: string; password: string; signature?: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body, silent: true }),
    }),
  }),
});

export const {
  useSignupMutation,
  useVerifyMutation,
  useDecryptEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = accountsApi;
