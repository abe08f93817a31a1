import { defineModule } from '../../platform/modules.ts';
import { bonusApproved } from '../bonuses/index.ts';
import { expenseApproved } from '../expenses/index.ts';
import { malpracticeCoverChanged, malpracticeStateRateChanged } from '../malpractice/index.ts';
import { holidayChanged, payRateApproved } from '../pay-rates/index.ts';
import { timesheetApproved, timesheetReset } from '../timesheets/index.ts';
import { registerPaymentJobs } from './payments.jobs.ts';
import { recalculateFor, recalculateForHolidays, recalculateForStateRates } from './payments.listeners.ts';
import { ownPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';

/** What others (demo data, the benchmark, tests) may call: the set-based calculation of a scope. */
export { calculateIn as calculatePaymentsIn, calculatePayments } from './payments.service.ts';

/** The payments module as app.ts mounts it; what makes payments stale is in `listens`. */
export const paymentsModule = defineModule({
  name: 'payments',
  provider: [ownPaymentsRoutes],
  staff: [paymentsRoutes],
  jobs: registerPaymentJobs,
  listens: [
    timesheetApproved.on(recalculateFor('timesheet')),
    // A reset sheet that was approved no longer counts.
    timesheetReset.on(recalculateFor('timesheet', (c) => c.from === 'approved')),
    expenseApproved.on(recalculateFor('expense')),
    bonusApproved.on(recalculateFor('bonus')),
    payRateApproved.on(recalculateFor('pay-rate')),
    malpracticeCoverChanged.on(recalculateFor('malpractice-info')),
    holidayChanged.on(recalculateForHolidays),
    malpracticeStateRateChanged.on(recalculateForStateRates),
  ],
});
