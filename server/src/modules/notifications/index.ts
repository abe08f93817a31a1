import { defineModule } from '../../platform/modules.ts';
import { registerNotificationJobs } from './notifications.jobs.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** What other modules may call (import it only from here). */
export { type Delivery, notify, notifyFrom, notifyMany, staffHolding } from './notifications.service.ts';

/** The notifications module as app.ts mounts it. */
export const notificationsModule = defineModule({
  name: 'notifications',
  api: [notificationsRoutes],
  jobs: registerNotificationJobs,
});
