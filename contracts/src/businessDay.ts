import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, addMonths, differenceInCalendarDays, formatISO, lastDayOfMonth } from 'date-fns';

/**
 * Business days, for the server and the web alike: what "today", "expired", "due" and a period's edges mean. "Today"
 * is decided in a time zone (a facility's for its work, the company's otherwise), never as the UTC day: on a US
 * evening UTC is already tomorrow. Days are 'YYYY-MM-DD' strings and their arithmetic is calendar arithmetic, so a
 * daylight-saving change never moves a day.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDay = string;

/** The company's zone when configuration names none (`COMPANY_TIME_ZONE` on the server). */
export const DEFAULT_COMPANY_TIME_ZONE = 'America/Chicago';

const validZones = new Set<string>();

/** An IANA zone name the runtime knows (ICU's tz database). */
export function isTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  validZones.add(zone);
  return true;
}

let companyZone = DEFAULT_COMPANY_TIME_ZONE;
/** A zone offered by `offerCompanyTimeZone`, not yet checked. */
let offeredZone: string | null = null;

/** The zone of the company's own business day (the server's configuration; the web learns it with the session). */
export const companyTimeZone = (): string => {
  if (offeredZone !== null) {
    if (isTimeZone(offeredZone)) companyZone = offeredZone;
    offeredZone = null;
  }
  return companyZone;
};

export function setCompanyTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  offeredZone = null;
  companyZone = zone;
}

/**
 * The company's zone from now on if the runtime knows it (else the zone stays as it was), checked when a day is first
 * decided: the check loads the zone's rules, tens of milliseconds a page that decides no day need not spend.
 */
export function offerCompanyTimeZone(zone: string): void {
  offeredZone = zone;
}

/** The zone a day is decided in: `zone` when it is a real one (a facility's), the company's otherwise. */
export const businessZone = (zone?: string | null): string => (zone && isTimeZone(zone) ? zone : companyTimeZone());

const dayText = (d: Date): IsoDay => formatISO(d, { representation: 'date' });
const utcDay = (day: IsoDay) => new TZDate(`${day}T00:00:00Z`, 'UTC');

/** The calendar day a date-only value carries (drivers and spreadsheets hand a day over as its midnight UTC). */
export const dayOfDate = (d: Date): IsoDay => dayText(new TZDate(d.getTime(), 'UTC'));

/** A real calendar day written 'YYYY-MM-DD' ('2025-02-30' is not one). */
export const isIsoDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  dayOfDate(utcDay(text)) === text;

/** Today in `zone` (a facility's; the company's when it has none or an unknown one). */
export const todayIn = (zone?: string | null, now: Date = new Date()): IsoDay =>
  dayText(new TZDate(now.getTime(), businessZone(zone)));

/** The day `n` calendar days after `day` (before it when `n` is negative). */
export const addDays = (day: IsoDay, n: number): IsoDay => dayText(addCalendarDays(utcDay(day), n));

/** Calendar days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: IsoDay, to: IsoDay): number => differenceInCalendarDays(utcDay(to), utcDay(from));

/** Days left until `day` from today in `zone`: 0 on the day itself, negative once it has passed. */
export const daysUntil = (day: IsoDay, zone?: string | null, now?: Date): number =>
  daysBetween(todayIn(zone, now), day);

/** Something that expires on `expiry` (a cover, a document, a credential) still holds that whole day. */
export const isExpired = (expiry: IsoDay, zone?: string | null, now?: Date): boolean => expiry < todayIn(zone, now);

/** The last day of a window of `days` days from today: "due within 30 days" means due on or before it. */
export const dueBy = (days: number, zone?: string | null, now?: Date): IsoDay => addDays(todayIn(zone, now), days);

/** Whether `day` lies in [start, end], both included; an end of null is open. */
export const isWithin = (day: IsoDay, start: IsoDay, end: IsoDay | null | undefined): boolean =>
  start <= day && (end === null || end === undefined || day <= end);

/** Whether a span [start, end] (an assignment, a rate's validity) holds today in `zone`. */
export const isCurrent = (start: IsoDay, end: IsoDay | null | undefined, zone?: string | null, now?: Date): boolean =>
  isWithin(todayIn(zone, now), start, end);

/** Every day from `from` to `to`, both included (at most `max`); nothing when `to` is before `from`. */
export function eachDay(from: IsoDay, to: IsoDay, max = 400): IsoDay[] {
  if (!isIsoDay(from) || !isIsoDay(to)) return [];
  const out: IsoDay[] = [];
  for (let d = from; d <= to && out.length < max; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A period's first and last day. */
export type DaySpan = { startDate: IsoDay; endDate: IsoDay };

/** The period of `length` days, counted in whole periods from `anchor`, that holds `day`. */
export function periodOf(day: IsoDay, anchor: IsoDay, length: number): DaySpan {
  const startDate = addDays(anchor, Math.floor(daysBetween(anchor, day) / length) * length);
  return { startDate, endDate: addDays(startDate, length - 1) };
}

/** A month's first and last day (`month` 1-12). */
export function monthOf(year: number, month: number): DaySpan {
  const first = new TZDate(year, month - 1, 1, 'UTC');
  return { startDate: dayText(first), endDate: dayText(lastDayOfMonth(first)) };
}

/** The year and month (1-12) `by` months after the given one. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const d = addMonths(new TZDate(year, month - 1, 1, 'UTC'), by);
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
}

/** The year and month (1-12) of a day. */
export const monthOfDay = (day: IsoDay): { year: number; month: number } => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

/** The weekday of a day, 0 (Sunday) to 6. */
export const weekdayOf = (day: IsoDay): number => utcDay(day).getDay();

/** A day as every screen shows it: '2026-11-16' -> '11/16/2026'. */
export const displayDay = (day: IsoDay): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** Days written into texts (notifications, e-mails) as screens show them: '11/02/2026 to 11/15/2026'. */
export const displaySpan = (from: IsoDay, to: IsoDay): string => `${displayDay(from)} to ${displayDay(to)}`;

/** `displayDay` as a PostgreSQL `to_char` pattern, for texts composed in SQL. */
export const DISPLAY_DAY_PATTERN = 'MM/DD/YYYY';

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as people read it in texts and e-mails: '11/27/2026 9:30 PM CST', in a zone (the company's by default). */
export function displayMoment(at: Date, zone?: string | null): string {
  const tz = businessZone(zone);
  let format = momentFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    momentFormats.set(tz, format);
  }
  return format.format(at).replace(',', '');
}
