import { defineModule } from '../../platform/modules.ts';
import { registerExpenseReactions } from './expenses.events.ts';
import { registerExpenseJobs } from './expenses.jobs.ts';
import { expensesRoutes, ownExpensesRoutes } from './expenses.routes.ts';

/** What other modules (and tests) may call: the approve/all job, runnable by hand after a "crash". */
export { processApproveAllBatch, runApproveAll } from './expenses.service.ts';

/** The expenses module as app.ts mounts it. */
export const expensesModule = defineModule({
  name: 'expenses',
  provider: [ownExpensesRoutes],
  staff: [expensesRoutes],
  jobs: registerExpenseJobs,
  reactions: registerExpenseReactions,
});
