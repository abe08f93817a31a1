import { defineModule } from '../../platform/modules.ts';
import { facilitiesRoutes } from './facilities.routes.ts';

/** What other modules may call (import it only from here). */
export { facilityToday, findFacility } from './facilities.repo.ts';

/** The facilities module as app.ts mounts it. */
export const facilitiesModule = defineModule({
  name: 'facilities',
  staff: [facilitiesRoutes],
});
