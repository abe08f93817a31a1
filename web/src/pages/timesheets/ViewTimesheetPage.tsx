import { Stack } from '@mantine/core';
import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { useParams, useSearchParams } from 'react-router';
import { ClosedPeriodNotice, usePeriodClosed } from '../../modules/pay-periods/index.ts';
import { useGetTimesheetQuery } from '../../modules/timesheets/api.ts';
import { BulkApprovalNotice } from '../../modules/timesheets/components/BulkApprovalNotice.tsx';
import { TimesheetActions } from '../../modules/timesheets/components/TimesheetActions.tsx';
import { TimesheetApprovers, TimesheetTimeLogs } from '../../modules/timesheets/components/TimesheetReview.tsx';
import { TimesheetView } from '../../modules/timesheets/components/TimesheetView.tsx';
import { useTimesheetArea } from '../../modules/timesheets/useTimesheetArea.ts';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const TITLE = 'View Time Sheet';

/**
 * /provider-view-timesheet/:timesheetId (or ?id=) and /admin-view-timesheet/:timesheetId (or ?id=): one time sheet
 * with the actions its state and the user's permissions allow.
 */
export default function ViewTimesheetPage() {
  const { timesheetId } = useParams();
  const [params] = useSearchParams();
  const id = timesheetId ?? params.get('id') ?? '';
  const { area, prefix, paths, blocked } = useTimesheetArea();
  const {
    data: t,
    error,
    isLoading,
  } = useGetTimesheetQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const closed = usePeriodClosed({ payPeriodId: t?.payPeriod._id });

  if (isLoading) {
    return (
      <>
        <PageHeader title={TITLE} backTo={paths.list} backLabel="Time Sheets" />
        <LoadingCard />
      </>
    );
  }
  if (!t) {
    return (
      <>
        <PageHeader title={TITLE} backTo={paths.list} backLabel="Time Sheets" />
        <NotFoundCard
          message={TIMESHEET_MESSAGES.notFound}
          error={error}
          backTo={paths.list}
          backLabel="Back to Time Sheets"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description={area === 'staff' ? `${t.provider.firstName} ${t.provider.lastName}` : undefined}
        backTo={paths.list}
        backLabel="Time Sheets"
        actions={
          <TimesheetActions timesheet={t} area={area} prefix={prefix} paths={paths} blocked={blocked} closed={closed} />
        }
      />
      <ClosedPeriodNotice closed={closed} />
      <BulkApprovalNotice show={blocked && t.status === 'not-submitted'} />
      <TimesheetView timesheet={t} showProvider={area === 'staff'} />
      <Stack gap="md" mt="md">
        <TimesheetApprovers prefix={prefix} id={t._id} />
        <TimesheetTimeLogs prefix={prefix} id={t._id} />
      </Stack>
    </>
  );
}
