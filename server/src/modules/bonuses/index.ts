import { defineModule } from '../../platform/modules.ts';
import { bonusesRoutes } from './bonuses.routes.ts';

export { type BonusChange, bonusApproved } from './bonuses.events.ts';

/** The bonuses module as app.ts mounts it (staff only: the spec gives providers no bonus route). */
export const bonusesModule = defineModule({
  name: 'bonuses',
  staff: [bonusesRoutes],
});
