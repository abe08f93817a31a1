import { defineModule } from '../../platform/modules.ts';
import { rolesRoutes } from './roles.routes.ts';

/** What other modules may call (import it only from here). */
export { getRole, updateRole } from './roles.service.ts';

/** The roles module as app.ts mounts it. */
export const rolesModule = defineModule({
  name: 'roles',
  staff: [rolesRoutes],
});
