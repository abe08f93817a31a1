import { NOTIFICATION_TYPES, webPaths } from '@portal/contracts';
import type { Listener } from '../../platform/events.ts';
import type { EmailVerified } from '../accounts/index.ts';
import { type Delivery, notifyMany, staffHolding } from '../notifications/index.ts';
import { findProvider } from './providers.repo.ts';

/**
 * A self-signed-up provider who has just verified their e-mail waits for staff to confirm the account: staff who
 * may confirm providers hear of it, in the app and by e-mail.
 */
export const tellConfirmersOfVerifiedProvider: Listener<EmailVerified> = async (tx, ctx, verified) => {
  const providers = verified.filter((v) => v.role === 'provider');
  if (providers.length === 0) return undefined;
  const waiting = (await Promise.all(providers.map((v) => findProvider(tx, v.userId)))).filter(
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
