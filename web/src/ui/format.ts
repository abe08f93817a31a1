import { formatCurrency, formatHours, isIsoDay } from '@portal/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const parse = (value: string | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** An ISO date as MM/DD/YYYY in the browser's time zone; '-' when missing or invalid. */
export const formatDate = (value: string | Date | null | undefined): string => {
  const d = parse(value);
  return d ? dateFormat.format(d) : '-';
};

/** An ISO date-time as MM/DD/YYYY, HH:MM AM/PM; '-' when missing or invalid. */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  const d = parse(value);
  return d ? dateTimeFormat.format(d) : '-';
};

/** A calendar day 'YYYY-MM-DD' (or the day of an ISO date-time) as MM/DD/YYYY, without a time-zone shift;
 * other text as it is; '-' when missing. */
export const formatDay = (value: string | null | undefined): string => {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value || '-';
};

/** 'First Last' of anyone with a first and last name. */
export const personName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`.trim();

/** Integer minutes as HH:MM (spec section 9: hours shown as HH:MM); '-' when missing. */
export const formatMinutes = (minutes: number | null | undefined): string =>
  formatHours(minutes === null || minutes === undefined ? minutes : minutes / 60);

/** Spec section 9 currency: '$1,234', '$1,234.50', '-' when missing. */
export const formatMoney = formatCurrency;

/** Spec section 9: the year pick-list runs from 2023 to 2100. */
export const FIRST_YEAR = 2023;
export const LAST_YEAR = 2100;
export const YEARS: readonly number[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

export interface DayRange {
  start: string;
  end: string;
}

const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY = String.raw`\d{2}/\d{2}/\d{4}|\d{4}-\d{2}-\d{2}`;
const RANGE = new RegExp(`^(${DAY})\\s*[-–]\\s*(${DAY})$`);

/** 'MM/DD/YYYY' or 'YYYY-MM-DD' as 'YYYY-MM-DD' when it is a real calendar day, else null. */
export const parseDay = (text: string): string | null => {
  const us = US_DAY.exec(text.trim());
  const iso = ISO_DAY.exec(text.trim());
  const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m}-${d}`;
  return isIsoDay(day) ? day : null;
};

/**
 * Spec section 5: a date range is accepted only as two dates separated by a hyphen where the start is not after the
 * end ('01/05/2026 - 01/18/2026'). Returns the range as calendar days, or null.
 */
export const parseDayRange = (text: string): DayRange | null => {
  const m = RANGE.exec(text.trim());
  const start = parseDay(m?.[1] ?? '');
  const end = parseDay(m?.[2] ?? '');
  return start && end && start <= end ? { start, end } : null;
};

/** A range as the text parseDayRange reads: '01/05/2026 - 01/18/2026'. */
export const formatDayRange = (range: DayRange | null | undefined): string =>
  range ? `${formatDay(range.start)} - ${formatDay(range.end)}` : '';
