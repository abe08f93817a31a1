import { defineModule } from '../../platform/modules.ts';
import { registerPayPeriodJobs } from './pay-periods.jobs.ts';
import { listPayPeriodsRoute, payPeriodsRoutes } from './pay-periods.routes.ts';

/** What other modules hear: a pay period closed. */
export { payPeriodClosed } from './pay-periods.events.ts';
/** What other modules may call (import it only from here). */
export { findPayPeriod, generatePayPeriods, toPeriod } from './pay-periods.service.ts';

/** The pay-periods module as app.ts mounts it. */
export const payPeriodsModule = defineModule({
  name: 'pay-periods',
  api: [listPayPeriodsRoute],
  staff: [payPeriodsRoutes],
  jobs: registerPayPeriodJobs,
});
