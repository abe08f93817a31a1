import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';
import { defineEndpoints } from './endpoint.ts';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

/** A provider creates an account and signs the agreement by typing their full name. */
export const signupBodySchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailSchema,
    password: newPasswordSchema,
    signature: name('Signature'),
    agreementAccepted: z.literal(true, { error: 'You must accept the provider agreement' }),
  })
  .refine((b) => b.signature.replace(/\s+/g, ' ').toLowerCase() === `${b.firstName} ${b.lastName}`.toLowerCase(), {
    path: ['signature'],
    message: 'Type your first and last name exactly as above to sign',
  });
export type SignupBody = z.input<typeof signupBodySchema>;

export const verifyBodySchema = z.object({
  token: z.string().min(10, 'This link is not valid').max(200),
  email: z.string().min(10, 'This link is not valid').max(1000),
});
export const emailBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(10, 'This link is not valid').max(200),
  password: newPasswordSchema,
  /** Invited providers sign the agreement here by typing their first and last name. */
  signature: z.string().trim().max(200).nullish(),
});
export const decryptEmailBodySchema = z.object({ encryptedString: z.string().min(1).max(1000) });

/** The account links' endpoints under /api: sign-up, e-mail verification, password recovery, e-mail change. */
export const ACCOUNTS_API = /*#__PURE__*/ defineEndpoints('accounts', {
  signup: {
    method: 'POST',
    path: '/signup',
    access: 'public',
    summary: 'Provider sign-up with agreement signature',
    body: signupBodySchema,
    response: z.null(),
    status: 201,
  },
  verify: {
    method: 'POST',
    path: '/verify',
    access: 'public',
    summary: 'Open an e-mailed verification link',
    body: verifyBodySchema,
    response: z.null(),
  },
  resend: {
    method: 'POST',
    path: '/resend',
    access: 'public',
    summary: 'Send the verification e-mail again',
    body: emailBodySchema,
    response: z.null(),
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgot-password',
    access: 'public',
    summary: 'E-mail a password reset link',
    body: emailBodySchema,
    response: z.null(),
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    summary: 'Set a new password from a reset or invitation link',
    body: resetPasswordBodySchema,
    response: z.null(),
  },
  invitation: {
    method: 'POST',
    path: '/invitation',
    access: 'public',
    summary: "The invited user's name, which an invited provider types to sign the agreement (changes nothing)",
    body: z.object({ token: resetPasswordBodySchema.shape.token }),
    response: z.object({ firstName: z.string(), lastName: z.string() }),
  },
  decryptEmail: {
    method: 'POST',
    path: '/decrypt-email',
    access: 'public',
    summary: 'The address a verification link carries',
    body: decryptEmailBodySchema,
    response: z.object({ email: z.string() }),
  },
  updateEmail: {
    method: 'POST',
    path: '/update-email',
    access: 'authenticated',
    summary: 'Change my e-mail once the new address is verified',
    body: emailBodySchema,
    response: z.null(),
  },
});

export const ACCOUNT_MESSAGES = {
  signedUp: 'Your account has been created. Check your e-mail for the verification link.',
  emailTaken: 'An account with this e-mail already exists',
  verified: 'Your e-mail address has been verified.',
  verifiedAwaiting: 'Your e-mail address has been verified. ICON staff will confirm your account shortly.',
  linkInvalid: 'This link is not valid. Request a new one.',
  linkExpired: 'This link has expired. Request a new one.',
  linkUsed: 'This link has already been used.',
  resent: 'If the address belongs to an account awaiting verification, a new verification e-mail is on its way.',
  tooManyResends: 'Too many e-mails requested. Please wait a few minutes and try again.',
  recoverSent: 'If an account exists for this address, a password reset link has been sent to it.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  invitationAccepted: 'Your password has been set. You can now sign in.',
  signatureRequired: 'Type your first and last name exactly as shown to sign the agreement',
  emailChangeSent: 'A verification link has been sent to the new address. Your e-mail changes once you open it.',
  emailChanged: 'Your e-mail address has been changed.',
} as const;

/** Lifetimes of the links the portal e-mails. */
export const TOKEN_TTL_HOURS = { 'verify-email': 24, 'change-email': 24, 'reset-password': 1, invite: 24 * 7 } as const;
export type TokenPurpose = keyof typeof TOKEN_TTL_HOURS;
