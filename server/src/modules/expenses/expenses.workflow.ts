import { EXPENSE_MESSAGES, EXPENSE_WORKFLOW, type ExpenseAction, type ExpenseStatus } from '@portal/contracts';
import { expenses } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Expenses for the workflow engine: contracts' table applied to the `expenses` rows. */
export const EXPENSE_TARGET: WorkflowTarget<ExpenseStatus, ExpenseAction> = {
  workflow: EXPENSE_WORKFLOW,
  table: expenses,
  entityType: 'expense',
  notFound: EXPENSE_MESSAGES.notFound,
};
