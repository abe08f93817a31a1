import { Alert, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Assignment,
  ON_CALL_TYPES,
  type PayPeriod,
  TIMESHEET_MESSAGES,
  type Timesheet,
  type TimesheetInput,
} from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureOf, isApiError, serverMessage } from '../../../ui/forms.ts';
import { useTimesheetPayPeriodOptionsQuery } from '../api.ts';
import {
  emptyRow,
  formatDay,
  formValuesToBody,
  minutesText,
  periodContaining,
  periodDaysWithin,
  periodLabel,
  periodsForAssignment,
  rowMinutes,
  rowsForDays,
  rowsToEntries,
  serverFieldToFormKey,
  type TimesheetFormValues,
  type TimesheetRow,
  timesheetToRows,
  totalMinutes,
  totalOnCallMinutes,
  validateTimesheet,
  weekday,
} from '../timesheetForm.ts';
import { AssignmentPicker, assignmentLabel } from './AssignmentPicker.tsx';

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
  const periodsQuery = useTimesheetPayPeriodOptionsQuery(
    { type: periodType, limit: mode === 'day' ? PERIOD_LIMIT[periodType] : PERIOD_LIMIT.bi_weekly },
    { skip: !assignment || editing },
  );
  const periods = useMemo(() => {
    const list = assignment ? periodsForAssignment(periodsQuery.data ?? [], assignment) : [];
    const current = timesheet?.payPeriod as PayPeriod | undefined;
    if (current && !list.some((p) => p._id === current._id)) list.unshift(current);
    return list;
  }, [periodsQuery.data, assignment, timesheet]);

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
      : periods.length === 0
        ? 'No pay periods yet'
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
              data={periods.map((p) => ({ value: p._id, label: periodLabel(p) }))}
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

        {rows.length > 0 && <DayRows form={form} rows={rows} disabled={busy} />}
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
          <Button type="submit" variant="light" loading={submitting === 'save'} disabled={blocked || busy}>
            Save
          </Button>
          <Button onClick={() => save(true)()} loading={submitting === 'submit'} disabled={blocked || busy}>
            Save and submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Form = ReturnType<typeof useForm<TimesheetFormValues>>;

/** The day rows: times or hours, break, on-call, notes, and the day's HH:MM; totals in the footer. */
function DayRows({ form, rows, disabled }: { form: Form; rows: TimesheetRow[]; disabled: boolean }) {
  const total = totalMinutes(rows);
  const onCall = totalOnCallMinutes(rows);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table withTableBorder verticalSpacing={6} horizontalSpacing="xs" striped stripedColor="#D4EEFA">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Break (min)</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>On-call type</Table.Th>
            <Table.Th>On-call hours</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => {
            const day = formatDay(r.date);
            const timed = Boolean(r.startTime || r.endTime);
            const byHours = !timed && Boolean(r.hours.trim());
            const input = (field: keyof TimesheetRow) => form.getInputProps(`rows.${i}.${field}`);
            const dateError = form.errors[`rows.${i}.date`];
            return (
              <Table.Tr key={r.date} data-day={r.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={500}>
                    {weekday(r.date)} {day}
                  </Text>
                  {dateError && (
                    <Text size="xs" c="red" role="alert" maw={200} style={{ whiteSpace: 'normal' }}>
                      {dateError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="time"
                    aria-label={`Start ${day}`}
                    size="xs"
                    w={104}
                    disabled={disabled || byHours}
                    {...input('startTime')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="time"
                    aria-label={`End ${day}`}
                    size="xs"
                    w={104}
                    disabled={disabled || byHours}
                    {...input('endTime')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="number"
                    aria-label={`Break ${day}`}
                    size="xs"
                    w={80}
                    min={0}
                    max={720}
                    step={5}
                    disabled={disabled || byHours}
                    {...input('breakMinutes')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="number"
                    aria-label={`Hours ${day}`}
                    size="xs"
                    w={80}
                    min={0}
                    max={24}
                    step={0.25}
                    disabled={disabled || timed}
                    {...input('hours')}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`On-call type ${day}`}
                    size="xs"
                    w={150}
                    data={ON_CALL_TYPES}
                    clearable
                    placeholder="None"
                    disabled={disabled}
                    comboboxProps={{ withinPortal: true }}
                    {...input('onCallType')}
                    value={r.onCallType || null}
                    onChange={(v) => form.setFieldValue(`rows.${i}.onCallType`, v ?? '')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="number"
                    aria-label={`On-call hours ${day}`}
                    size="xs"
                    w={80}
                    min={0}
                    max={24}
                    step={0.25}
                    disabled={disabled}
                    {...input('onCallHours')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Notes ${day}`}
                    size="xs"
                    miw={110}
                    maxLength={1000}
                    disabled={disabled}
                    {...input('notes')}
                  />
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} aria-label={`Total ${day}`}>
                  {minutesText(rowMinutes(r))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={6} ta="right">
              On-call hours
            </Table.Th>
            <Table.Th data-testid="total-on-call">{minutesText(onCall)}</Table.Th>
            <Table.Th ta="right">Total hours</Table.Th>
            <Table.Th ta="right" data-testid="total-hours" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {minutesText(total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
