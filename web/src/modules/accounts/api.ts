import { ACCOUNTS_API } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

const E = ACCOUNTS_API;

/**
 * The public account calls of spec section 7: sign-up, e-mail verification, password recovery.
 * Every screen shows its own failures (field errors beside the fields, the rest in an alert), so the calls are
 * silent: no global error toast.
 */
const accountsApi = api.injectEndpoints({
  endpoints: (b) => ({
    signup: b.mutation(mutationOf(E.signup, { silent: true })),
    verify: b.mutation(mutationOf(E.verify, { silent: true })),
    decryptEmail: b.mutation(mutationOf(E.decryptEmail, { silent: true })),
    resendVerification: b.mutation(mutationOf(E.resend, { silent: true })),
    forgotPassword: b.mutation(mutationOf(E.forgotPassword, { silent: true })),
    resetPassword: b.mutation(mutationOf(E.resetPassword, { silent: true })),
    /** The invited provider's name to type; a bad link shows when the form is sent. */
    invitation: b.query(queryOf(E.invitation, { silent: true })),
  }),
});

export const {
  useSignupMutation,
  useVerifyMutation,
  useDecryptEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useInvitationQuery,
} = accountsApi;
