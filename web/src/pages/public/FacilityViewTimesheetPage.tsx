import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { statusLabel, TIMESHEET_MESSAGES, type Timesheet } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useVerifyFacilityAccessQuery } from '../../modules/facility-approval/api.ts';
import { FacilityDecisionForm } from '../../modules/facility-approval/components/FacilityDecisionForm.tsx';
import { FacilityTimesheetDetails } from '../../modules/facility-approval/components/FacilityTimesheetDetails.tsx';
import { linkErrorMessage, readFacilityLink } from '../../modules/facility-approval/facilityLink.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/**
 * /facility-view-timesheet?id=&token= : the facility's approver opens the e-mailed link (no sign-in), reviews the
 * time sheet and approves or rejects it, signing with their typed name. Opening the link changes nothing. The
 * link also goes to the facility's other approver: once either decides, the other's link says who and when.
 */
export default function FacilityViewTimesheetPage() {
  const { search } = useLocation();
  const link = useMemo(() => readFacilityLink(search), [search]);
  const { data, error, isLoading } = useVerifyFacilityAccessQuery(link ? { body: link } : skipToken);
  const [decided, setDecided] = useState<{ timesheet: Timesheet; message: string } | null>(null);

  const header = <PageHeader title="Time Sheet Approval" />;

  if (!link || error) {
    return (
      <>
        {header}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {link ? linkErrorMessage(error) : TIMESHEET_MESSAGES.linkInvalid}
        </Alert>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }

  const timesheet = decided?.timesheet ?? data.timesheet;
  return (
    <Stack gap="lg">
      <PageHeader title="Time Sheet Approval" description={`Reviewer: ${data.approverName}`} />
      <Paper withBorder radius="md" p="lg">
        <FacilityTimesheetDetails timesheet={timesheet} />
      </Paper>
      {decided ? (
        <Alert
          color={timesheet.status === 'approved' ? 'green' : 'orange'}
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          title={decided.message}
          data-testid="facility-decision-done"
        >
          <Text size="sm">
            {timesheet.status === 'approved'
              ? `Signed by ${timesheet.approvedByName ?? ''}. Thank you; nothing more is needed.`
              : `Returned to the provider with your reason. Thank you; nothing more is needed.`}
          </Text>
        </Alert>
      ) : data.decision ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          role="status"
          data-testid="facility-decided-by"
        >
          {TIMESHEET_MESSAGES.linkDecided(data.decision.outcome, data.decision.by, formatDateTime(data.decision.at))}
        </Alert>
      ) : timesheet.status !== 'approval-pending' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          This time sheet is {statusLabel(timesheet.status).toLowerCase()}, so it no longer needs your decision.
        </Alert>
      ) : (
        <FacilityDecisionForm
          link={link}
          approverName={data.approverName}
          onDecided={(t, message) => setDecided({ timesheet: t, message })}
        />
      )}
    </Stack>
  );
}
