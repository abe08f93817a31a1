import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  businessZone,
  companyTimeZone,
  DEFAULT_COMPANY_TIME_ZONE,
  dayOfDate,
  daysBetween,
  daysUntil,
  displayDay,
  displaySpan,
  dueBy,
  eachDay,
  isCurrent,
  isExpired,
  isIsoDay,
  isTimeZone,
  isWithin,
  monthOf,
  monthOfDay,
  offerCompanyTimeZone,
  periodOf,
  setCompanyTimeZone,
  shiftMonth,
  todayIn,
  weekdayOf,
} from './businessDay.ts';

// 20:00 on 9 February in Los Angeles is already 10 February in UTC; 00:30 on 10 February in New York is still the
// 9th in Chicago and Los Angeles.
const LA_EVENING = new Date('2026-02-10T04:00:00Z');
const NY_AFTER_MIDNIGHT = new Date('2026-02-10T05:30:00Z');

afterEach(() => {
  setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE);
  vi.useRealTimers();
});

describe('today', () => {
  it("is the calendar day in the zone asked, the company's when none or an unknown one is given", () => {
    expect(todayIn('America/Los_Angeles', LA_EVENING)).toBe('2026-02-09');
    expect(todayIn('UTC', LA_EVENING)).toBe('2026-02-10');
    expect(todayIn('America/New_York', NY_AFTER_MIDNIGHT)).toBe('2026-02-10');
    expect(todayIn('America/Chicago', NY_AFTER_MIDNIGHT)).toBe('2026-02-09');
    expect(todayIn('America/Los_Angeles', NY_AFTER_MIDNIGHT)).toBe('2026-02-09');
    expect(todayIn('Asia/Tokyo', NY_AFTER_MIDNIGHT)).toBe('2026-02-10');
    expect(todayIn(null, LA_EVENING)).toBe('2026-02-09');
    expect(todayIn('Not/AZone', NY_AFTER_MIDNIGHT)).toBe('2026-02-09');
  });

  it("follows the configured company zone and the system clock (the tests' fake timers)", () => {
    expect(companyTimeZone()).toBe('America/Chicago');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LA_EVENING);
    expect(todayIn()).toBe('2026-02-09');
    setCompanyTimeZone('Asia/Tokyo');
    expect(todayIn()).toBe('2026-02-10');
    expect(businessZone(undefined)).toBe('Asia/Tokyo');
    expect(businessZone('America/Denver')).toBe('America/Denver');
    expect(() => setCompanyTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(companyTimeZone()).toBe('Asia/Tokyo');
  });

  it('takes an offered zone when a day is first decided, and only a real one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(LA_EVENING);
    offerCompanyTimeZone('Asia/Tokyo');
    expect(todayIn()).toBe('2026-02-10');
    expect(companyTimeZone()).toBe('Asia/Tokyo');
    offerCompanyTimeZone('Mars/Olympus');
    expect(businessZone(null)).toBe('Asia/Tokyo');
    offerCompanyTimeZone('America/Los_Angeles');
    offerCompanyTimeZone('UTC');
    expect(companyTimeZone()).toBe('UTC');
    offerCompanyTimeZone('America/Denver');
    setCompanyTimeZone('America/New_York');
    expect(companyTimeZone()).toBe('America/New_York');
  });

  it('knows the IANA zones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('expired and due', () => {
  it('keeps a day that expires today valid until the day is over in the zone', () => {
    expect(isExpired('2026-02-09', null, LA_EVENING)).toBe(false);
    expect(isExpired('2026-02-09', 'UTC', LA_EVENING)).toBe(true);
    expect(isExpired('2026-02-08', null, LA_EVENING)).toBe(true);
    expect(isExpired('2026-02-09', 'America/New_York', NY_AFTER_MIDNIGHT)).toBe(true);
    expect(isExpired('2026-02-09', 'America/Los_Angeles', NY_AFTER_MIDNIGHT)).toBe(false);
  });

  it('counts the days left from the business day', () => {
    expect(daysUntil('2026-02-09', null, LA_EVENING)).toBe(0);
    expect(daysUntil('2026-03-11', null, LA_EVENING)).toBe(30);
    expect(daysUntil('2026-02-01', 'America/Los_Angeles', NY_AFTER_MIDNIGHT)).toBe(-8);
    expect(dueBy(30, null, LA_EVENING)).toBe('2026-03-11');
  });

  it('says whether a span of days holds today, an open end holding for ever', () => {
    expect(isCurrent('2026-02-01', '2026-02-09', null, LA_EVENING)).toBe(true);
    expect(isCurrent('2026-02-10', null, null, LA_EVENING)).toBe(false);
    expect(isCurrent('2026-02-10', null, 'UTC', LA_EVENING)).toBe(true);
    expect(isWithin('2026-02-09', '2026-02-09', null)).toBe(true);
    expect(isWithin('2026-02-10', '2026-02-01', '2026-02-09')).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('adds and counts calendar days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('lists the days of a range, nothing when it runs backwards', () => {
    expect(eachDay('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(eachDay('2026-02-02', '2026-02-01')).toEqual([]);
    expect(eachDay('2026-01-01', '2026-12-31', 3)).toHaveLength(3);
  });

  it('finds the edges of a period counted from an anchor, and of a month', () => {
    expect(periodOf('2026-03-10', '2024-01-01', 14)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-22' });
    expect(periodOf('2026-03-09', '2024-01-01', 14)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-22' });
    expect(periodOf('2023-12-31', '2024-01-01', 14)).toEqual({ startDate: '2023-12-18', endDate: '2023-12-31' });
    expect(monthOf(2024, 2)).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthOf(2026, 12)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthOfDay('2026-03-09')).toEqual({ year: 2026, month: 3 });
    expect(weekdayOf('2026-03-01')).toBe(0);
  });

  it('reads real calendar days only, and the day a date-only value carries', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-2-28')).toBe(false);
    expect(dayOfDate(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
  });
});

describe('days as screens show them', () => {
  it('writes a day MM/DD/YYYY, and a span of days with "to"', () => {
    expect(displayDay('2026-11-16')).toBe('11/16/2026');
    expect(displaySpan('2026-11-02', '2026-11-15')).toBe('11/02/2026 to 11/15/2026');
  });
});
