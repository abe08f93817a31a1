import { defineModule } from '../../platform/modules.ts';
import { expenseApproved, expenseCreated, expenseNotApproved } from './expenses.events.ts';
import { registerExpenseJobs } from './expenses.jobs.ts';
import { tellApproversOfClaim, tellProviderOfDecision } from './expenses.listeners.ts';
import { expensesRoutes, ownExpensesRoutes } from './expenses.routes.ts';

/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from,
 * so each is exported whether or not another module listens yet.
 * @public
 */
export { expenseApproved, expenseCreated, expenseNotApproved } from './expenses.events.ts';

/** The expenses module as app.ts mounts it. */
export const expensesModule = defineModule({
  name: 'expenses',
  provider: [ownExpensesRoutes],
  staff: [expensesRoutes],
  jobs: registerExpenseJobs,
  listens: [
    expenseCreated.on(tellApproversOfClaim),
    expenseApproved.on(tellProviderOfDecision),
    expenseNotApproved.on(tellProviderOfDecision),
  ],
});
