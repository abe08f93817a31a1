import { NOTIFICATION_TYPES, webPaths } from '@portal/contracts';
import { onAuditEvents, type Reaction } from '../../platform/events.ts';
import { type Delivery, notifyMany, staffHolding } from '../notifications/index.ts';
import { findProvider } from './providers.repo.ts';

/**
 * A self-signed-up provider who has just verified their e-mail waits for staff to confirm the account: staff who
 * may confirm providers hear of it, in the app and by e-mail.
 */
export const providerAwaitingConfirmation: Reaction = async (tx, ctx, events) => {
  const verified = events.filter((x) => x.action === 'verify-email');
  if (verified.length === 0) return undefined;
  const waiting = (await Promise.all(verified.map((e) => findProvider(tx, e.entityId)))).filter(
    (row) => row?.user.status === 'pending',
  );
  if (waiting.length === 0) return undefined;
  const confirmers = await staffHolding(tx, 'edit-providers');
  const deliveries: Delivery[] = [];
  for (const row of waiting) {
    if (!row) continue;
    const { firstName, lastName, email } = row.user;
    for (const userId of confirmers) {
      deliveries.push({
        userId,
        type: NOTIFICATION_TYPES.providerAwaitingConfirmation,
        title: 'Provider waiting for confirmation',
        body: `${firstName} ${lastName} (${email}) signed up and verified their e-mail. Confirm the account so they can sign in.`,
        link: webPaths.viewProviders(row.user.id),
        email: true,
      });
    }
  }
  return notifyMany(tx, ctx, deliveries);
};

export function registerProviderReactions() {
  onAuditEvents('provider-awaiting-confirmation', 'user', providerAwaitingConfirmation);
}
