import { Paper } from '@mantine/core';
import { EDITABLE_STATUSES, TIMESHEET_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetAssignmentQuery } from '../../modules/assignments/api.ts';
import { ClosedPeriodNotice, usePeriodClosed } from '../../modules/pay-periods/index.ts';
import {
  useGetTimesheetQuery,
  useSubmitTimesheetMutation,
  useUpdateTimesheetMutation,
} from '../../modules/timesheets/api.ts';
import { BulkApprovalNotice } from '../../modules/timesheets/components/BulkApprovalNotice.tsx';
import { RejectionNotice } from '../../modules/timesheets/components/RejectionNotice.tsx';
import { TimesheetForm } from '../../modules/timesheets/components/TimesheetForm.tsx';
import { useTimesheetArea } from '../../modules/timesheets/useTimesheetArea.ts';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const TITLE = 'Edit Time Sheet';

/**
 * /provider-edit-timesheet/:timesheetId and /admin-edit-timesheet/:timesheetId : the days of a time sheet, a draft
 * or a rejected one being corrected (its rejection reason shown above the form).
 */
export default function EditTimesheetPage() {
  const { timesheetId = '' } = useParams();
  const navigate = useNavigate();
  const { area, prefix, paths, blocked } = useTimesheetArea();
  const sheet = useGetTimesheetQuery(
    { prefix, id: timesheetId },
    { skip: !timesheetId, refetchOnMountOrArgChange: true },
  );
  const assignmentId = sheet.data?.assignmentId ?? '';
  const assignment = useGetAssignmentQuery({ prefix, id: assignmentId }, { skip: !assignmentId });
  const closed = usePeriodClosed({ payPeriodId: sheet.data?.payPeriod._id });
  const [update] = useUpdateTimesheetMutation();
  const [submit] = useSubmitTimesheetMutation();

  const header = <PageHeader title={TITLE} backTo={paths.list} backLabel="Time Sheets" />;
  if (sheet.isLoading || assignment.isLoading || (assignmentId && assignment.isUninitialized)) {
    return (
      <>
        {header}
        <LoadingCard />
      </>
    );
  }
  const t = sheet.data;
  if (!t || !assignment.data) {
    return (
      <>
        {header}
        <NotFoundCard
          message={TIMESHEET_MESSAGES.notFound}
          error={sheet.error ?? assignment.error}
          backTo={paths.list}
          backLabel="Back to Time Sheets"
        />
      </>
    );
  }
  if (!EDITABLE_STATUSES.includes(t.status)) {
    return (
      <>
        {header}
        <NotFoundCard
          message={TIMESHEET_MESSAGES.notFound}
          error={{ status: 409, data: { success: false, message: TIMESHEET_MESSAGES.locked } }}
          backTo={paths.view(t._id)}
          backLabel="View Time Sheet"
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        description={area === 'staff' ? `${t.provider.firstName} ${t.provider.lastName}` : undefined}
        backTo={paths.view(t._id)}
        backLabel="View Time Sheet"
      />
      <ClosedPeriodNotice closed={closed} />
      <BulkApprovalNotice show={blocked} />
      <RejectionNotice timesheet={t} forProvider={area === 'provider'} />
      <Paper mt={t.status === 'rejected' ? 'md' : undefined} withBorder p="md" radius="sm">
        <TimesheetForm
          key={t._id}
          mode="period"
          prefix={prefix}
          showProvider={area === 'staff'}
          timesheet={t}
          assignment={assignment.data}
          blocked={blocked || closed}
          onCancel={() => navigate(paths.view(t._id))}
          onSubmit={async (body, andSubmit) => {
            const res = await update({ prefix, id: t._id, body }).unwrap();
            toastSuccess(res.message ?? TIMESHEET_MESSAGES.updated);
            if (andSubmit) {
              const sent = await submit({ prefix, id: t._id })
                .unwrap()
                .catch(() => null);
              if (sent) toastSuccess(sent.message ?? TIMESHEET_MESSAGES.submitted);
            }
            navigate(paths.view(t._id));
          }}
        />
      </Paper>
    </>
  );
}
