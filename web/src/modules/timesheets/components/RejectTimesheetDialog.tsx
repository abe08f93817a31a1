import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { rejectBodySchema, TIMESHEET_MESSAGES } from '@portal/contracts';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toast.ts';
import { useRejectTimesheetMutation } from '../api.ts';

export interface RejectTimesheetDialogProps {
  prefix: string;
  /** The time sheet to reject; the dialog is open while one is given. */
  timesheetId: string | null;
  onClose: () => void;
}

/** 'Reject time sheet': asks for the reason (required), then rejects and toasts the server's message. */
export function RejectTimesheetDialog({ prefix, timesheetId, onClose }: RejectTimesheetDialogProps) {
  const [reject, rejecting] = useRejectTimesheetMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setReasonError(null);
    onClose();
  };

  const send = async () => {
    if (!timesheetId) return;
    const parsed = rejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Give a reason for the rejection');
      return;
    }
    const res = await reject({ prefix, id: timesheetId, body: { reason: parsed.data.reason } }).unwrap();
    toastSuccess(res.message ?? TIMESHEET_MESSAGES.rejected);
    close();
  };

  return (
    <Modal
      opened={timesheetId !== null}
      onClose={close}
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
          <Button variant="default" onClick={close} disabled={rejecting.isLoading}>
            Cancel
          </Button>
          <Button color="red" loading={rejecting.isLoading} onClick={() => send().catch(() => undefined)}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
