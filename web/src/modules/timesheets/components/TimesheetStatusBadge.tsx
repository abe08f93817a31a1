import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** Approved (green), Approval Pending (orange), Rejected and Not Submitted (red). */
export function TimesheetStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}
