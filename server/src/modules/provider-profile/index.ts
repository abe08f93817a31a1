import { defineModule } from '../../platform/modules.ts';
import { ownProfileRoutes, providerProfileRoutes } from './provider-profile.routes.ts';

/** The module's event, for compliance's screening (platform/events.ts). */
export { type ProviderIdentityChanged, providerIdentityChanged } from './provider-profile.events.ts';
/** What compliance calls when staff confirm or lift an exclusion. */
export { setExcludedOn } from './provider-profile.repo.ts';

/** The provider-profile module as app.ts mounts it. */
export const providerProfileModule = defineModule({
  name: 'provider-profile',
  provider: [ownProfileRoutes],
  staff: [providerProfileRoutes],
});
