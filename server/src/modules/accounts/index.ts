import { defineModule } from '../../platform/modules.ts';
import { accountsRoutes, registerAccountJobs } from './accounts.routes.ts';

/** What other modules may call (import it only from here). */
export { type EmailVerified, emailVerified } from './accounts.events.ts';
export { sendInvitation, updateEmail } from './accounts.service.ts';

/** The accounts module as app.ts mounts it. */
export const accountsModule = defineModule({
  name: 'accounts',
  api: [accountsRoutes],
  jobs: registerAccountJobs,
});
