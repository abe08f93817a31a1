import {
  displayDay,
  LICENCE_MESSAGES,
  LICENCE_TYPES,
  REMINDER_THRESHOLDS,
  renewDocumentPath,
  webPaths,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { type FanOutCtx, inOrder, type Listener } from '../../platform/events.ts';
import { applyTransitionMany } from '../../platform/workflow.ts';
import { claimDueReminders, type ExpiryRunDue, facilityContactsOf } from '../credentialing/index.ts';
import { type Delivery, notifyMany } from '../notifications/index.ts';
import * as repo from './licences.repo.ts';
import { LICENCE_TARGET } from './licences.workflow.ts';

const daysText = (days: number) => (days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`);

/** Moves licences whose expiry day has passed to expired (the expiry day itself still holds), through the engine. */
async function expirePast(tx: Db, ctx: FanOutCtx, today: string) {
  const ids = await repo.expiredHeldIds(tx, today);
  const { deliver } = await applyTransitionMany(tx, ctx, LICENCE_TARGET, {
    ids,
    action: 'expire',
    actorId: null,
    actorName: 'Daily expiry run',
  });
  return deliver;
}

/**
 * The daily run's part for licences: expire what has passed, then send each licence's 90/60/30/7-day reminder once
 * (claimed in `expiry_reminders`): to the provider, asking for the renewal with a link to its upload, and to the
 * staff who hear of their expiries; at 7 days, staff are also told when nothing was uploaded since the cycle began.
 */
export const remindOfLicences: Listener<ExpiryRunDue> = async (tx, ctx, payloads) => {
  const after = [];
  for (const { today } of payloads) {
    after.push(await expirePast(tx, ctx, today));
    const claimed = await claimDueReminders(tx, repo.REMINDER_SOURCE, today, REMINDER_THRESHOLDS);
    if (claimed.length === 0) continue;
    const details = await repo.reminderDetails(
      tx,
      claimed.map((c) => c.id),
    );
    const staff = await facilityContactsOf(tx, [...new Set(claimed.map((c) => c.provider_id))], today);
    const deliveries: Delivery[] = [];
    for (const c of claimed) {
      const d = details.get(c.id);
      if (!d) continue;
      const days = Number(c.days_left);
      const what = `${LICENCE_TYPES[d.type]} ${d.state} ${d.number}`;
      const renewal = d.folder_id && d.document_id ? renewDocumentPath(d.folder_id, d.document_id) : null;
      deliveries.push({
        userId: c.provider_id,
        type: 'expiry-reminder',
        title: LICENCE_MESSAGES.renewalTitle(days),
        body: `Your ${what} expires ${daysText(days)} (${displayDay(c.due_on)}). Please upload the renewal.`,
        link: renewal ?? webPaths.providerDocuments(),
        email: true,
      });
      const who = `${d.first_name} ${d.last_name}`;
      for (const userId of new Set(staff.get(c.provider_id) ?? [])) {
        const link = webPaths.viewLicences(c.id);
        deliveries.push({
          userId,
          type: 'expiry-reminder',
          title: `Licence expires ${daysText(days)}`,
          body: `${who}'s ${what} expires ${daysText(days)} (${displayDay(c.due_on)}).`,
          link,
          email: true,
        });
        if (Number(c.threshold) === 7 && !d.uploaded)
          deliveries.push({
            userId,
            type: 'expiry-reminder',
            title: LICENCE_MESSAGES.nothingUploadedTitle,
            body: `${who} has uploaded nothing for the renewal of ${what}, which expires ${daysText(days)} (${displayDay(c.due_on)}).`,
            link,
            email: true,
          });
      }
    }
    after.push(await notifyMany(tx, ctx, deliveries));
  }
  return inOrder(ctx, after, 'licence reminders');
};
