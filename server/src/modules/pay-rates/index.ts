import { defineModule } from '../../platform/modules.ts';
import { holidaysRoutes } from './holidays.routes.ts';
import { ownPayRatesRoutes, payRatesRoutes } from './pay-rates.routes.ts';

export {
  type EffectiveRate,
  effectiveRatesFor,
  effectiveRatesSql,
  rateSetExistsSql,
} from './effective-rates.repo.ts';
/** The module's events, for listeners elsewhere (platform/events.ts). */
export {
  type HolidayChange,
  holidayChanged,
  payRateApproved,
} from './pay-rates.events.ts';
export { marginFor, pickedOf } from './pay-rates.service.ts';

/** The pay rates module as app.ts mounts it. */
export const payRatesModule = defineModule({
  name: 'pay-rates',
  provider: [ownPayRatesRoutes],
  staff: [payRatesRoutes, holidaysRoutes],
});
