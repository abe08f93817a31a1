import { defineModule } from '../../platform/modules.ts';
import { emailVerified } from '../accounts/index.ts';
import { tellConfirmersOfVerifiedProvider } from './providers.listeners.ts';
import { providersRoutes } from './providers.routes.ts';

/** What other modules may call (import it only from here). */
export { findProvider } from './providers.repo.ts';

/** The providers module as app.ts mounts it. */
export const providersModule = defineModule({
  name: 'providers',
  staff: [providersRoutes],
  listens: [emailVerified.on(tellConfirmersOfVerifiedProvider)],
});
