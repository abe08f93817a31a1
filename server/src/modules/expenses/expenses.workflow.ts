import { EXPENSE_MESSAGES, EXPENSE_WORKFLOW, type ExpenseAction, type ExpenseStatus } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenses } from '../../db/schema/index.ts';
import { changesOf, type FanOutCtx, inOrder } from '../../platform/events.ts';
import type { Moved, WorkflowTarget } from '../../platform/workflow.ts';
import { expenseApproved, expenseNotApproved } from './expenses.events.ts';

/** The engine's report of decided expenses, told as the module's typed events (one emit per event and set). */
async function emitMoves(tx: Db, ctx: FanOutCtx, moved: Moved<ExpenseStatus>[]) {
  const { id, providerId, facilityId } = expenses;
  const changes = await changesOf(moved, (ids) =>
    tx.select({ id, providerId, facilityId }).from(expenses).where(inArray(id, ids)),
  );
  const into = (status: ExpenseStatus) => changes.filter((c) => c.to === status);
  return inOrder(
    ctx,
    [
      await expenseApproved.emit(tx, ctx, into('approved')),
      await expenseNotApproved.emit(tx, ctx, into('not-approved')),
    ],
    'expense',
  );
}

/** Expenses for the workflow engine: contracts' table applied to the `expenses` rows. */
export const EXPENSE_TARGET: WorkflowTarget<ExpenseStatus, ExpenseAction> = {
  workflow: EXPENSE_WORKFLOW,
  table: expenses,
  entityType: 'expense',
  notFound: EXPENSE_MESSAGES.notFound,
  onMoved: emitMoves,
};
