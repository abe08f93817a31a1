import { defineModule } from '../../platform/modules.ts';
import { permissionsRoutes } from './permissions.routes.ts';

/** The permissions module as app.ts mounts it. */
export const permissionsModule = defineModule({
  name: 'permissions',
  staff: [permissionsRoutes],
});
