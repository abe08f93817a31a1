import { canTransition, TIMESHEET_MESSAGES, type TimesheetSummary } from '@portal/contracts';
import { IconEye, IconFileTypePdf, IconPencil, IconRotate, IconX } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { toastSuccess } from '../../../lib/toast.ts';
import { approveAction, type RowAction } from '../../../ui/RowActions.tsx';
import { useApproveTimesheetMutation, useResetTimesheetMutation } from '../api.ts';
import { useTimesheetPdf } from '../components/TimesheetActions.tsx';
import { STAFF_TIMESHEET_PATHS } from '../paths.ts';

const ICON = { size: 18, 'aria-hidden': true } as const;

/** A closed pay period's sheet offers nothing that would change it (the API refuses it with 409 anyway). */
const closed = (t: TimesheetSummary) => t.payPeriod.status === 'closed';

/**
 * The staff list's row actions, by the sheet's state (contracts' transition table) and the user's permissions:
 * View; Edit while not submitted ('edit-timesheets'); Approve and Reject (with a reason) while pending
 * ('approve-timesheets'); Reset once approved or rejected ('reset-timesheets'); PDF. Only View and PDF in a closed period.
 */
export function useTimesheetRowActions(prefix: string, onView: (t: TimesheetSummary) => void) {
  const [approve] = useApproveTimesheetMutation();
  const [reset] = useResetTimesheetMutation();
  const pdf = useTimesheetPdf(prefix);
  const [rejecting, setRejecting] = useState<string | null>(null);

  const actionsFor = useCallback(
    (t: TimesheetSummary): RowAction[] => [
      { label: 'View', icon: <IconEye {...ICON} />, onClick: () => onView(t) },
      {
        label: 'Edit',
        icon: <IconPencil {...ICON} />,
        scope: ['edit-timesheets'],
        hidden: closed(t) || !canTransition('submit-for-approval', t.status),
        to: STAFF_TIMESHEET_PATHS.edit(t._id),
      },
      approveAction({
        title: 'Approve time sheet',
        message: `Approve the time sheet of ${t.provider.firstName} ${t.provider.lastName} at ${t.facility.name}?`,
        scope: ['approve-timesheets'],
        hidden: closed(t) || !canTransition('approve', t.status),
        onConfirm: async () => {
          const res = await approve({ prefix, id: t._id }).unwrap();
          toastSuccess(res.message ?? TIMESHEET_MESSAGES.approved);
        },
      }),
      {
        label: 'Reject',
        icon: <IconX {...ICON} />,
        color: 'red',
        scope: ['approve-timesheets'],
        hidden: closed(t) || !canTransition('reject', t.status),
        onClick: () => setRejecting(t._id),
      },
      {
        label: 'Reset',
        icon: <IconRotate {...ICON} />,
        color: 'orange',
        scope: ['reset-timesheets'],
        hidden: closed(t) || !canTransition('reset', t.status),
        onClick: async () => {
          const res = await reset({ prefix, id: t._id }).unwrap();
          toastSuccess(res.message ?? TIMESHEET_MESSAGES.reset);
        },
        confirm: {
          title: 'Reset time sheet',
          message: 'Return this time sheet to Not Submitted? The provider can then edit and submit it again.',
          confirmLabel: 'Reset',
        },
      },
      {
        label: 'Download PDF',
        icon: <IconFileTypePdf {...ICON} />,
        onClick: () => pdf.download(t._id),
      },
    ],
    [prefix, onView, approve, reset, pdf],
  );

  return { actionsFor, rejecting, closeReject: () => setRejecting(null) };
}
