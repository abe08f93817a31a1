import { statusLabel, type TimeLog, type TimeLogDay } from '@portal/contracts';
import { formatDay, formatMinutes as minutesText } from '../../ui/format.ts';
import { weekday } from './timesheetForm.ts';

/** Fields a reader of the log needs; the ids copied onto a new sheet only repeat what the page shows. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  totalMinutes: 'Total hours',
  onCallMinutes: 'On-call hours',
  rejectionReason: 'Rejection reason',
  signedBy: 'Signed by',
  reminder: 'Reminder',
};
const MINUTES = new Set(['totalMinutes', 'onCallMinutes']);

const valueText = (field: string, v: unknown): string => {
  if (v === null || v === undefined || v === '') return '-';
  if (field === 'status' && typeof v === 'string') return statusLabel(v);
  if (MINUTES.has(field) && typeof v === 'number') return minutesText(v);
  return typeof v === 'string' ? v : JSON.stringify(v);
};

/** 'Status: Not Submitted → Approval Pending', one line per shown field. */
export const changeLines = (log: Pick<TimeLog, 'changes'>): string[] =>
  log.changes
    .filter((c) => FIELD_LABELS[c.field])
    .map((c) => `${FIELD_LABELS[c.field]}: ${valueText(c.field, c.old)} → ${valueText(c.field, c.new)}`);

type Entry = NonNullable<TimeLogDay['before']>;
/** One day's entry: '07:00–15:30, 30 min break (08:00)' or '08:00'; '-' when the day was not entered. */
export const entryText = (e: Entry | null): string => {
  if (!e) return '-';
  const worked = e.startTime && e.endTime ? `${e.startTime}–${e.endTime}` : null;
  const breakText = worked && e.breakMinutes ? `, ${e.breakMinutes} min break` : '';
  const onCall = e.onCallMinutes ? `, on call ${minutesText(e.onCallMinutes)}` : '';
  const hours = minutesText(e.minutes);
  return `${worked ? `${worked}${breakText} (${hours})` : hours}${onCall}${e.notes ? `, “${e.notes}”` : ''}`;
};

/** 'Mon 01/05/2026: - → 07:00–15:30 (08:00)' per changed day. */
export const dayLines = (log: Pick<TimeLog, 'days'>): string[] =>
  log.days.map((d) => `${weekday(d.date)} ${formatDay(d.date)}: ${entryText(d.before)} → ${entryText(d.after)}`);
