import { defineModule } from '../../platform/modules.ts';
import { bonusApproved } from './bonuses.events.ts';
import { tellProviderOfApproval } from './bonuses.listeners.ts';
import { bonusesRoutes } from './bonuses.routes.ts';

/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from,
 * so each is exported whether or not another module listens yet.
 * @public
 */
export { bonusApproved } from './bonuses.events.ts';

/** The bonuses module as app.ts mounts it (staff only: the spec gives providers no bonus route). */
export const bonusesModule = defineModule({
  name: 'bonuses',
  staff: [bonusesRoutes],
  listens: [bonusApproved.on(tellProviderOfApproval)],
});
