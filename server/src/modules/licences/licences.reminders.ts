import { LICENCE_MESSAGES, LICENCE_TYPES, REMINDER_THRESHOLDS, renewDocumentPath, webPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type FanOutCtx, inOrder, type Listener } from '../../platform/events.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { applyTransitionMany } from '../../platform/workflow.ts';
import {
  claimDueReminders,
  type ExpiryRunDue,
  facilityContactsOf,
  type ReminderSource,
} from '../credentialing/index.ts';
import { type Delivery, notifyMany } from '../notifications/index.ts';
import { LICENCE_TARGET } from './licences.workflow.ts';

/** Licences still held (pending or verified) are reminded of; expired and revoked ones are not. */
const SOURCE: ReminderSource = {
  kind: 'licence',
  from: sql`licences x`,
  id: sql`x.id`,
  due: sql`x.expires_on`,
  title: sql`x.number`,
  providerId: sql`x.provider_id`,
  live: sql`x.status IN ('pending', 'active')`,
};

/** How far before the expiry a reminder cycle begins: the first threshold. */
const CYCLE_DAYS = Math.max(...REMINDER_THRESHOLDS);

interface Detail {
  id: string;
  type: keyof typeof LICENCE_TYPES;
  state: string;
  number: string;
  document_id: string | null;
  folder_id: string | null;
  first_name: string;
  last_name: string;
  /** Whether the provider uploaded a document of the licence's kind since its reminder cycle began. */
  uploaded: boolean;
}

/**
 * The claimed licences with what their texts need. The cycle began at its first reminder for this expiry (or, when
 * the first one sent is the last threshold, that many days before the expiry); a renewal was uploaded when the
 * linked document was replaced since (a renewal upload archives it) or a live document carries the licence's number.
 */
async function detailsOf(db: Db, ids: string[]) {
  const res = await db.execute(sql`
    SELECT l.id, l.type, l.state, l.number, l.document_id, d.folder_id, p.first_name, p.last_name,
      (coalesce(d.archived_at >= cycle.began, false) OR EXISTS (
        SELECT 1 FROM documents u
        WHERE u.owner_kind = 'provider' AND u.owner_id = l.provider_id AND u.archived_at IS NULL
          AND u.created_at >= cycle.began
          AND (upper(u.values ->> 'licence-number') = l.number OR upper(u.values ->> 'dea-number') = l.number)
      )) AS uploaded
    FROM licences l JOIN users p ON p.id = l.provider_id LEFT JOIN documents d ON d.id = l.document_id
    CROSS JOIN LATERAL (SELECT coalesce(
      (SELECT min(r.sent_at) FROM expiry_reminders r
        WHERE r.report_type = 'licence' AND r.subject_id = l.id AND r.due_on = l.expires_on AND r.threshold > 7),
      (l.expires_on - ${CYCLE_DAYS}::int)::timestamptz) AS began) cycle
    WHERE l.id = ANY(${sql.param(ids)}::uuid[])`);
  return new Map(rowsOf<Detail>(res).map((r) => [r.id, r]));
}

const daysText = (days: number) => (days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`);

/** Moves licences whose expiry day has passed to expired (the expiry day itself still holds), through the engine. */
async function expirePast(tx: Db, ctx: FanOutCtx, today: string) {
  const res = await tx.execute(
    sql`SELECT id FROM licences WHERE status IN ('pending', 'active') AND expires_on < ${today}::date`,
  );
  const ids = rowsOf<{ id: string }>(res).map((r) => r.id);
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
    const claimed = await claimDueReminders(tx, SOURCE, today, REMINDER_THRESHOLDS);
    if (claimed.length === 0) continue;
    const details = await detailsOf(
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
        body: `Your ${what} expires ${daysText(days)} (${c.due_on}). Please upload the renewal.`,
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
          body: `${who}'s ${what} expires ${daysText(days)} (${c.due_on}).`,
          link,
          email: true,
        });
        if (Number(c.threshold) === 7 && !d.uploaded)
          deliveries.push({
            userId,
            type: 'expiry-reminder',
            title: LICENCE_MESSAGES.nothingUploadedTitle,
            body: `${who} has uploaded nothing for the renewal of ${what}, which expires ${daysText(days)} (${c.due_on}).`,
            link,
            email: true,
          });
      }
    }
    after.push(await notifyMany(tx, ctx, deliveries));
  }
  return inOrder(ctx, after, 'licence reminders');
};
