import type { Listener } from '../../../platform/events.ts';
import type { ProviderIdentityChanged } from '../../provider-profile/index.ts';
import { lookUpChangedNpis } from './npi.service.ts';

/** A provider's NPI set or changed is looked up in the registry once the change commits (a queued job). */
export const lookUpSavedNpis: Listener<ProviderIdentityChanged> = (tx, ctx, payloads) =>
  lookUpChangedNpis(
    tx,
    ctx,
    payloads.map((p) => p.providerId),
  );
