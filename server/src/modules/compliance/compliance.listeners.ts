import type { Listener } from '../../platform/events.ts';
import type { ProviderIdentityChanged } from '../provider-profile/index.ts';
import { screenProviders } from './compliance.service.ts';

/** A provider created or renamed, or with a new date of birth or NPI, is screened again in the same transaction. */
export const screenChangedProviders: Listener<ProviderIdentityChanged> = (tx, ctx, payloads) =>
  screenProviders(
    tx,
    ctx,
    payloads.map((p) => p.providerId),
  );
