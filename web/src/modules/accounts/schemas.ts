import type { FormErrors } from '@mantine/form';
import { emailBodySchema, newPasswordSchema, PASSWORD_MIN, signupBodySchema } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';

export const PASSWORDS_MISMATCH = 'Passwords do not match';
const confirmPassword = z.string().min(1, 'Please confirm the password');

/** Runs a refinement as soon as the fields it compares are strings, even while other fields are still invalid. */
const whenStrings =
  (...keys: string[]) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'object' &&
    value !== null &&
    keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

// Type aliases, not interfaces: the zod resolver wants values assignable to Record<string, unknown>.
export type SignupFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreementAccepted: boolean;
  signature: string;
};

export const emptySignupValues: SignupFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreementAccepted: false,
  signature: '',
};

/** The contract's sign-up body plus a confirmed password (checked here only; the server never sees it). */
const signupFormSchema = signupBodySchema
  .safeExtend({ confirmPassword })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_MISMATCH,
    when: whenStrings('password', 'confirmPassword'),
  });

/**
 * The contract's signature rule on its own: the unrelated fields get valid stand-ins, so 'type your name exactly'
 * shows as soon as the names and the signature are filled in, not only once the whole form is valid.
 */
const signatureError = (values: SignupFormValues): string | undefined => {
  if (!values.signature.trim()) return undefined;
  const parsed = signupBodySchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    signature: values.signature,
    email: 'stand-in@example.com',
    password: 'x'.repeat(PASSWORD_MIN),
    agreementAccepted: true,
  });
  if (parsed.success) return undefined;
  return parsed.error.issues.find((i) => i.path[0] === 'signature')?.message;
};

const signupResolver = zod4Resolver(signupFormSchema, { errorPriority: 'first' });

/** Validates the sign-up form: the contract's rules, the confirmation and the signature. */
export const validateSignup = (values: SignupFormValues): FormErrors => {
  const errors = signupResolver(values);
  const signature = signatureError(values);
  if (signature && !errors.signature) errors.signature = signature;
  return errors;
};

/** The values the server gets: trimmed names, a lower-cased e-mail, no confirmation. */
export const toSignupBody = (values: SignupFormValues) => {
  const { confirmPassword: _confirm, ...body } = signupFormSchema.parse(values);
  return body;
};

/** A new password and its confirmation (reset and invitation links). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_MISMATCH,
    when: whenStrings('password', 'confirmPassword'),
  });

/**
 * An invited provider (?invite=provider) also accepts and signs the agreement; the server checks the signature
 * against the name staff entered. The field rules are the sign-up contract's own.
 */
export const acceptInvitationFormSchema = newPasswordFormSchema.safeExtend({
  agreementAccepted: signupBodySchema.shape.agreementAccepted,
  signature: signupBodySchema.shape.signature,
});

// A type alias: the zod resolver wants values assignable to Record<string, unknown>.
export type NewPasswordFormValues = {
  password: string;
  confirmPassword: string;
  /** Only used when the form signs the agreement. */
  agreementAccepted: boolean;
  signature: string;
};

/** One e-mail address (resend verification, recover password). */
export const emailFormSchema = emailBodySchema;
export type EmailFormValues = { email: string };
