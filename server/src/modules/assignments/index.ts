import { defineModule } from '../../platform/modules.ts';
import { assignmentsRoutes, ownAssignmentsRoutes } from './assignments.routes.ts';

/** What other modules may call (import it only from here). */
export { findAssignment } from './assignments.repo.ts';

/** The assignments module as app.ts mounts it. */
export const assignmentsModule = defineModule({
  name: 'assignments',
  provider: [ownAssignmentsRoutes],
  staff: [assignmentsRoutes],
});
