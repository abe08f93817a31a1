import { displaySpan, NOTIFICATION_TYPES, webPaths } from '@portal/contracts';
import type { Listener } from '../../platform/events.ts';
import { type Delivery, notifyFrom, notifyMany, staffHolding } from '../notifications/index.ts';
import { BULK_APPROVE, runDecisionNotices } from './bulk-approval.repo.ts';
import type { BulkApprovedSheet, TimesheetChange } from './timesheets.events.ts';
import * as repo from './timesheets.repo.ts';

/**
 * The provider hears that their sheet was approved or rejected (with the reason), whoever decided it (staff, a
 * facility approver, a bulk run), in the app and by e-mail.
 */
export const tellProviderOfDecision: Listener<TimesheetChange> = async (tx, ctx, changes) => {
  // A bulk run tells each provider once, when it is done (tellProvidersOfRun).
  const decided = changes.filter((c) => c.action !== BULK_APPROVE);
  if (decided.length === 0) return undefined;
  return notifyFrom(
    tx,
    ctx,
    repo.decisionNotices(decided.map((c) => ({ id: c.id, outcome: c.to, actor: c.actorName }))),
    {
      email: true,
    },
  );
};

/** Bulk runs' approvals: one notification per provider and run (listing their sheets it approved), in the app and by e-mail. */
export const tellProvidersOfRun: Listener<BulkApprovedSheet> = async (tx, ctx, sheets) =>
  notifyFrom(tx, ctx, runDecisionNotices(sheets), { email: true });

/** Staff who may approve hear that a sheet waits for approval, in the app and by e-mail. */
export const tellApproversOfSubmission: Listener<TimesheetChange> = async (tx, ctx, changes) => {
  const rows = new Map(
    (
      await repo.findTimesheets(
        tx,
        changes.map((c) => c.id),
      )
    ).map((r) => [r.t.id, r]),
  );
  const approvers = await staffHolding(tx, 'approve-timesheets');
  const deliveries: Delivery[] = [];
  for (const c of changes) {
    const r = rows.get(c.id);
    if (!r) continue;
    const who = `${r.provider.firstName} ${r.provider.lastName}`;
    const verb = c.from === 'rejected' ? 'corrected and resubmitted' : 'submitted';
    for (const userId of approvers) {
      deliveries.push({
        userId,
        type: NOTIFICATION_TYPES.timesheetAwaitingApproval,
        title: 'Time sheet waiting for approval',
        body: `${who} ${verb} the time sheet for ${r.facility.name}, ${displaySpan(r.period.startDate, r.period.endDate)}.`,
        link: webPaths.adminViewTimesheet(r.t.id),
        email: true,
      });
    }
  }
  return notifyMany(tx, ctx, deliveries);
};
