import { defineModule } from '../../platform/modules.ts';
import { healthRoutes } from './health.routes.ts';

/** The health module as app.ts mounts it. */
export const healthModule = defineModule({
  name: 'health',
  api: [healthRoutes],
});
