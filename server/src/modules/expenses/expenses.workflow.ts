import { EXPENSE_MESSAGES, EXPENSE_WORKFLOW, type ExpenseAction, type ExpenseStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { expenses } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { expenseApproved, expenseNotApproved } from './expenses.events.ts';

/** The engine's report of decided expenses, told as the module's typed events. */
const emitMoves = tellMoves(
  (tx, ids) => {
    const { id, providerId, facilityId } = expenses;
    return tx.select({ id, providerId, facilityId }).from(expenses).where(inArray(id, ids));
  },
  [
    ['approved', expenseApproved],
    ['not-approved', expenseNotApproved],
  ],
  'expense',
);

/** Expenses for the workflow engine: contracts' table applied to the `expenses` rows. */
export const EXPENSE_TARGET: WorkflowTarget<ExpenseStatus, ExpenseAction> = {
  workflow: EXPENSE_WORKFLOW,
  table: expenses,
  entityType: 'expense',
  notFound: EXPENSE_MESSAGES.notFound,
  onMoved: emitMoves,
};
