import { defineModule } from '../../platform/modules.ts';
import { holidaysRoutes } from './holidays.routes.ts';
import { ownPayRatesRoutes, payRatesRoutes } from './pay-rates.routes.ts';

export {
  effectiveRatesFor,
  effectiveRatesSql,
} from './effective-rates.repo.ts';
/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from,
 * so each is exported whether or not another module listens yet.
 * @public
 */
export {
  type HolidayChange,
  holidayChanged,
  payRateApproved,
} from './pay-rates.events.ts';

/** The pay rates module as app.ts mounts it. */
export const payRatesModule = defineModule({
  name: 'pay-rates',
  provider: [ownPayRatesRoutes],
  staff: [payRatesRoutes, holidaysRoutes],
});
