import { Select, Text, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { ON_CALL_TYPES } from '@portal/contracts';
import type { ReactNode } from 'react';
import { formatDay, formatMinutes } from '../../../ui/format.ts';
import {
  rowMinutes,
  type TimesheetFormValues,
  type TimesheetRow,
  totalMinutes,
  totalOnCallMinutes,
  weekday,
} from '../timesheetForm.ts';
import classes from './TimesheetDays.module.css';

type Form = ReturnType<typeof useForm<TimesheetFormValues>>;

const COLUMNS = ['Day', 'Start', 'End', 'Break (min)', 'Hours', 'On-call type', 'On-call hours', 'Notes', 'Total'];

/** One field of a day: its visible label on the stacked cards, the input, one grid cell on desktop. */
function Cell({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${classes.cell} ${classes.wide}` : classes.cell}>
      <span className={classes.label} aria-hidden>
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The day rows of a period: times or hours, break, on-call, notes, and the day's HH:MM, with the totals under them.
 * Wide forms show a row per day with every column; narrow ones (phones) a stacked card per day, never a sideways
 * scroll.
 */
export function TimesheetDays({ form, rows, disabled }: { form: Form; rows: TimesheetRow[]; disabled: boolean }) {
  return (
    <div className={classes.days}>
      <div className={`${classes.row} ${classes.head}`} aria-hidden>
        {COLUMNS.map((c) => (
          <span key={c} className={c === 'Total' ? classes.total : undefined}>
            {c}
          </span>
        ))}
      </div>
      {rows.map((r, i) => {
        const day = formatDay(r.date);
        const timed = Boolean(r.startTime || r.endTime);
        const byHours = !timed && Boolean(r.hours.trim());
        const input = (field: keyof TimesheetRow) => form.getInputProps(`rows.${i}.${field}`);
        const dateError = form.errors[`rows.${i}.date`];
        return (
          <div key={r.date} data-day={r.date} className={`${classes.row} ${classes.day}`}>
            <div className={`${classes.cell} ${classes.dayCell}`}>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {weekday(r.date)} {day}
              </Text>
              {dateError && (
                <Text size="xs" c="red" role="alert">
                  {dateError}
                </Text>
              )}
            </div>
            <Cell label="Start">
              <TextInput
                type="time"
                aria-label={`Start ${day}`}
                size="xs"
                disabled={disabled || byHours}
                {...input('startTime')}
              />
            </Cell>
            <Cell label="End">
              <TextInput
                type="time"
                aria-label={`End ${day}`}
                size="xs"
                disabled={disabled || byHours}
                {...input('endTime')}
              />
            </Cell>
            <Cell label="Break (min)">
              <TextInput
                type="number"
                aria-label={`Break ${day}`}
                size="xs"
                min={0}
                max={720}
                step={5}
                disabled={disabled || byHours}
                {...input('breakMinutes')}
              />
            </Cell>
            <Cell label="Hours">
              <TextInput
                type="number"
                aria-label={`Hours ${day}`}
                size="xs"
                min={0}
                max={24}
                step={0.25}
                disabled={disabled || timed}
                {...input('hours')}
              />
            </Cell>
            <Cell label="On-call type">
              <Select
                aria-label={`On-call type ${day}`}
                size="xs"
                data={ON_CALL_TYPES}
                clearable
                placeholder="None"
                disabled={disabled}
                comboboxProps={{ withinPortal: true }}
                {...input('onCallType')}
                value={r.onCallType || null}
                onChange={(v) => form.setFieldValue(`rows.${i}.onCallType`, v ?? '')}
              />
            </Cell>
            <Cell label="On-call hours">
              <TextInput
                type="number"
                aria-label={`On-call hours ${day}`}
                size="xs"
                min={0}
                max={24}
                step={0.25}
                disabled={disabled}
                {...input('onCallHours')}
              />
            </Cell>
            <Cell label="Notes" wide>
              <TextInput
                aria-label={`Notes ${day}`}
                size="xs"
                maxLength={1000}
                disabled={disabled}
                {...input('notes')}
              />
            </Cell>
            <output className={`${classes.cell} ${classes.total}`} aria-label={`Total ${day}`}>
              {formatMinutes(rowMinutes(r))}
            </output>
          </div>
        );
      })}
      <div className={classes.footer}>
        <span>
          On-call hours <span data-testid="total-on-call">{formatMinutes(totalOnCallMinutes(rows))}</span>
        </span>
        <span>
          Total hours <span data-testid="total-hours">{formatMinutes(totalMinutes(rows))}</span>
        </span>
      </div>
    </div>
  );
}
