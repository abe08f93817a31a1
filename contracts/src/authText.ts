/**
 * The sign-in side of the auth contract without zod: what the sign-in page and the app shell use
 * at start, so they load no zod. auth.ts re-exports all of it beside the schemas.
 */
/** The sign-in body (loginBodySchema's input). */
type LoginBody = { email: string; password: string };

/** Spec section 5: non-space text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** NIST 800-63B: at least 8 characters, no composition rules (common passwords are refused by the server). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * The sign-in form's check without zod (the sign-in page does not download zod): the messages
 * `loginBodySchema` gives, the first one per field (auth.test.ts holds the two to the same answers).
 */
export function loginBodyErrors(body: {
  email?: unknown;
  password?: unknown;
}): Partial<Record<keyof LoginBody, string>> {
  const errors: Partial<Record<keyof LoginBody, string>> = {};
  const email = typeof body.email === 'string' ? body.email.trim() : undefined;
  if (!email) errors.email = 'E-mail is required';
  else if (email.length > 254) errors.email = 'E-mail is too long';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid e-mail address';
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (!password) errors.password = 'Password is required';
  else if (password.length > PASSWORD_MAX) errors.password = `Password must be at most ${PASSWORD_MAX} characters`;
  return errors;
}

/** A valid sign-in form as `loginBodySchema` would send it: the e-mail trimmed and in lower case. */
export const normalLoginBody = (body: LoginBody): LoginBody => ({
  email: body.email.trim().toLowerCase(),
  password: body.password,
});

/** The API family prefix of each role (spec section 6); the default is provider. */
export const ROLE_PREFIX: Record<string, string> = {
  superAdmin: 'super-admin',
  iconUser: 'icon-users',
  provider: 'providers',
};
export const rolePrefix = (role: string | undefined): string => ROLE_PREFIX[role ?? ''] ?? 'providers';

/** Idle sign-out: what the server answers and what the web's warning says. */
export const SESSION_MESSAGES = {
  expired: 'Your session has expired. Please sign in again.',
  idle: (minutes: number) =>
    `You were signed out after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} without activity. Please sign in again.`,
  warningTitle: 'Are you still there?',
  warning: (seconds: number) =>
    `For your security you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} without activity.`,
  stay: 'Stay signed in',
  signOut: 'Sign out',
} as const;

export const LOGIN_MESSAGES = {
  invalid: 'Invalid e-mail or password',
  agreementNotSigned: 'Please sign the provider agreement before signing in.',
  emailNotVerified: 'Please verify your e-mail address before signing in. Check your inbox for the verification link.',
  notConfirmed: 'Your account is awaiting confirmation by ICON staff.',
  deactivated: 'Your account has been deactivated. Please contact the administrator.',
  tooMany: 'Too many sign-in attempts. Please wait a minute and try again.',
  success: 'Logged in successfully',
  logout: 'Logged out successfully',
  passwordUpdated: 'Password updated successfully',
  commonPassword: 'This password is too common. Choose a less predictable one.',
  wrongOldPassword: 'Current password is incorrect',
} as const;

/**
 * The session endpoints' method, path and access without their schemas: the web's session calls,
 * which the sign-in page and the app shell load, make their requests from these and so load no zod. AUTH_API
 * (mfa.ts) adds the summaries and schemas: what the server serves and what the calls' types say. `body: true`
 * marks the endpoints that take a JSON body (auth.test.ts holds the two tables alike).
 */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/login', access: 'public', body: true },
  loginMfa: { method: 'POST', path: '/login/mfa', access: 'public', body: true },
  mfaStatus: { method: 'GET', path: '/mfa', access: 'authenticated' },
  mfaEnrol: { method: 'POST', path: '/mfa/enrol', access: 'authenticated' },
  mfaConfirm: { method: 'POST', path: '/mfa/confirm', access: 'authenticated', body: true },
  mfaDisable: { method: 'POST', path: '/mfa/disable', access: 'authenticated', body: true },
  logout: { method: 'POST', path: '/logout', access: 'authenticated' },
  me: { method: 'GET', path: '/me', access: 'authenticated' },
  updatePassword: { method: 'PUT', path: '/update-password', access: 'authenticated', body: true },
} as const;
