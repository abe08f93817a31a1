import { defineModule } from '../../platform/modules.ts';
import { registerPaymentReactions } from './payments.events.ts';
import { registerPaymentJobs } from './payments.jobs.ts';
import { ownPaymentsRoutes, paymentsRoutes } from './payments.routes.ts';

/** What others (demo data, the benchmark, tests) may call: the set-based calculation of a scope. */
export { calculateIn as calculatePaymentsIn, calculatePayments, runQueuedRecalculation } from './payments.service.ts';
export { calcLinesSql } from './payments-calc.repo.ts';

/** The payments module as app.ts mounts it. */
export const paymentsModule = defineModule({
  name: 'payments',
  provider: [ownPaymentsRoutes],
  staff: [paymentsRoutes],
  jobs: registerPaymentJobs,
  reactions: registerPaymentReactions,
});
