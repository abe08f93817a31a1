import { Alert, Text } from '@mantine/core';
import type { TimesheetSummary } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A rejected sheet says why, and who rejected it; the provider is told it is no dead end: correct it and submit it
 * again.
 */
export function RejectionNotice({ timesheet: t, forProvider }: { timesheet: TimesheetSummary; forProvider: boolean }) {
  if (t.status !== 'rejected') return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t.approvedByName ? `Rejected by ${t.approvedByName}` : 'Rejected'}
      data-testid="rejection-notice"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        Reason: {t.rejectionReason || '-'}
      </Text>
      {forProvider && (
        <Text size="sm" mt={4}>
          Correct the time sheet with Edit, then Submit it again for approval.
        </Text>
      )}
    </Alert>
  );
}
