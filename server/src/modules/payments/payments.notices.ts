import { formatCurrency, NOTIFICATION_TYPES, periodText, webPaths } from '@portal/contracts';
import type { Listener } from '../../platform/events.ts';
import { type Delivery, notifyMany } from '../notifications/index.ts';
import type { PaymentChange, PaymentRecalculated } from './payments.events.ts';
import { noticeFactsOf, reviewersOf } from './payments.repo.ts';

const money = (cents: number) => formatCurrency(cents / 100);
const amount = (text: string | null) => (text === null ? null : formatCurrency(Number(text)));

/** The approval notice points to the payment, whose page downloads the statement (the e-mail carries no PDF). */
const STATEMENT_READY = 'Your pay statement is ready to download from the payment.';

/** The provider hears that their payment was approved, with its net pay, in the app and by e-mail. */
export const tellProviderOfApproval: Listener<PaymentChange> = async (tx, ctx, changes) => {
  if (changes.length === 0) return undefined;
  const by = new Map(changes.map((c) => [c.id, c.actorName]));
  const rows = await noticeFactsOf(tx, [...by.keys()]);
  return notifyMany(
    tx,
    ctx,
    rows.map((r) => ({
      userId: r.p.providerId,
      type: NOTIFICATION_TYPES.paymentApproved,
      title: 'Payment approved',
      body: `Your payment for the pay period ${periodText(r.period)} was approved${by.get(r.p.id) ? ` by ${by.get(r.p.id)}` : ''}: net pay ${money(r.p.netPayCents)}. ${STATEMENT_READY}`,
      link: webPaths.providerViewPayment(r.p.id),
      email: true,
    })),
  );
};

/**
 * A payment someone on staff had already reviewed (recalculated, released or approved) changed in a later
 * calculation: its provider and those staff hear of it (not whoever made this change), in the app and by e-mail.
 * A payment nobody reviewed yet changes silently: it is still being put together.
 */
export const tellOfRecalculation: Listener<PaymentRecalculated> = async (tx, ctx, changes) => {
  const reviewers = await reviewersOf(
    tx,
    changes.map((c) => c.id),
  );
  if (reviewers.length === 0) return undefined;
  const reviewed = new Map<string, string[]>();
  for (const r of reviewers) reviewed.set(r.paymentId, [...(reviewed.get(r.paymentId) ?? []), r.userId]);
  const rows = await noticeFactsOf(tx, [...reviewed.keys()]);
  const deliveries: Delivery[] = [];
  for (const r of rows) {
    const change = changes.find((c) => c.id === r.p.id);
    if (!change) continue;
    const before = amount(change.netPayBefore);
    const net = `net pay ${money(r.p.netPayCents)}${before ? ` (was ${before})` : ''}`;
    const who = change.actorName ?? 'the portal, after a change to what it is made of';
    const period = periodText(r.period);
    deliveries.push({
      userId: r.p.providerId,
      type: NOTIFICATION_TYPES.paymentRecalculated,
      title: 'Payment recalculated',
      body: `Your payment for the pay period ${period} was recalculated: ${net}.`,
      link: webPaths.providerViewPayment(r.p.id),
      email: true,
    });
    for (const userId of reviewed.get(r.p.id) ?? []) {
      if (userId === change.actorId) continue;
      deliveries.push({
        userId,
        type: NOTIFICATION_TYPES.paymentRecalculated,
        title: 'Payment recalculated',
        body: `The payment of ${r.provider.firstName} ${r.provider.lastName} for the pay period ${period}, which you reviewed, was recalculated by ${who}: ${net}.`,
        link: webPaths.viewPayment(r.p.id),
        email: true,
      });
    }
  }
  return notifyMany(tx, ctx, deliveries);
};
