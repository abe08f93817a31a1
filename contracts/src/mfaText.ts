/** The sign-in side of the MFA contract without zod; mfa.ts re-exports it beside the schemas. */
/** Staff multi-factor sign-in: TOTP codes from an authenticator app, and one-time recovery codes. */
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

/** A sign-in answer that asks for the second step (an MfaStep) rather than a session. */
export const isMfaStep = <A extends object>(a: A): a is Extract<A, { mfa: string }> => 'mfa' in a;

/** Recovery codes are compared without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
