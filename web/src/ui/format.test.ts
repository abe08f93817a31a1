import { describe, expect, it } from 'vitest';
import {
  FIRST_YEAR,
  formatDay,
  formatDayRange,
  formatMinutes,
  formatMoney,
  LAST_YEAR,
  parseDay,
  parseDayRange,
  personName,
  YEARS,
} from './format.ts';

describe('display formats', () => {
  it('shows calendar days as MM/DD/YYYY without a time-zone shift, and "-" when missing', () => {
    expect(formatDay('2026-01-31')).toBe('01/31/2026');
    expect(formatDay('2026-01-31T23:30:00.000Z')).toBe('01/31/2026');
    expect(formatDay(null)).toBe('-');
    expect(formatDay(undefined)).toBe('-');
    expect(formatDay('')).toBe('-');
    expect(formatDay('soon')).toBe('soon');
  });

  it('names people and shows minutes as HH:MM', () => {
    expect(personName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(personName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
    expect(formatMinutes(56 * 60)).toBe('56:00');
    expect(formatMinutes(450)).toBe('07:30');
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(null)).toBe('-');
  });

  it('shows money per spec section 9', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
  });

  it('offers the years 2023 to 2100', () => {
    expect([FIRST_YEAR, LAST_YEAR]).toEqual([2023, 2100]);
    expect(YEARS[0]).toBe(2023);
    expect(YEARS.at(-1)).toBe(2100);
    expect(YEARS).toHaveLength(78);
  });
});

describe('date ranges (spec section 5)', () => {
  it('reads real days only', () => {
    expect(parseDay('02/29/2024')).toBe('2024-02-29');
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('02/30/2024')).toBeNull();
    expect(parseDay('2/3/2024')).toBeNull();
  });

  it('accepts two dates separated by a hyphen with the start not after the end', () => {
    expect(parseDayRange('01/05/2026 - 01/18/2026')).toEqual({ start: '2026-01-05', end: '2026-01-18' });
    expect(parseDayRange('01/05/2026-01/05/2026')).toEqual({ start: '2026-01-05', end: '2026-01-05' });
    expect(parseDayRange('2026-01-05 - 2026-01-18')).toEqual({ start: '2026-01-05', end: '2026-01-18' });
    expect(parseDayRange('01/18/2026 - 01/05/2026')).toBeNull();
    expect(parseDayRange('01/05/2026')).toBeNull();
    expect(parseDayRange('01/05/2026 to 01/18/2026')).toBeNull();
    expect(parseDayRange('')).toBeNull();
  });

  it('writes a range back as it reads it', () => {
    const range = { start: '2026-01-05', end: '2026-01-18' };
    expect(formatDayRange(range)).toBe('01/05/2026 - 01/18/2026');
    expect(parseDayRange(formatDayRange(range))).toEqual(range);
    expect(formatDayRange(null)).toBe('');
  });
});
