import type { TimesheetStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

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
