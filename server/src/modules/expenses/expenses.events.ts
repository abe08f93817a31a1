import { centsToAmount, NOTIFICATION_TYPES, webPaths } from '@portal/contracts';
import { onAuditEvents, type Reaction } from '../../platform/events.ts';
import { type Delivery, notifyFrom, notifyMany, staffHolding } from '../notifications/index.ts';
import * as repo from './expenses.repo.ts';

/** Audited actions that decide an expense, whoever took them (one staff decision or an approve/all run). */
const DECIDED: Partial<Record<string, 'approved' | 'not-approved'>> = {
  approve: 'approved',
  'bulk-approve': 'approved',
  'not-approve': 'not-approved',
};

/** The provider hears that their expense was approved or not approved (with the reason), in the app and by e-mail. */
export const expenseNotifications: Reaction = async (tx, ctx, events) => {
  const decided = events.filter((e) => DECIDED[e.action]);
  const claimed = events.filter((e) => e.action === 'create');
  const after: (() => unknown)[] = [];
  if (decided.length) {
    const told = await notifyFrom(
      tx,
      ctx,
      repo.decisionNotices(
        decided.map((e) => ({ id: e.entityId, outcome: DECIDED[e.action] ?? 'approved', actor: e.actorName })),
      ),
      { email: true },
    );
    if (told) after.push(told);
  }
  if (claimed.length) {
    const approvers = await staffHolding(tx, 'approve-expenses');
    const deliveries: Delivery[] = [];
    for (const e of claimed) {
      const row = await repo.findExpense(tx, e.entityId);
      // Only what a provider claims themselves waits for staff; staff who add one know of it.
      if (!row || row.e.createdBy !== row.e.providerId) continue;
      for (const userId of approvers) {
        deliveries.push({
          userId,
          type: NOTIFICATION_TYPES.expenseAwaitingApproval,
          title: 'Expense waiting for approval',
          body: `${row.provider.firstName} ${row.provider.lastName} claimed a ${row.e.type.replace('-', ' ')} expense of $${centsToAmount(row.e.amountCents)} for ${row.facility.name}.`,
          link: webPaths.adminViewExpenses(row.e.id),
          email: false,
        });
      }
    }
    const told = await notifyMany(tx, ctx, deliveries);
    if (told) after.push(told);
  }
  if (after.length === 0) return undefined;
  return async () => {
    for (const deliver of after) await deliver();
  };
};

export function registerExpenseReactions() {
  onAuditEvents('expense-notifications', 'expense', expenseNotifications);
}
