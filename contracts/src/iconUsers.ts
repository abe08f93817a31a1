import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { USER_STATUSES } from './enums.ts';
import { idParamSchema } from './http.ts';
import { userListBodySchema } from './userLists.ts';

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

export const iconUserListBodySchema = userListBodySchema({ roleId: z.uuid() });
export type IconUserListBody = z.input<typeof iconUserListBodySchema>;

export const ICON_USER_MESSAGES = {
  created: 'User created successfully. An invitation e-mail has been sent.',
  updated: 'User updated successfully',
  notFound: 'User not found',
  emailTaken: 'An account with this e-mail already exists',
  roleNotFound: 'Role not found',
} as const;

const view = { staff: 'view-icon-users' } as const;

/** The staff users' endpoints (staff families). */
export const ICON_USERS_API = /*#__PURE__*/ defineEndpoints('icon-users', {
  list: listEndpoint(
    '/icon-users/all',
    view,
    'List staff users (search, filters status and roleId, sort, pages)',
    iconUserListBodySchema,
    iconUserSchema,
  ),
  get: {
    method: 'GET',
    path: '/icon-users/:id',
    access: view,
    summary: 'One staff user',
    params: idParamSchema,
    response: iconUserSchema,
  },
  create: {
    method: 'POST',
    path: '/icon-users',
    access: { staff: 'add-icon-users' },
    summary: 'Create a staff user and e-mail an invitation',
    body: iconUserCreateSchema,
    response: iconUserSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/icon-users/:id',
    access: { staff: 'edit-icon-users' },
    summary: 'Edit name, role and status (deactivation revokes sessions)',
    params: idParamSchema,
    body: iconUserUpdateSchema,
    response: iconUserSchema,
  },
});
