import { Button, Group } from '@mantine/core';
import {
  canTransition,
  EDITABLE_STATUSES,
  submitActionFor,
  TIMESHEET_API,
  TIMESHEET_MESSAGES,
  type TimesheetSummary,
} from '@portal/contracts';
import { IconBell, IconCheck, IconFileTypePdf, IconPencil, IconRotate, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useScope } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { downloadEndpoint } from '../../../ui/download.ts';
import { useDownload } from '../../../ui/useDownload.ts';
import {
  TIMESHEET_PDF_NAME,
  useApproveTimesheetMutation,
  useResetTimesheetMutation,
  useSendTimesheetReminderMutation,
  useSubmitTimesheetMutation,
} from '../api.ts';
import type { TimesheetArea, TimesheetPaths } from '../paths.ts';
import { RejectTimesheetDialog } from './RejectTimesheetDialog.tsx';

/**
 * Asks, then submits the time sheet for approval (the list's row action and the view's button); a rejected sheet
 * is resubmitted, once corrected.
 */
export const useSubmitTimesheet = (prefix: string) => {
  const [submit] = useSubmitTimesheetMutation();
  return (t: Pick<TimesheetSummary, '_id' | 'facility' | 'status'>) =>
    confirmDestructive({
      title: t.status === 'rejected' ? 'Resubmit time sheet' : 'Submit time sheet',
      message:
        t.status === 'rejected'
          ? `Submit the corrected time sheet of ${t.facility.name} for approval again? It can no longer be edited afterwards.`
          : `Submit the time sheet of ${t.facility.name} for approval? It can no longer be edited afterwards.`,
      confirmLabel: 'Submit',
      confirmColor: 'blue',
      onConfirm: async () => {
        const res = await submit({ prefix, id: t._id }).unwrap();
        toastSuccess(res.message ?? TIMESHEET_MESSAGES.submitted);
      },
    });
};

/** 'Download PDF': fetches the time sheet's PDF with the token and saves it; errors go through the catalogue. */
export const useTimesheetPdf = (prefix: string) => {
  const { token, busy: downloading, run } = useDownload();
  const download = (id: string) =>
    run(() => downloadEndpoint(TIMESHEET_API.pdf, { prefix, id }, token, TIMESHEET_PDF_NAME));
  return { download, downloading };
};

export interface TimesheetActionsProps {
  timesheet: TimesheetSummary;
  area: TimesheetArea;
  prefix: string;
  paths: TimesheetPaths;
  /** A bulk approval runs (providers): every action is disabled. */
  blocked: boolean;
  /** The sheet's pay period is closed: nothing that would change it is offered (the API refuses it anyway). */
  closed: boolean;
}

/**
 * The view's buttons, by state (contracts' transition table) and, for staff, permission: Edit and Submit while not
 * submitted or rejected (a rejected sheet is corrected and resubmitted); Approve and Reject while pending; Reset once
 * approved or rejected (staff only); Send reminder (staff with 'send-timesheet-reminders'); Download PDF for everyone
 * who can view it, and the only one while the sheet's pay period is closed.
 */
export function TimesheetActions({ timesheet: t, area, prefix, paths, blocked, closed }: TimesheetActionsProps) {
  const staff = area === 'staff';
  const open = !closed;
  const canEditPerm = useScope(staff ? ['edit-timesheets'] : []);
  const canApprovePerm = useScope(['approve-timesheets']);
  const canResetPerm = useScope(['reset-timesheets']);
  const canRemindPerm = useScope(['send-timesheet-reminders']);
  const pdf = useTimesheetPdf(prefix);
  const [sendReminder] = useSendTimesheetReminderMutation();
  const submit = useSubmitTimesheet(prefix);
  const [approve, approving] = useApproveTimesheetMutation();
  const [reset] = useResetTimesheetMutation();
  const [rejectOpen, setRejectOpen] = useState(false);

  const showEdit = open && EDITABLE_STATUSES.includes(t.status) && canEditPerm;
  const showSubmit = open && canTransition(submitActionFor(t.status), t.status) && canEditPerm;
  const showApprove = open && staff && canApprovePerm && canTransition('approve', t.status);
  const showReject = open && staff && canApprovePerm && canTransition('reject', t.status);
  const showReset = open && staff && canResetPerm && canTransition('reset', t.status);
  const showRemind = open && staff && canRemindPerm;

  return (
    <Group gap="xs">
      {showEdit && (
        <Button
          component={Link}
          to={paths.edit(t._id)}
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          disabled={blocked}
          onClick={(e) => blocked && e.preventDefault()}
        >
          Edit
        </Button>
      )}
      {showSubmit && (
        <ActionButton icon={IconSend} disabled={blocked} onClick={() => submit(t)}>
          Submit
        </ActionButton>
      )}
      {showApprove && (
        <ActionButton
          color="green"
          icon={IconCheck}
          loading={approving.isLoading}
          onClick={async () => {
            const res = await approve({ prefix, id: t._id })
              .unwrap()
              .catch(() => null);
            if (res) toastSuccess(res.message ?? TIMESHEET_MESSAGES.approved);
          }}
        >
          Approve
        </ActionButton>
      )}
      {showReject && (
        <ActionButton color="red" variant="light" icon={IconX} onClick={() => setRejectOpen(true)}>
          Reject
        </ActionButton>
      )}
      {showReset && (
        <ActionButton
          variant="default"
          icon={IconRotate}
          onClick={() =>
            confirmDestructive({
              title: 'Reset time sheet',
              message: 'Return this time sheet to Not Submitted? The provider can then edit and submit it again.',
              confirmLabel: 'Reset',
              onConfirm: async () => {
                const res = await reset({ prefix, id: t._id }).unwrap();
                toastSuccess(res.message ?? TIMESHEET_MESSAGES.reset);
              },
            })
          }
        >
          Reset
        </ActionButton>
      )}
      {showRemind && (
        <ActionButton
          variant="default"
          icon={IconBell}
          onClick={() =>
            confirmDestructive({
              title: 'Send reminder',
              message: `E-mail ${t.provider.firstName} ${t.provider.lastName} a reminder about this time sheet?`,
              confirmLabel: 'Send reminder',
              confirmColor: 'blue',
              onConfirm: async () => {
                const res = await sendReminder({ prefix, id: t._id }).unwrap();
                toastSuccess(res.message ?? TIMESHEET_MESSAGES.reminderSent);
              },
            })
          }
        >
          Send reminder
        </ActionButton>
      )}
      <ActionButton
        variant="default"
        icon={IconFileTypePdf}
        loading={pdf.downloading}
        onClick={() => pdf.download(t._id)}
      >
        Download PDF
      </ActionButton>
      <RejectTimesheetDialog
        prefix={prefix}
        timesheetId={rejectOpen ? t._id : null}
        onClose={() => setRejectOpen(false)}
      />
    </Group>
  );
}
