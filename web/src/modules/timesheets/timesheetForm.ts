import {
  eachDay,
  entryMinutes,
  minutesBetween,
  ON_CALL_TYPES,
  type PayPeriod,
  type Timesheet,
  type TimesheetInput,
  type TimesheetListBody,
  timesheetEntrySchema,
} from '@portal/contracts';
import { formatDay } from '../../ui/format.ts';

/** The dates of an assignment that matter here. */
export interface DateSpan {
  startDate: string;
  endDate: string;
}

/** True when the two date ranges share at least one day. */
export const overlaps = (a: DateSpan, b: DateSpan): boolean => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** The days of the pay period that lie within the assignment (the rows of the period form). */
export const periodDaysWithin = (period: DateSpan, assignment: DateSpan): string[] => {
  const start = period.startDate > assignment.startDate ? period.startDate : assignment.startDate;
  const end = period.endDate < assignment.endDate ? period.endDate : assignment.endDate;
  return eachDay(start, end);
};

/** The pay periods the assignment can use: of its pay period type and overlapping its dates. */
export const periodsForAssignment = (
  periods: PayPeriod[],
  assignment: DateSpan & { payPeriodType: string },
): PayPeriod[] => periods.filter((p) => p.type === assignment.payPeriodType && overlaps(p, assignment));

/** The period that contains `date`, if any. */
export const periodContaining = <P extends DateSpan>(periods: P[], date: string): P | undefined =>
  periods.find((p) => p.startDate <= date && date <= p.endDate);

/** 'Mon' for a calendar date. */
export const weekday = (value: string): string =>
  new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'MM/DD/YYYY – MM/DD/YYYY'. */
export const periodLabel = (p: DateSpan): string => `${formatDay(p.startDate)} – ${formatDay(p.endDate)}`;

/** 'Evening On-Call Pager', or '-'. */
export const onCallLabel = (value: string | null | undefined): string =>
  value ? (ON_CALL_TYPES.find((o) => o.value === value)?.label ?? value) : '-';

/** One day row of the form: every input holds a string, '' meaning empty. */
export type TimesheetRow = {
  date: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
  hours: string;
  onCallType: string;
  onCallHours: string;
  notes: string;
};

export type TimesheetFormValues = {
  assignmentId: string;
  payPeriodId: string;
  /** The daily form's day. */
  date: string;
  rows: TimesheetRow[];
};

export const emptyRow = (date: string): TimesheetRow => ({
  date,
  startTime: '',
  endTime: '',
  breakMinutes: '',
  hours: '',
  onCallType: '',
  onCallHours: '',
  notes: '',
});

/** A day left blank (nothing typed but the date) is left out of the time sheet. */
const rowIsBlank = (r: TimesheetRow): boolean =>
  !r.startTime &&
  !r.endTime &&
  !r.breakMinutes.trim() &&
  !r.hours.trim() &&
  !r.onCallType &&
  !r.onCallHours.trim() &&
  !r.notes.trim();

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const num = (s: string): number | null => {
  const t = s.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** A row as the API's entry (before the contracts' schema checks it). */
const rowToEntry = (r: TimesheetRow): TimesheetInput['entries'][number] => {
  const timed = Boolean(r.startTime || r.endTime);
  return {
    date: r.date,
    startTime: r.startTime || null,
    endTime: r.endTime || null,
    hours: timed ? null : num(r.hours),
    breakMinutes: timed ? (num(r.breakMinutes) ?? 0) : 0,
    onCallType: (r.onCallType || null) as TimesheetInput['entries'][number]['onCallType'],
    onCallHours: num(r.onCallHours),
    notes: r.notes.trim() || null,
  };
};

/** The entries to send and, for each, the index of the row it came from (to put server errors beside the row). */
export const rowsToEntries = (rows: TimesheetRow[]) => {
  const entries: TimesheetInput['entries'] = [];
  const rowIndex: number[] = [];
  rows.forEach((r, i) => {
    if (rowIsBlank(r)) return;
    entries.push(rowToEntry(r));
    rowIndex.push(i);
  });
  return { entries, rowIndex };
};

/** The body of the add and edit calls. */
export const formValuesToBody = (v: TimesheetFormValues): TimesheetInput => ({
  assignmentId: v.assignmentId,
  payPeriodId: v.payPeriodId,
  entries: rowsToEntries(v.rows).entries,
});

/** Worked minutes of a row as typed so far; 0 while it is incomplete or invalid. */
export const rowMinutes = (r: TimesheetRow): number => {
  if (rowIsBlank(r)) return 0;
  const parsed = timesheetEntrySchema.safeParse(rowToEntry(r));
  if (parsed.success) return Math.max(0, entryMinutes(parsed.data));
  // A shift whose other fields are not yet right still shows its length.
  if (TIME.test(r.startTime) && TIME.test(r.endTime)) {
    const brk = num(r.breakMinutes);
    return Math.max(0, minutesBetween(r.startTime, r.endTime) - (brk !== null && Number.isFinite(brk) ? brk : 0));
  }
  return 0;
};

