import { defineModule } from '../../platform/modules.ts';
import { malpracticeRoutes } from './malpractice.routes.ts';

/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from,
 * so each is exported whether or not another module listens yet.
 * @public
 */
export {
  malpracticeCoverChanged,
  malpracticeStateRateChanged,
  type StateRateChange,
} from './malpractice.events.ts';
export { malpracticeCostFor } from './malpractice-cost.repo.ts';
export { malpracticeOnDaysSql } from './malpractice-days.repo.ts';

/** The malpractice rates module as app.ts mounts it: state rates, providers' covers, the expired-malpractice list. */
export const malpracticeModule = defineModule({
  name: 'malpractice',
  staff: [malpracticeRoutes],
});
