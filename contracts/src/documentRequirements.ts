import { z } from 'zod';
import { listBodySchema } from './http.ts';
import { SPECIALTY_VALUES } from './providerProfile.ts';

/** What a provider (or facility) still misses: spec "requirements". */
export const requirementSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  folderName: z.string(),
  status: z.enum(['missing', 'expired', 'expiring', 'present']),
  expiresOn: z.string().nullable(),
  /** Days until expiry (negative: expired); null without an expiry date. */
  daysLeft: z.number().int().nullable(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const completenessSchema = z.object({
  required: z.number().int(),
  present: z.number().int(),
  missing: z.number().int(),
  expired: z.number().int(),
  expiring30: z.number().int(),
  expiring60: z.number().int(),
  expiring90: z.number().int(),
});
export type Completeness = z.infer<typeof completenessSchema>;

export const documentProviderSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  specialty: z.string().nullable(),
  completeness: completenessSchema,
});
export type DocumentProvider = z.infer<typeof documentProviderSchema>;

export const DOCUMENT_PROVIDER_SORTABLE = ['name', 'email'] as const;
export const documentProviderListBodySchema = listBodySchema(DOCUMENT_PROVIDER_SORTABLE, {
  specialty: z.enum(SPECIALTY_VALUES),
});

export type DocumentProviderListBody = z.infer<typeof documentProviderListBodySchema>;

export const requirementsSchema = z.object({
  requirements: z.array(requirementSchema),
  completeness: completenessSchema,
});
export type Requirements = z.infer<typeof requirementsSchema>;
