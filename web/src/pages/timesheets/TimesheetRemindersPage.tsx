import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Assignment } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useTimesheetPayPeriodOptionsQuery } from '../../modules/timesheets/api.ts';
import { AssignmentField } from '../../modules/timesheets/index.ts';
import { STAFF_TIMESHEET_PATHS } from '../../modules/timesheets/paths.ts';
import {
  localToIso,
  REMINDER_EXAMPLE_NAME,
  type Reminder,
  reminderExamplePath,
  reminderImportPath,
  reminderListBody,
  reminderStatus,
  useListRemindersQuery,
  useScheduleReminderMutation,
} from '../../modules/timesheets/reminders.ts';
import { periodLabel, periodsForAssignment } from '../../modules/timesheets/timesheetForm.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { formatDate, formatDateTime } from '../../ui/format.ts';
import { applyServerErrors } from '../../ui/forms.ts';
import { ImportPanel } from '../../ui/ImportPanel.tsx';
import { ListFilter } from '../../ui/ListFilter.tsx';
import { filterOptions, filterValue } from '../../ui/listFilters.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

const STATUS_OPTIONS = filterOptions(['pending'], { pending: 'Pending' });

const COLUMNS: DataTableColumn<Reminder>[] = [
  { accessor: 'provider', title: 'Provider', render: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { accessor: 'facility', title: 'Facility', render: (r) => r.facility.name },
  {
    accessor: 'periodStart',
    title: 'Period start',
    render: (r) => formatDate(`${r.periodStart.slice(0, 10)}T00:00:00`),
  },
  { accessor: 'sendAt', title: 'Send at', sortable: true, render: (r) => formatDateTime(r.sendAt) },
  { accessor: 'sentAt', title: 'Status', render: reminderStatus },
];

function ScheduleReminderForm({ prefix }: { prefix: string }) {
  const [assignment, setAssignment] = useState<Assignment | null>(null);
  const [schedule, { isLoading }] = useScheduleReminderMutation();
  const form = useForm({
    initialValues: { assignmentId: '', payPeriodId: '', sendAt: '' },
    validate: {
      assignmentId: (v) => (v ? null : 'Choose an assignment'),
      payPeriodId: (v) => (v ? null : 'Choose a pay period'),
      sendAt: (v) => (localToIso(v) ? null : 'Give the date and time to send it'),
    },
  });
  const periodsQuery = useTimesheetPayPeriodOptionsQuery(
    { type: assignment?.payPeriodType ?? 'bi_weekly', limit: 20 },
    { skip: !assignment },
  );
  const periods = useMemo(
    () => (assignment ? periodsForAssignment(periodsQuery.data ?? [], assignment) : []),
    [periodsQuery.data, assignment],
  );

  const submit = form.onSubmit(async (values) => {
    try {
      const res = await schedule({ prefix, body: { ...values, sendAt: localToIso(values.sendAt) } }).unwrap();
      toastSuccess(res.message ?? 'Reminder scheduled successfully');
      form.reset();
      setAssignment(null);
    } catch (e) {
      applyServerErrors(form, e);
    }
  });

  return (
    <Paper withBorder p="md" radius="sm" component="form" onSubmit={submit} aria-label="Schedule Reminder">
      <Stack gap="sm" maw={520}>
        <Title order={2} size="h4">
          Schedule Reminder
        </Title>
        <AssignmentField
          form={form}
          value={assignment}
          onPick={(a) => {
            setAssignment(a);
            form.setFieldValue('payPeriodId', '');
          }}
          disabled={isLoading}
        />
        <Select
          label="Pay period"
          withAsterisk
          placeholder={assignment ? 'Choose a pay period' : 'Choose an assignment first'}
          data={periods.map((p) => ({ value: p._id, label: periodLabel(p) }))}
          value={form.values.payPeriodId || null}
          onChange={(id) => form.setFieldValue('payPeriodId', id ?? '')}
          allowDeselect={false}
          nothingFoundMessage="No pay periods"
          error={form.errors.payPeriodId}
          disabled={isLoading || !assignment}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="datetime-local"
          label="Send at"
          withAsterisk
          {...form.getInputProps('sendAt')}
          disabled={isLoading}
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin-timesheet-reminders ('send-timesheet-reminders'): scheduled reminder e-mails, scheduling and import. */
export default function TimesheetRemindersPage() {
  const prefix = useRolePrefix();
  const list = useListState<'sendAt'>('timesheet-reminders', { sort: { sortBy: 'sendAt', sortDirection: 1 } });
  const pending = filterValue(list.state.filters, 'status') === 'pending';
  const { data, isFetching, refetch } = useListRemindersQuery({
    prefix,
    page: list.state.page,
    pageSize: list.state.pageSize,
    body: reminderListBody(pending, list.sort?.sortDirection),
  });

  return (
    <>
      <PageHeader
        title="Time Sheet Reminders"
        description="Reminder e-mails are sent to the provider at the chosen time, unless the time sheet is already submitted."
        backTo={STAFF_TIMESHEET_PATHS.list}
        backLabel="Time Sheets"
      />
      <Stack gap="lg">
        <DataTable<Reminder, 'sendAt'>
          list={list}
          columns={COLUMNS}
          result={{ data, isFetching }}
          searchable={false}
          noRecordsText="No reminders"
          toolbar={<ListFilter list={list} filterKey="status" label="Status" options={STATUS_OPTIONS} />}
        />
        <ScheduleReminderForm prefix={prefix} />
        <Stack gap="xs">
          <Title order={2} size="h4">
            Import
          </Title>
          <Text size="sm" c="dimmed">
            Schedule many reminders at once from a CSV or XLSX file.
          </Text>
          <ImportPanel
            examplePath={reminderExamplePath(prefix)}
            exampleName={REMINDER_EXAMPLE_NAME}
            importPath={reminderImportPath(prefix)}
            columnsHelp="Columns: provider_email, facility_name, period_start, send_at."
            successText={(r) => `${r.imported} reminder(s) imported`}
            onImported={refetch}
          />
        </Stack>
      </Stack>
    </>
  );
}
