import { TIMESHEET_MESSAGES, TIMESHEET_WORKFLOW, type TimesheetAction, type TimesheetStatus } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { timesheets } from '../../db/schema/index.ts';
import { tellMoves } from '../../platform/events.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';
import { timesheetApproved, timesheetRejected, timesheetReset, timesheetSubmitted } from './timesheets.events.ts';

/** What a time sheet's events carry besides its id and move. */
const keys = {
  providerId: timesheets.providerId,
  facilityId: timesheets.facilityId,
  payPeriodId: timesheets.payPeriodId,
};

/** The engine's report of moved time sheets, told as the module's typed events. */
const emitMoves = tellMoves(
  (tx, ids) =>
    tx
      .select({ id: timesheets.id, ...keys })
      .from(timesheets)
      .where(inArray(timesheets.id, ids)),
  [
    ['approval-pending', timesheetSubmitted],
    ['approved', timesheetApproved],
    ['rejected', timesheetRejected],
    ['not-submitted', timesheetReset],
  ],
  'timesheet',
);

/** Time sheets for the workflow engine: contracts' table, applied to the `timesheets` rows. */
export const TIMESHEET_TARGET: WorkflowTarget<TimesheetStatus, TimesheetAction> = {
  workflow: TIMESHEET_WORKFLOW,
  table: timesheets,
  entityType: 'timesheet',
  notFound: TIMESHEET_MESSAGES.notFound,
  onMoved: emitMoves,
  // A bulk approval's batch returns them with its moves (no second read of 5,000 sheets).
  movedKeys: keys,
};

/** A new revision voids every approval link sent for an older one (they are bound to the revision). */
export const nextRevision = sql`${timesheets.revision} + 1`;

/** The columns each action sets besides the status; `by` is who decided (a staff user or a facility signer). */
export function transitionValues(
  action: TimesheetAction,
  by: string | null,
  reason: string | null = null,
): Partial<Record<keyof typeof timesheets.$inferInsert, unknown>> {
  switch (action) {
    case 'submit-for-approval':
    case 'resubmit':
      return {
        submittedAt: new Date(),
        rejectionReason: null,
        approvedByName: null,
        approvedAt: null,
        revision: nextRevision,
      };
    case 'approve':
      return { approvedAt: new Date(), approvedByName: by, rejectionReason: null };
    case 'reject':
      return { approvedAt: null, approvedByName: by, rejectionReason: reason };
    case 'reset':
      return {
        approvedAt: null,
        approvedByName: null,
        rejectionReason: null,
        submittedAt: null,
        revision: nextRevision,
      };
  }
}
