import { defineModule } from '../../platform/modules.ts';
import { bonusApproved } from '../bonuses/index.ts';
import { expenseApproved } from '../expenses/index.ts';
import { malpracticeCoverChanged, malpracticeStateRateChanged } from '../malpractice/index.ts';
import { holidayChanged, payRateApproved } from '../pay-rates/index.ts';
import { timesheetApproved, timesheetReset, timesheetsBulkApproved } from '../timesheets/index.ts';
import { paymentApproved, paymentRecalculated } from './payments.events.ts';
import { registerPaymentJobs } from './payments.jobs.ts';
import {
  recalculateFor,
  recalculateForHolidays,
  recalculateForRuns,
  recalculateForStateRates,
} from './payments.listeners.ts';
import { tellOfRecalculation, tellProviderOfApproval } from './payments.notices.ts';
import { ownPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';
import { registerStatementJobs } from './statements/statements.jobs.ts';
import { ownStatementRoutes, statementsRoutes } from './statements/statements.routes.ts';

/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from.
 * @public
 */
export { paymentApproved, paymentRecalculated } from './payments.events.ts';
/** What others (demo data, the benchmark, tests) may call: the set-based calculation of a scope. */
export { calculateIn as calculatePaymentsIn, calculatePayments } from './payments.service.ts';
/** The benchmark generates a period's statements as the job does. */
export { processRun as generatePayStatements } from './statements/statements.service.ts';

/** The payments module as app.ts mounts it; what makes payments stale is in `listens`. */
export const paymentsModule = defineModule({
  name: 'payments',
  provider: [ownPaymentsRoutes, ownStatementRoutes],
  staff: [paymentsRoutes, statementsRoutes],
  jobs: async (app) => {
    await registerPaymentJobs(app);
    await registerStatementJobs(app);
  },
  listens: [
    // A bulk run's approvals are recalculated once the run is done, per (provider, period).
    timesheetApproved.on(recalculateFor('timesheet', (c) => c.action !== 'bulk-approve')),
    timesheetsBulkApproved.on(recalculateForRuns),
    // A reset sheet that was approved no longer counts.
    timesheetReset.on(recalculateFor('timesheet', (c) => c.from === 'approved')),
    expenseApproved.on(recalculateFor('expense')),
    bonusApproved.on(recalculateFor('bonus')),
    payRateApproved.on(recalculateFor('pay-rate')),
    malpracticeCoverChanged.on(recalculateFor('malpractice-info')),
    holidayChanged.on(recalculateForHolidays),
    malpracticeStateRateChanged.on(recalculateForStateRates),
    // Its own events: the provider (and the staff who reviewed a payment) hear of approvals and later changes.
    paymentApproved.on(tellProviderOfApproval),
    paymentRecalculated.on(tellOfRecalculation),
  ],
});
