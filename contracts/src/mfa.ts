import { z } from 'zod';
import { loginBodySchema, loginDataSchema, sessionDataSchema, updatePasswordBodySchema } from './auth.ts';
import { AUTH_ROUTES } from './authText.ts';
import { defineEndpoints } from './endpoint.ts';
import { MFA_MESSAGES } from './mfaText.ts';

/** A TOTP code: 6 digits (spaces typed between groups are ignored). */
export const totpCodeSchema = z
  .string({ error: MFA_MESSAGES.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MESSAGES.codeFormat));

/** The second step of sign-in: the challenge from the login answer and a TOTP or recovery code. */
export const loginMfaBodySchema = z.object({
  mfaToken: z.string().min(1, MFA_MESSAGES.challengeInvalid).max(200),
  code: z.string({ error: MFA_MESSAGES.codeRequired }).trim().min(1, MFA_MESSAGES.codeRequired).max(40),
});
export type LoginMfaBody = z.input<typeof loginMfaBodySchema>;

/** What an authenticator app needs: the secret as text and as a QR code (a PNG data URL of the otpauth URL). */
export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

/**
 * The login answer when a second step is due: `verify` (enter a code) or `enrol` (required but not set up yet:
 * scan, then enter a code). Users without multi-factor sign-in keep the plain login answer.
 */
export const mfaStepSchema = z.object({
  mfa: z.enum(['verify', 'enrol']),
  mfaToken: z.string(),
  enrolment: mfaEnrolmentSchema.optional(),
});
export type MfaStep = z.infer<typeof mfaStepSchema>;

export const loginAnswerSchema = z.union([loginDataSchema, mfaStepSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The session, plus the recovery codes when this step completed an enrolment (shown once). */
export const mfaLoginDataSchema = loginDataSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type MfaLoginData = z.infer<typeof mfaLoginDataSchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const mfaConfirmBodySchema = z.object({ code: totpCodeSchema });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * The session endpoints (sign-in with its second step, two-step sign-in set-up, sign-out, the current user, the
 * password): AUTH_ROUTES (zod-free, what the web's session calls send) with their summaries and schemas.
 */
export const AUTH_API = /*#__PURE__*/ defineEndpoints('auth', {
  login: {
    ...AUTH_ROUTES.login,
    summary: 'Sign in: the session, or for staff with two-step sign-in the second step (verify or enrol)',
    body: loginBodySchema,
    response: loginAnswerSchema,
  },
  loginMfa: {
    ...AUTH_ROUTES.loginMfa,
    summary: 'Sign in, second step: a code from the authenticator app or a recovery code',
    body: loginMfaBodySchema,
    response: mfaLoginDataSchema,
  },
  mfaStatus: {
    ...AUTH_ROUTES.mfaStatus,
    summary: 'Two-step sign-in: on or off, required or not',
    response: mfaStatusSchema,
  },
  mfaEnrol: {
    ...AUTH_ROUTES.mfaEnrol,
    summary: 'Two-step sign-in set-up: a new secret and its QR code',
    response: mfaEnrolmentSchema,
  },
  mfaConfirm: {
    ...AUTH_ROUTES.mfaConfirm,
    summary: 'Two-step sign-in set-up: the first code turns it on; answers the recovery codes once',
    body: mfaConfirmBodySchema,
    response: recoveryCodesSchema,
  },
  mfaDisable: {
    ...AUTH_ROUTES.mfaDisable,
    summary: 'Turns two-step sign-in off (not when required)',
    body: mfaConfirmBodySchema,
    response: z.null(),
  },
  logout: { ...AUTH_ROUTES.logout, summary: 'Sign out: revokes this token', response: z.null() },
  me: { ...AUTH_ROUTES.me, summary: 'The signed-in user', response: sessionDataSchema },
  updatePassword: {
    ...AUTH_ROUTES.updatePassword,
    summary: "Change one's password; revokes the user's other sessions",
    body: updatePasswordBodySchema,
    response: z.null(),
  },
});

// Zod-free, so the sign-in page uses them without zod.
export { isMfaStep, MFA_MESSAGES, normalizeRecoveryCode } from './mfaText.ts';
