import { z } from 'zod';
import { accountSummarySchema } from './auth.ts';
import { defineEndpoints, exportEndpoint, listEndpoint } from './endpoint.ts';
import { EMAIL_STATUSES } from './enums.ts';
import { idParamSchema } from './http.ts';
import { ORGANISATION_VALUES, SPECIALTY_VALUES } from './providerProfile.ts';
import { userListBodySchema } from './userLists.ts';

export const providerSummarySchema = accountSummarySchema.extend({
  npi: z.string().nullable(),
  specialty: z.string().nullable(),
  organisation: z.string(),
  archived: z.boolean(),
  /** The day staff confirmed the provider on an exclusion list; null when not excluded. */
  excludedOn: z.string().nullable(),
  createdAt: z.string(),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

export const providerListBodySchema = userListBodySchema({
  emailStatus: z.enum(EMAIL_STATUSES),
  specialty: z.enum(SPECIALTY_VALUES),
  organisation: z.enum(ORGANISATION_VALUES),
  /** Archived providers are listed only when this is true; the default list shows the others. */
  archived: z.boolean(),
});
export type ProviderListBody = z.input<typeof providerListBodySchema>;

export const PROVIDER_MESSAGES = {
  confirmed: 'Provider confirmed successfully',
  notFound: 'Provider not found',
  alreadyConfirmed: 'This provider is already confirmed',
} as const;

/** The providers list, its export and the confirmation (staff families). */
export const PROVIDER_API = /*#__PURE__*/ defineEndpoints('providers', {
  list: listEndpoint(
    '/providers/all',
    { staff: 'view-providers' },
    'List providers (search name or e-mail, filter status, sort, pages)',
    providerListBodySchema,
    providerSummarySchema,
  ),
  export: exportEndpoint(
    '/providers/export',
    { staff: 'export-providers' },
    'Stream the filtered providers as XLSX',
    providerListBodySchema,
  ),
  confirm: {
    method: 'POST',
    path: '/providers/:id/confirm',
    access: { staff: 'edit-providers' },
    summary: 'Confirm a signed-up provider',
    params: idParamSchema,
    response: providerSummarySchema,
  },
});
