import { defineModule } from '../../platform/modules.ts';
import { geoRoutes } from './geo.routes.ts';

/** The geo module as app.ts mounts it. */
export const geoModule = defineModule({
  name: 'geo',
  api: [geoRoutes],
});
