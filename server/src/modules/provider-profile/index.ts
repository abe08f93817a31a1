import { defineModule } from '../../platform/modules.ts';
import { ownProfileRoutes, providerProfileRoutes } from './provider-profile.routes.ts';

/** The provider-profile module as app.ts mounts it. */
export const providerProfileModule = defineModule({
  name: 'provider-profile',
  provider: [ownProfileRoutes],
  staff: [providerProfileRoutes],
});
