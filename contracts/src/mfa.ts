import { z } from 'zod';
import { loginDataSchema } from './auth.ts';

/** Staff multi-factor sign-in (issue 17 item 8): TOTP codes from an authenticator app, and one-time recovery codes. */
export const MFA_MESSAGES = {
  verifyStep: 'Enter the 6-digit code from your authenticator app',
  enrolStep: 'Two-step sign-in is required for your account: scan the QR code, then enter the 6-digit code',
  codeRequired: 'Enter the 6-digit code or a recovery code',
  codeFormat: 'Enter the 6 digits from your authenticator app',
  wrongCode: 'The code is not correct. Try again.',
  replayedCode: 'This code has already been used. Wait for the next one.',
  wrongRecoveryCode: 'This recovery code is not valid or has already been used',
  challengeInvalid: 'This sign-in has expired. Please sign in again.',
  notEnrolling: 'Start the set-up first',
  alreadyOn: 'Two-step sign-in is already on',
  enabled: 'Two-step sign-in is on',
  disabled: 'Two-step sign-in is off',
  requiredCannotDisable: 'Two-step sign-in is required for your role and cannot be turned off',
  staffOnly: 'Two-step sign-in is for staff accounts',
} as const;

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
export const isMfaStep = (a: LoginAnswer): a is MfaStep => 'mfa' in a;

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

/** Recovery codes are compared without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
