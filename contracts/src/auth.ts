import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './authText.ts';
import { AGREEMENT_STATUSES, EMAIL_STATUSES, USER_ROLES, USER_STATUSES } from './enums.ts';

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address')
  .transform((v) => v.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginBodySchema = z.object({
  email: emailSchema,
  // The max needs its own message: the type's `error` would otherwise answer 'Password is required' for it.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const updatePasswordBodySchema = z
  .object({
    oldPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: newPasswordSchema,
  })
  .refine((b) => b.oldPassword !== b.newPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one',
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

export const profileRoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.object({ value: z.string() })),
});

/** What every answer about one user account says of it: who, and its three statuses. */
export const accountSummarySchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(USER_STATUSES),
  agreementStatus: z.enum(AGREEMENT_STATUSES),
  emailStatus: z.enum(EMAIL_STATUSES),
});

export const profileSchema = accountSummarySchema.extend({
  roles: z.array(profileRoleSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const sessionDataSchema = z.object({
  role: z.enum(USER_ROLES),
  profile: profileSchema,
  /** Minutes without an authenticated request after which the session ends; the web warns a minute before. */
  idleTimeoutMinutes: z.number().int().positive(),
  /** The zone of the company's business day, so the web's "today" is the server's. */
  companyTimeZone: z.string(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const loginDataSchema = sessionDataSchema.extend({ token: z.string() });
export type LoginData = z.infer<typeof loginDataSchema>;

// Zod-free, so the sign-in page and the app shell use them without zod. The session endpoints'
// descriptors (AUTH_API) are in mfa.ts, beside the sign-in answer's schemas.
export {
  AUTH_ROUTES,
  EMAIL_PATTERN,
  LOGIN_MESSAGES,
  loginBodyErrors,
  normalLoginBody,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLE_PREFIX,
  rolePrefix,
  SESSION_MESSAGES,
} from './authText.ts';
