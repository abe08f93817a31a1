import { defineModule } from '../../platform/modules.ts';
import { authRoutes } from './auth.routes.ts';

/** The auth module as app.ts mounts it. */
export const authModule = defineModule({
  name: 'auth',
  api: [authRoutes],
});
