import { defineModule } from '../../platform/modules.ts';
import { referenceEditRoutes, referenceRoutes } from './reference.routes.ts';

/** What other modules may call (import it only from here). */
export { listReference, referenceIdsExist } from './reference.repo.ts';

/** The reference module as app.ts mounts it. */
export const referenceModule = defineModule({
  name: 'reference',
  api: [referenceRoutes],
  staff: [referenceEditRoutes],
});
