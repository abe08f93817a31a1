import { z } from 'zod';

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
