import { NOTIFICATION_TYPES, webPaths } from '@portal/contracts';
import { type AfterCommit, onAuditEvents, type Reaction } from '../../platform/events.ts';
import { type Delivery, notifyFrom, notifyMany, staffHolding } from '../notifications/index.ts';
import * as repo from './timesheets.repo.ts';

/** Audited actions that decide a sheet, whoever took them (staff, a facility approver, a bulk run). */
const DECIDED: Record<string, 'approved' | 'rejected'> = {
  approve: 'approved',
  'facility-approve': 'approved',
  'bulk-approve': 'approved',
  reject: 'rejected',
  'facility-reject': 'rejected',
};
const AWAITING = new Set(['submit-for-approval', 'resubmit']);

/**
 * What time sheet events tell whom: the provider hears that their sheet was approved or rejected (with the
 * reason), whoever decided it (staff, a facility approver, a bulk run); staff who may approve hear that a sheet
 * waits for approval. In the app and by e-mail.
 */
export const timesheetNotifications: Reaction = async (tx, ctx, events) => {
  const decided = events.filter((e) => DECIDED[e.action]);
  const waiting = events.filter((e) => AWAITING.has(e.action));
  const after: AfterCommit[] = [];
  if (decided.length) {
    const told = await notifyFrom(
      tx,
      ctx,
      repo.decisionNotices(decided.map((e) => ({ id: e.entityId, outcome: DECIDED[e.action], actor: e.actorName }))),
      { email: true },
    );
    if (told) after.push(told);
  }
  if (waiting.length) {
    const rows = new Map(
      (
        await repo.findTimesheets(
          tx,
          waiting.map((e) => e.entityId),
        )
      ).map((r) => [r.t.id, r]),
    );
    const approvers = await staffHolding(tx, 'approve-timesheets');
    const deliveries: Delivery[] = [];
    for (const e of waiting) {
      const r = rows.get(e.entityId);
      if (!r) continue;
      const who = `${r.provider.firstName} ${r.provider.lastName}`;
      const verb = e.action === 'resubmit' ? 'corrected and resubmitted' : 'submitted';
      for (const userId of approvers) {
        deliveries.push({
          userId,
          type: NOTIFICATION_TYPES.timesheetAwaitingApproval,
          title: 'Time sheet waiting for approval',
          body: `${who} ${verb} the time sheet for ${r.facility.name}, ${r.period.startDate} to ${r.period.endDate}.`,
          link: webPaths.adminViewTimesheet(r.t.id),
          email: true,
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

export function registerTimesheetReactions() {
  onAuditEvents('timesheet-notifications', 'timesheet', timesheetNotifications);
}
