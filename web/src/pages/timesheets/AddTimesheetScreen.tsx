import { Paper } from '@mantine/core';
import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateTimesheetMutation, useSubmitTimesheetMutation } from '../../modules/timesheets/api.ts';
import { BulkApprovalNotice } from '../../modules/timesheets/components/BulkApprovalNotice.tsx';
import { TimesheetForm } from '../../modules/timesheets/components/TimesheetForm.tsx';
import { useTimesheetArea } from '../../modules/timesheets/useTimesheetArea.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Add a time sheet for a whole pay period ('period') or one day ('day'), in either area. */
export function AddTimesheetScreen({ mode, title }: { mode: 'period' | 'day'; title: string }) {
  const navigate = useNavigate();
  const { area, prefix, paths, blocked } = useTimesheetArea();
  const [create] = useCreateTimesheetMutation();
  const [submit] = useSubmitTimesheetMutation();

  return (
    <>
      <PageHeader title={title} backTo={paths.list} backLabel="Time Sheets" />
      <BulkApprovalNotice show={blocked} />
      <Paper withBorder p="md" radius="sm">
        <TimesheetForm
          mode={mode}
          prefix={prefix}
          showProvider={area === 'staff'}
          blocked={blocked}
          onCancel={() => navigate(paths.list)}
          onSubmit={async (body, andSubmit) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? TIMESHEET_MESSAGES.created);
            if (andSubmit) {
              // The time sheet exists now: a refused submit (its toast says why) still leaves the user on it.
              const sent = await submit({ prefix, id: res.data._id })
                .unwrap()
                .catch(() => null);
              if (sent) toastSuccess(sent.message ?? TIMESHEET_MESSAGES.submitted);
              navigate(sent ? paths.list : paths.view(res.data._id));
              return;
            }
            navigate(paths.view(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}
