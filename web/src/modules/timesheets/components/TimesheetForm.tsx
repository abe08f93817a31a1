import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Assignment,
  type PayPeriod,
  TIMESHEET_MESSAGES,
  type Timesheet,
  type TimesheetInput,
} from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { failureOf, serverMessage } from '../../../ui/forms.ts';
import { splitPeriodOptions, usePayPeriodOptionsQuery } from '../lookupsApi.ts';
import {
  emptyRow,
  formValuesToBody,
  periodContaining,
  periodDaysWithin,
  periodLabel,
  periodsForAssignment,
  rowsForDays,
  rowsToEntries,
  serverFieldToFormKey,
  type TimesheetFormValues,
  timesheetToRows,
  validateTimesheet,
} from '../timesheetForm.ts';
import { AssignmentPicker, assignmentLabel } from './AssignmentPicker.tsx';
import { ExistingTimesheetLinks, ExistingTimesheetNotice } from './ExistingTimesheetLinks.tsx';
import { TimesheetDays } from './TimesheetDays.tsx';

/** How many recent periods the pickers offer. */
const PERIOD_LIMIT = { daily: 200, bi_weekly: 20 } as const;

export interface TimesheetFormProps {
  /** 'period': a whole pay period, a row per day; 'day': one day. */
  mode: 'period' | 'day';
  /** The API family ('providers', 'super-admin', 'icon-users'). */
  prefix: string;
  /** Staff screens: show the provider in the assignment choices. */
  showProvider: boolean;
  /** Editing: the time sheet and its assignment (both fixed; only the days change). */
  timesheet?: Timesheet;
  assignment?: Assignment;
  /** A bulk approval runs: saving is disabled (providers). */
  blocked?: boolean;
  /**
   * Sends the body; `andSubmit` asks to submit it for approval afterwards. A rejected promise carrying the API
   * error puts its field errors beside the fields and rows; others show in an alert above the buttons.
   */
  onSubmit: (body: TimesheetInput, andSubmit: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/** Add or edit a time sheet: assignment, pay period (or day), then a row per day with live HH:MM totals. */
export function TimesheetForm({
  mode,
  prefix,
  showProvider,
  timesheet,
  assignment: initialAssignment,
  blocked = false,
  onSubmit,
  onCancel,
}: TimesheetFormProps) {
  const editing = Boolean(timesheet);
  const [assignment, setAssignment] = useState<Assignment | null>(initialAssignment ?? null);
  const [submitting, setSubmitting] = useState<'save' | 'submit' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TimesheetFormValues>({
    mode: 'controlled',
    initialValues: {
      assignmentId: timesheet?.assignmentId ?? initialAssignment?._id ?? '',
      payPeriodId: timesheet?.payPeriod._id ?? '',
      date: mode === 'day' ? (timesheet?.entries[0]?.date ?? '') : '',
      rows:
        timesheet && initialAssignment
          ? mode === 'day'
            ? timesheetToRows(timesheet, [])
            : timesheetToRows(timesheet, periodDaysWithin(timesheet.payPeriod, initialAssignment))
          : [],
    },
    validate: (values) => validateTimesheet(values, mode),
  });

  const periodType = assignment?.payPeriodType ?? 'bi_weekly';
  // The assignment's periods, each with its time sheet if it has one: only open ones are offered; the others
  // link to their sheet, so nobody fills a period's days only to be refused.
  const periodsQuery = usePayPeriodOptionsQuery(
    {
      prefix,
      assignmentId: assignment?._id ?? '',
      limit: mode === 'day' ? PERIOD_LIMIT[periodType] : PERIOD_LIMIT.bi_weekly,
    },
    { skip: !assignment || editing },
  );
  const { open: openPeriods, taken } = useMemo(() => splitPeriodOptions(periodsQuery.data ?? []), [periodsQuery.data]);
  const periods = useMemo(() => {
    const list: PayPeriod[] = assignment ? periodsForAssignment(periodsQuery.data ?? [], assignment) : [];
    const current = timesheet?.payPeriod as PayPeriod | undefined;
    if (current && !list.some((p) => p._id === current._id)) list.unshift(current);
    return list;
  }, [periodsQuery.data, assignment, timesheet]);
  const offered = editing ? periods : openPeriods;
  // The daily form: the chosen day's period may already have a sheet.
  const takenForDay = mode === 'day' && !editing ? taken.find((p) => p._id === form.values.payPeriodId) : undefined;

  // The daily form: the day's pay period (the daily one, or the bi-weekly one containing it).
  const { date, payPeriodId } = form.values;
  const setFieldValue = form.setFieldValue;
  useEffect(() => {
    if (mode !== 'day' || editing) return;
    const found = date ? periodContaining(periods, date) : undefined;
    if ((found?._id ?? '') !== payPeriodId) setFieldValue('payPeriodId', found?._id ?? '');
  }, [mode, editing, date, periods, payPeriodId, setFieldValue]);

  const chooseAssignment = (a: Assignment | null) => {
    setAssignment(a);
    form.setFieldValue('assignmentId', a?._id ?? '');
    form.setFieldValue('payPeriodId', '');
    if (mode === 'period') form.setFieldValue('rows', []);
    else if (a && form.values.date && (form.values.date < a.startDate || form.values.date > a.endDate)) {
      form.setFieldValue('date', '');
      form.setFieldValue('rows', []);
    }
  };

  const choosePeriod = (id: string | null) => {
    form.setFieldValue('payPeriodId', id ?? '');
    const period = periods.find((p) => p._id === id);
    form.setFieldValue(
      'rows',
      period && assignment ? rowsForDays(periodDaysWithin(period, assignment), form.values.rows) : [],
    );
  };

  const chooseDate = (value: string) => {
    form.setFieldValue('date', value);
    const typed = form.values.rows[0] ?? emptyRow(value);
    form.setFieldValue('rows', value ? [{ ...typed, date: value }] : []);
  };

  // Which row each sent entry came from, to place the server's 'entries.N.field' errors.
  const rowIndexRef = useRef<number[]>([]);

  const save = (andSubmit: boolean) =>
    form.onSubmit(async (values) => {
      setFormError(null);
      setSubmitting(andSubmit ? 'submit' : 'save');
      rowIndexRef.current = rowsToEntries(values.rows).rowIndex;
      try {
        await onSubmit(formValuesToBody(values), andSubmit);
      } catch (error) {
        const failure = failureOf(error);
        let placed = false;
        for (const { field, message } of failure?.errors ?? []) {
          let key = serverFieldToFormKey(field, rowIndexRef.current);
          if (key === 'payPeriodId' && mode === 'day') key = 'date';
          if (!key) continue;
          form.setFieldError(key, message);
          placed = true;
        }
        if (!placed) setFormError(isApiError(error) ? serverMessage(error) : serverMessage(null));
      } finally {
        setSubmitting(null);
      }
    });

  const rows = form.values.rows;
  const busy = submitting !== null;
  const periodPlaceholder = !assignment
    ? 'Choose an assignment first'
    : periodsQuery.isFetching
      ? 'Loading pay periods...'
      : offered.length === 0
        ? taken.length > 0
          ? 'Every pay period has a time sheet'
          : 'No pay periods yet'
        : 'Choose a pay period';

  return (
    <form onSubmit={save(false)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {editing && assignment ? (
            <TextInput label="Assignment" value={assignmentLabel(assignment, showProvider)} readOnly disabled />
          ) : (
            <AssignmentPicker
              prefix={prefix}
              value={assignment}
              onChange={chooseAssignment}
              showProvider={showProvider}
              error={form.errors.assignmentId}
              disabled={busy || editing}
            />
          )}
          {mode === 'period' ? (
            <Select
              label="Pay period"
              withAsterisk
              placeholder={periodPlaceholder}
              data={offered.map((p) => ({ value: p._id, label: periodLabel(p) }))}
              value={form.values.payPeriodId || null}
              onChange={choosePeriod}
              allowDeselect={false}
              nothingFoundMessage="No pay periods"
              error={form.errors.payPeriodId}
              disabled={busy || editing || !assignment}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              type="date"
              label="Date"
              withAsterisk
              value={form.values.date}
              onChange={(e) => chooseDate(e.currentTarget.value)}
              min={assignment?.startDate}
              max={assignment?.endDate}
              error={form.errors.date}
              description={
                form.values.payPeriodId
                  ? `Pay period ${periodLabel(periods.find((p) => p._id === form.values.payPeriodId) ?? { startDate: '', endDate: '' })}`
                  : undefined
              }
              disabled={busy || editing || !assignment}
            />
          )}
        </SimpleGrid>
        {mode === 'period' && !editing && <ExistingTimesheetLinks taken={taken} />}
        {takenForDay && <ExistingTimesheetNotice period={takenForDay} />}

        {rows.length > 0 && <TimesheetDays form={form} rows={rows} disabled={busy} />}
        {form.errors.rows && (
          <Text size="sm" c="red" role="alert">
            {form.errors.rows}
          </Text>
        )}
        {mode === 'period' && assignment && form.values.payPeriodId && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No day of this pay period lies within the assignment.
          </Text>
        )}

        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        {blocked && (
          <Alert color="orange" variant="light" role="status">
            {TIMESHEET_MESSAGES.bulkInProcess}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="light"
            loading={submitting === 'save'}
            disabled={blocked || busy || Boolean(takenForDay)}
          >
            Save
          </Button>
          <Button
            onClick={() => save(true)()}
            loading={submitting === 'submit'}
            disabled={blocked || busy || Boolean(takenForDay)}
          >
            Save and submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
