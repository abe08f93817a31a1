import { Alert } from '@mantine/core';
import { IconInfoCircle, IconLoader } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { BULK_APPROVAL_IN_PROGRESS_TEXT, bulkApprovedText, closeBulkApproval } from '../../lib/slices/bulkApproval.ts';

/** Spec section 2: the bulk approval banner, for non-providers only (the layout decides). */
export function BulkApprovalBanner() {
  const dispatch = useAppDispatch();
  const { inProcess, completed, approvedCount } = useAppSelector((s) => s.bulkApproval);

  if (inProcess) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLoader size={18} />} mb="md" data-testid="bulk-approval-banner">
        {BULK_APPROVAL_IN_PROGRESS_TEXT}
      </Alert>
    );
  }
  if (completed) {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title="Information!"
        withCloseButton
        closeButtonLabel="Close"
        onClose={() => dispatch(closeBulkApproval())}
        mb="md"
        data-testid="bulk-approval-banner"
      >
        {bulkApprovedText(approvedCount)}
      </Alert>
    );
  }
  return null;
}
