import { Alert } from '@mantine/core';
import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';

/** Shown to providers while a bulk approval runs: their time sheet actions are disabled meanwhile. */
export function BulkApprovalNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status" mb="md">
      {TIMESHEET_MESSAGES.bulkInProcess}
    </Alert>
  );
}
