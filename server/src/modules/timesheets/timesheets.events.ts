import type { TimesheetStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';
import type { ApprovedSheet } from './bulk-approval.repo.ts';

/** A time sheet's status move (`id`: the time sheet's), with the provider, facility and pay period it belongs to. */
export type TimesheetChange = StatusChange<TimesheetStatus> & {
  id: string;
  providerId: string;
  facilityId: string;
  payPeriodId: string;
};

/** Submitted for approval, or corrected and resubmitted (`from: 'rejected'`). */
export const timesheetSubmitted = defineEvent<TimesheetChange>('timesheet.submitted');
/** Approved by staff, by a facility approver's link ('facility-approve') or by a bulk run ('bulk-approve'). */
export const timesheetApproved = defineEvent<TimesheetChange>('timesheet.approved');
/** Rejected by staff or by a facility approver's link ('facility-reject'). */
export const timesheetRejected = defineEvent<TimesheetChange>('timesheet.rejected');
/** Reset to not submitted, from approved or rejected. */
export const timesheetReset = defineEvent<TimesheetChange>('timesheet.reset');

/** One time sheet a bulk approval run approved, with its provider, facility and period, and who started the run. */
export type BulkApprovedSheet = ApprovedSheet;

/**
 * A bulk approval run is done (once per run): its approved sheets, read once for every listener. Their
 * `timesheet.approved` events were told batch by batch; what is better done once per run (a provider's
 * notification, a payment's recalculation) listens here.
 */
export const timesheetsBulkApproved = defineEvent<BulkApprovedSheet>('timesheet.bulk-approved');