/** On-call minutes of a row. */
const rowOnCallMinutes = (r: TimesheetRow): number => {
  const h = num(r.onCallHours);
  return h !== null && Number.isFinite(h) && h > 0 ? Math.round(h * 60) : 0;
};

export const totalMinutes = (rows: TimesheetRow[]): number => rows.reduce((sum, r) => sum + rowMinutes(r), 0);
export const totalOnCallMinutes = (rows: TimesheetRow[]): number =>
  rows.reduce((sum, r) => sum + rowOnCallMinutes(r), 0);

/**
 * The form's errors: assignment and period chosen, at least one day, and each non-blank row checked by the
 * contracts' timesheetEntrySchema (errors keyed 'rows.N.field').
 */
export const validateTimesheet = (v: TimesheetFormValues, mode: 'period' | 'day' = 'period') => {
  const errors: Record<string, string> = {};
  if (!v.assignmentId) errors.assignmentId = 'Choose an assignment';
  if (mode === 'day') {
    if (!v.date) errors.date = 'Choose a date';
    else if (!v.payPeriodId) errors.date = 'No pay period covers this date';
  } else if (!v.payPeriodId) errors.payPeriodId = 'Choose a pay period';
  let filled = 0;
  v.rows.forEach((r, i) => {
    if (rowIsBlank(r)) return;
    filled += 1;
    const parsed = timesheetEntrySchema.safeParse(rowToEntry(r));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'date');
      const key = `rows.${i}.${field}`;
      errors[key] ??= issue.message;
    }
  });
  if (v.rows.length > 0 && filled === 0) errors.rows = 'Fill in at least one day';
  return errors;
};

/**
 * A server field ('entries.3.date', 'payPeriodId') as the form's key: entries are numbered as sent, so entry N is
 * row rowIndex[N].
 */
export const serverFieldToFormKey = (field: string, rowIndex: number[]): string | null => {
  const path = field
    .replace(/\[(\w+)\]/g, '.$1')
    .split(/[./]/)
    .filter(Boolean)
    .filter((seg, i) => !(i === 0 && seg === 'body'));
  if (path[0] === 'entries') {
    if (path.length === 1) return 'rows';
    const row = rowIndex[Number(path[1])];
    if (row === undefined) return 'rows';
    const sub = path[2] === 'onCallHours' || path[2] === 'hours' ? path[2] : (path[2] ?? 'date');
    return `rows.${row}.${sub}`;
  }
  if (path[0] === 'assignmentId' || path[0] === 'payPeriodId') return path[0];
  return null;
};

const hoursOf = (minutes: number): string => {
  if (!minutes) return '';
  return String(Math.round((minutes / 60) * 100) / 100);
};

/** A stored time sheet as rows for `days` (the days of its period within its assignment). */
export const timesheetToRows = (t: Pick<Timesheet, 'entries'>, days: string[]): TimesheetRow[] => {
  const byDate = new Map(t.entries.map((e) => [e.date, e]));
  const all = [...new Set([...days, ...t.entries.map((e) => e.date)])].sort();
  return all.map((date) => {
    const e = byDate.get(date);
    if (!e) return emptyRow(date);
    const timed = Boolean(e.startTime && e.endTime);
    return {
      date,
      startTime: e.startTime ?? '',
      endTime: e.endTime ?? '',
      breakMinutes: timed && e.breakMinutes ? String(e.breakMinutes) : '',
      hours: timed ? '' : hoursOf(e.minutes),
      onCallType: e.onCallType ?? '',
      onCallHours: hoursOf(e.onCallMinutes),
      notes: e.notes ?? '',
    };
  });
};

/** New rows for `days`, keeping whatever was typed for a day that stays. */
export const rowsForDays = (days: string[], previous: TimesheetRow[]): TimesheetRow[] => {
  const byDate = new Map(previous.map((r) => [r.date, r]));
  return days.map((d) => byDate.get(d) ?? emptyRow(d));
};

const STATUSES = ['not-submitted', 'approval-pending', 'approved', 'rejected'];

/** The list screen's stored state as the API's body: only a known Status filter is sent. */
export const timesheetListBody = (body: {
  sortBy?: string;
  sortDirection?: 1 | -1;
  search?: string;
  filters: Record<string, unknown>;
}): TimesheetListBody => {
  const { filters, sortBy, ...rest } = body;
  const status = typeof filters.status === 'string' && STATUSES.includes(filters.status) ? filters.status : undefined;
  return {
    ...rest,
    ...(sortBy ? { sortBy: sortBy as TimesheetListBody['sortBy'] } : {}),
    filters: status ? { status: status as NonNullable<TimesheetListBody['filters']>['status'] } : {},
  };
};
