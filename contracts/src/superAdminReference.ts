import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema } from './http.ts';

/** Super-admin reference data (spec section 6: 'The super-admin family adds divisions and procedure types'). */
export const SUPER_ADMIN_REFERENCE_KINDS = ['divisions', 'procedure-types'] as const;
export type SuperAdminReferenceKind = (typeof SUPER_ADMIN_REFERENCE_KINDS)[number];
export const SUPER_ADMIN_REFERENCE_LABELS: Record<SuperAdminReferenceKind, { one: string; many: string }> = {
  divisions: { one: 'Division', many: 'Divisions' },
  'procedure-types': { one: 'Procedure type', many: 'Procedure Types' },
};

export const namedItemSchema = z.object({ id: z.string(), name: z.string(), inUse: z.number().int() });
export type NamedItem = z.infer<typeof namedItemSchema>;
export const namedItemInputSchema = z.object({
  name: z.string('Enter the name').trim().min(1, 'Enter the name').max(100, 'The name is at most 100 characters'),
});
export type NamedItemInput = z.input<typeof namedItemInputSchema>;

export const superAdminReferenceMessages = (kind: SuperAdminReferenceKind) => {
  const one = SUPER_ADMIN_REFERENCE_LABELS[kind].one;
  return {
    added: `${one} added successfully`,
    updated: `${one} updated successfully`,
    deleted: `${one} deleted successfully`,
    exists: `A ${one.toLowerCase()} with this name already exists`,
    inUse: `This ${one.toLowerCase()} is in use and cannot be deleted`,
    notFound: `${one} not found`,
  };
};

/** Who may read each list for a form's select (icon users); changes are the super admins' alone. */
export const SUPER_ADMIN_REFERENCE_READ_PERMISSION = {
  divisions: 'view-facilities',
  'procedure-types': 'view-assignments',
} as const;

/**
 * The endpoints of one kind, tagged with the kind: the list for both staff families (the facility and assignment
 * forms' selects); add, rename and delete under /api/super-admin only.
 */
export const superAdminReferenceEndpoints = <K extends SuperAdminReferenceKind>(kind: K) =>
  defineEndpoints(kind, {
    list: {
      method: 'GET',
      path: `/${kind}`,
      access: { staff: SUPER_ADMIN_REFERENCE_READ_PERMISSION[kind] },
      summary: `The ${kind} (name order)`,
      response: z.array(namedItemSchema),
    },
    add: {
      method: 'POST',
      path: `/${kind}`,
      access: { superAdmin: true },
      summary: `Add one of the ${kind}`,
      body: namedItemInputSchema,
      response: namedItemSchema,
      status: 201,
    },
    rename: {
      method: 'PUT',
      path: `/${kind}/:id`,
      access: { superAdmin: true },
      summary: `Rename one of the ${kind}`,
      params: idParamSchema,
      body: namedItemInputSchema,
      response: namedItemSchema,
    },
    delete: {
      method: 'DELETE',
      path: `/${kind}/:id`,
      access: { superAdmin: true },
      summary: `Delete one of the ${kind} (409 while in use)`,
      params: idParamSchema,
      response: z.null(),
    },
  });
