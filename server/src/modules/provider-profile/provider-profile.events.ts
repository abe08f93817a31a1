import { defineEvent } from '../../platform/events.ts';

/**
 * A provider was created (invited by staff) or changed what identifies them on exclusion lists: first or last name,
 * date of birth or NPI. Compliance screens them again.
 */
export interface ProviderIdentityChanged {
  providerId: string;
}

export const providerIdentityChanged = defineEvent<ProviderIdentityChanged>('provider.identity-changed');
