import { z } from 'zod';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { isPermission, PERMISSION_ROUTES } from './permissions.ts';

export const roleInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  description: z.string().trim().max(500, 'Description is too long').nullish(),
  permissions: z
    .array(z.string().refine(isPermission, 'Unknown permission'))
    .min(1, 'Choose at least one permission')
    .transform((values) => [...new Set(values)]),
  /** Idle sign-out for this role's users, in minutes; empty uses the portal's IDLE_TIMEOUT_MINUTES. */
  idleTimeoutMinutes: z.preprocess(
    (v) => (v === '' ? null : v),
    z.number().int('Idle sign-out must be whole minutes').min(1).max(1440).nullish(),
  ),
  /** The role's users must use two-step sign-in (they set it up at their next sign-in). */
  mfaRequired: z.boolean().default(false),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.object({ value: z.string() })),
  idleTimeoutMinutes: z.number().nullable(),
  mfaRequired: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;
export const roleListBodySchema = listBodySchema(ROLE_SORTABLE, {});
export type RoleListBody = z.input<typeof roleListBodySchema>;

export const ROLE_MESSAGES = {
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  notFound: 'Role not found',
  nameTaken: 'A role with this name already exists',
  inUse: 'This role is assigned to users and cannot be deleted',
} as const;

const view = { staff: 'view-roles' } as const;

/** The roles endpoints (staff families). */
export const ROLES_API = /*#__PURE__*/ defineEndpoints('roles', {
  list: listEndpoint(
    '/roles/all',
    view,
    'List roles (page, pageSize; sortBy, sortDirection 1 desc / -1 asc, search)',
    roleListBodySchema,
    roleSchema,
  ),
  all: { method: 'GET', path: '/roles', access: view, summary: 'All roles', response: z.array(roleSchema) },
  get: {
    method: 'GET',
    path: '/roles/:id',
    access: view,
    summary: 'One role',
    params: idParamSchema,
    response: roleSchema,
  },
  create: {
    method: 'POST',
    path: '/roles',
    access: { staff: 'add-roles' },
    summary: 'Create a role',
    body: roleInputSchema,
    response: roleSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/roles/:id',
    access: { staff: 'edit-roles' },
    summary: 'Update a role',
    params: idParamSchema,
    body: roleInputSchema,
    response: roleSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/roles/:id',
    access: { staff: 'delete-roles' },
    summary: 'Delete a role no user holds',
    params: idParamSchema,
    response: z.null(),
  },
});

/** A module's permissions in the catalogue (contracts/src/permissions.ts PERMISSION_GROUPS). */
export const permissionGroupSchema = z.object({
  module: z.string(),
  label: z.string(),
  permissions: z.array(z.object({ value: z.string(), label: z.string() })),
});

/** The permission catalogue's endpoints (staff families): PERMISSION_ROUTES with their summaries and schemas. */
export const PERMISSIONS_API = /*#__PURE__*/ defineEndpoints('permissions', {
  catalogue: {
    ...PERMISSION_ROUTES.catalogue,
    summary: 'The permission catalogue, grouped by module',
    response: z.array(permissionGroupSchema),
  },
  role: {
    ...PERMISSION_ROUTES.role,
    summary: 'The permission values a role holds',
    params: idParamSchema,
    response: z.array(z.string()),
  },
});
