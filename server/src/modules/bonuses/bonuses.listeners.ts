import { BONUS_TYPE_LABELS, formatCurrency, NOTIFICATION_TYPES, periodText, webPaths } from '@portal/contracts';
import type { Listener } from '../../platform/events.ts';
import { type Delivery, notifyMany } from '../notifications/index.ts';
import type { BonusChange } from './bonuses.events.ts';
import * as repo from './bonuses.repo.ts';

/**
 * The provider hears that a bonus or a deduction of theirs was approved (it now counts in that period's payment),
 * in the app and by e-mail.
 */
export const tellProviderOfApproval: Listener<BonusChange> = async (tx, ctx, changes) => {
  const deliveries: Delivery[] = [];
  for (const c of changes) {
    const row = await repo.findBonus(tx, c.id);
    if (!row) continue;
    const deduction = row.b.type === 'deduction';
    const what = deduction ? 'A deduction' : `A ${BONUS_TYPE_LABELS[row.b.type]}`;
    const by = c.actorName ? ` by ${c.actorName}` : '';
    const note = row.b.notes ? ` (${row.b.notes})` : '';
    deliveries.push({
      userId: row.b.providerId,
      type: deduction ? NOTIFICATION_TYPES.deductionApproved : NOTIFICATION_TYPES.bonusApproved,
      title: deduction ? 'Deduction approved' : 'Bonus approved',
      body: `${what} of ${formatCurrency(row.b.amountCents / 100)}${note} for the pay period ${periodText(row.period)} was approved${by}. It is ${deduction ? 'subtracted from' : 'added to'} your payment for that period.`,
      link: webPaths.providerPaymentsListing,
      email: true,
    });
  }
  return notifyMany(tx, ctx, deliveries);
};
