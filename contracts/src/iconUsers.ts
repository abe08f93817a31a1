import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { USER_STATUSES } from './enums.ts';
import { listBodySchema } from './http.ts';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const iconUserCreateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  roleId: z.uuid('Choose a role'),
});
export type IconUserCreate = z.input<typeof iconUserCreateSchema>;

export const iconUserUpdateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  roleId: z.uuid('Choose a role'),
  status: z.enum(USER_STATUSES, { error: 'Choose a status' }),
});
export type IconUserUpdate = z.input<typeof iconUserUpdateSchema>;

export const iconUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(USER_STATUSES),
  emailStatus: z.string(),
  role: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type IconUser = z.infer<typeof iconUserSchema>;

export const ICON_USER_SORTABLE = ['name', 'email', 'status', 'createdAt'] as const;
export const iconUserListBodySchema = listBodySchema(ICON_USER_SORTABLE, {
  status: z.enum(USER_STATUSES),
  roleId: z.uuid(),
});
export type IconUserListBody = z.input<typeof iconUserListBodySchema>;

export const ICON_USER_MESSAGES = {
  created: 'User created successfully. An invitation e-mail has been sent.',
  updated: 'User updated successfully',
  notFound: 'User not found',
  emailTaken: 'An account with this e-mail already exists',
  roleNotFound: 'Role not found',
} as const;
