import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { canTransition, rejectBodySchema, TIMESHEET_MESSAGES, type TimesheetSummary } from '@portal/contracts';
import { IconBell, IconCheck, IconFileTypePdf, IconPencil, IconRotate, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../../../app/api.ts';
import { errorToast } from '../../../app/errors.ts';
import { useAppDispatch, useAppSelector, useScope } from '../../../app/hooks.ts';
import { toastError, toastSuccess } from '../../../app/setup.ts';
import { logout } from '../../../app/slices/auth.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
import { downloadFile } from '../../../ui/download.ts';
import {
  TIMESHEET_PDF_NAME,
  timesheetPdfPath,
  useApproveTimesheetMutation,
  useRejectTimesheetMutation,
  useResetTimesheetMutation,
  useSendTimesheetReminderMutation,
  useSubmitTimesheetMutation,
} from '../api.ts';
import type { TimesheetArea, TimesheetPaths } from '../paths.ts';

/** Asks, then submits the time sheet for approval (the list's row action and the view's button). */
export const useSubmitTimesheet = (prefix: string) => {
  const [submit] = useSubmitTimesheetMutation();
  return (t: Pick<TimesheetSummary, '_id' | 'facility'>) =>
    confirmDestructive({
      title: 'Submit time sheet',
      message: `Submit the time sheet of ${t.facility.name} for approval? It can no longer be edited afterwards.`,
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
  const token = useAppSelector((s) => s.auth.user?.token);
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const download = async (id: string) => {
    setDownloading(true);
    try {
      await downloadFile(timesheetPdfPath(prefix, id), token, TIMESHEET_PDF_NAME);
    } catch (e) {
      const error = e as ApiError;
      const { title, message } = errorToast(error);
      toastError(message, title);
      if (error.status === 401) dispatch(logout());
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
};

export interface TimesheetActionsProps {
  timesheet: TimesheetSummary;
  area: TimesheetArea;
  prefix: string;
  paths: TimesheetPaths;
  /** A bulk approval runs (providers): every action is disabled. */
  blocked: boolean;
}

/**
 * The view's buttons, by state (contracts' canTransition) and, for staff, permission: Edit and Submit while not
 * submitted; Approve and Reject while pending; Reset once approved or rejected (staff only); Send reminder (staff
 * with 'send-timesheet-reminders'); Download PDF for everyone who can view it.
 */
export function TimesheetActions({ timesheet: t, area, prefix, paths, blocked }: TimesheetActionsProps) {
  const staff = area === 'staff';
  const canEditPerm = useScope(staff ? ['edit-timesheets'] : []);
  const canApprovePerm = useScope(['approve-timesheets']);
  const canResetPerm = useScope(['reset-timesheets']);
  const canRemindPerm = useScope(['send-timesheet-reminders']);
  const pdf = useTimesheetPdf(prefix);
  const [sendReminder] = useSendTimesheetReminderMutation();
  const submit = useSubmitTimesheet(prefix);
  const [approve, approving] = useApproveTimesheetMutation();
  const [reset] = useResetTimesheetMutation();
  const [reject, rejecting] = useRejectTimesheetMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const notSubmitted = canTransition('submit-for-approval', t.status);
  const showEdit = notSubmitted && canEditPerm;
  const showSubmit = notSubmitted && canEditPerm;
  const showApprove = staff && canApprovePerm && canTransition('approve', t.status);
  const showReject = staff && canApprovePerm && canTransition('reject', t.status);
  const showReset = staff && canResetPerm && canTransition('reset', t.status);
  const showRemind = staff && canRemindPerm;

  const sendReject = async () => {
    const parsed = rejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Give a reason for the rejection');
      return;
    }
    const res = await reject({ prefix, id: t._id, reason: parsed.data.reason }).unwrap();
    toastSuccess(res.message ?? TIMESHEET_MESSAGES.rejected);
    setRejectOpen(false);
    setReason('');
  };

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
        <Button leftSection={<IconSend size={16} aria-hidden />} disabled={blocked} onClick={() => submit(t)}>
          Submit
        </Button>
      )}
      {showApprove && (
        <Button
          color="green"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={approving.isLoading}
          onClick={async () => {
            const res = await approve({ prefix, id: t._id })
              .unwrap()
              .catch(() => null);
            if (res) toastSuccess(res.message ?? TIMESHEET_MESSAGES.approved);
          }}
        >
          Approve
        </Button>
      )}
      {showReject && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setRejectOpen(true)}
        >
          Reject
        </Button>
      )}
      {showReset && (
        <Button
          variant="default"
          leftSection={<IconRotate size={16} aria-hidden />}
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
        </Button>
      )}
      {showRemind && (
        <Button
          variant="default"
          leftSection={<IconBell size={16} aria-hidden />}
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
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={pdf.downloading}
        onClick={() => pdf.download(t._id)}
      >
        Download PDF
      </Button>
      <Modal
        opened={rejectOpen}
        onClose={() => setRejectOpen(false)}
        title="Reject time sheet"
        centered
        transitionProps={{ duration: 300 }}
      >
        <Stack gap="md">
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejectOpen(false)} disabled={rejecting.isLoading}>
              Cancel
            </Button>
            <Button color="red" loading={rejecting.isLoading} onClick={() => sendReject().catch(() => undefined)}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
