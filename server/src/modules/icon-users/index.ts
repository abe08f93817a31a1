import { defineModule } from '../../platform/modules.ts';
import { iconUsersRoutes } from './icon-users.routes.ts';

/** The icon-users module as app.ts mounts it. */
export const iconUsersModule = defineModule({
  name: 'icon-users',
  staff: [iconUsersRoutes],
});
