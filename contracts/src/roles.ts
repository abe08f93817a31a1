import { z } from 'zod';
import { listBodySchema } from './http.ts';
import { isPermission } from './permissions.ts';

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
