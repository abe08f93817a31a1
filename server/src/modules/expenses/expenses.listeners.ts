import { centsToAmount, NOTIFICATION_TYPES, webPaths } from '@portal/contracts';
import type { Listener } from '../../platform/events.ts';
import { type Delivery, notifyFrom, notifyMany, staffHolding } from '../notifications/index.ts';
import type { ExpenseChange, ExpenseCreated } from './expenses.events.ts';
import * as repo from './expenses.repo.ts';

/**
 * The provider hears that their expense was approved or not approved (with the reason), whoever decided it (one
 * staff decision or an approve/all run), in the app and by e-mail.
 */
export const tellProviderOfDecision: Listener<ExpenseChange> = (tx, ctx, changes) =>
  notifyFrom(tx, ctx, repo.decisionNotices(changes.map((c) => ({ id: c.id, outcome: c.to, actor: c.actorName }))), {
    email: true,
  });

/** Staff who may approve hear of an expense a provider claimed themselves (staff who add one know of it), in the app. */
export const tellApproversOfClaim: Listener<ExpenseCreated> = async (tx, ctx, created) => {
  const claimed = created.filter((c) => c.createdBy === c.providerId);
  if (claimed.length === 0) return undefined;
  const approvers = await staffHolding(tx, 'approve-expenses');
  const deliveries: Delivery[] = [];
  for (const c of claimed) {
    const row = await repo.findExpense(tx, c.id);
    if (!row) continue;
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
  return notifyMany(tx, ctx, deliveries);
};
