import { defineModule } from '../../platform/modules.ts';
import { accountsRoutes, registerAccountJobs } from './accounts.routes.ts';

/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from,
 * so each is exported whether or not another module listens yet.
 * @public
 */
export { type EmailVerified, emailVerified } from './accounts.events.ts';
/** What other modules may call (import it only from here). */
export { sendInvitation, updateEmail } from './accounts.service.ts';

/** The accounts module as app.ts mounts it. */
export const accountsModule = defineModule({
  name: 'accounts',
  api: [accountsRoutes],
  jobs: registerAccountJobs,
});
