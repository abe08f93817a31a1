import { defineModule } from '../../platform/modules.ts';
import { licencesRoutes } from './licences.routes.ts';

/** The licences module as app.ts mounts it. */
export const licencesModule = defineModule({
  name: 'licences',
  staff: [licencesRoutes],
});
