import { eachDay, installErrorMap, itemAt } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../ui/format.ts';
import {
  emptyRow,
  formValuesToBody,
  overlaps,
  periodContaining,
  periodDaysWithin,
  periodLabel,
  periodsForAssignment,
  rowMinutes,
  rowsForDays,
  rowsToEntries,
  serverFieldToFormKey,
  timesheetListBody,
  timesheetToRows,
  totalMinutes,
  totalOnCallMinutes,
  validateTimesheet,
} from './timesheetForm.ts';

const A = '0190a0b0-0000-7000-8000-000000000001';
const P = '0190a0b0-0000-7000-8000-000000000002';
const period = (id: string, type: 'daily' | 'bi_weekly', startDate: string, endDate: string) => ({
  _id: id,
  type,
  status: 'open' as const,
  closedAt: null,
  startDate,
  endDate,
});

describe('period days within an assignment', () => {
  it('lists days inclusively, across months', () => {
    expect(eachDay('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(eachDay('2026-02-02', '2026-02-01')).toEqual([]);
  });
  it('keeps only the days of the period inside the assignment', () => {
    const p = { startDate: '2026-03-01', endDate: '2026-03-14' };
    expect(periodDaysWithin(p, { startDate: '2026-03-12', endDate: '2026-06-01' })).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(periodDaysWithin(p, { startDate: '2026-01-01', endDate: '2026-03-02' })).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodDaysWithin(p, { startDate: '2026-01-01', endDate: '2026-12-31' })).toHaveLength(14);
    expect(periodDaysWithin(p, { startDate: '2026-04-01', endDate: '2026-04-30' })).toEqual([]);
  });
  it('offers the periods of the assignment type that overlap it, and finds the one containing a day', () => {
    const periods = [
      period('a', 'bi_weekly', '2026-03-15', '2026-03-28'),
      period('b', 'bi_weekly', '2026-03-01', '2026-03-14'),
      period('c', 'bi_weekly', '2026-02-15', '2026-02-28'),
      period('d', 'daily', '2026-03-10', '2026-03-10'),
    ];
    const assignment = { startDate: '2026-03-10', endDate: '2026-03-20', payPeriodType: 'bi_weekly' };
    expect(periodsForAssignment(periods, assignment).map((p) => p._id)).toEqual(['a', 'b']);
    expect(periodContaining(periods, '2026-03-16')?._id).toBe('a');
    expect(periodContaining(periods, '2026-01-01')).toBeUndefined();
    expect(overlaps({ startDate: '2026-03-14', endDate: '2026-03-14' }, itemAt(periods, 1))).toBe(true);
  });
  it('labels a period MM/DD/YYYY – MM/DD/YYYY', () => {
    expect(periodLabel({ startDate: '2026-03-01', endDate: '2026-03-14' })).toBe('03/01/2026 – 03/14/2026');
  });
});

describe('form rows -> entries body', () => {
  const rows = [
    { ...emptyRow('2026-03-01'), startTime: '08:00', endTime: '16:30', breakMinutes: '30', notes: '  ward 3 ' },
    emptyRow('2026-03-02'),
    { ...emptyRow('2026-03-03'), hours: '7.5', onCallType: 'in-house-call', onCallHours: '2' },
  ];
  it('omits blank days and converts the strings', () => {
    const { entries, rowIndex } = rowsToEntries(rows);
    expect(rowIndex).toEqual([0, 2]);
    expect(entries).toEqual([
      {
        date: '2026-03-01',
        startTime: '08:00',
        endTime: '16:30',
        hours: null,
        breakMinutes: 30,
        onCallType: null,
        onCallHours: null,
        notes: 'ward 3',
      },
      {
        date: '2026-03-03',
        startTime: null,
        endTime: null,
        hours: 7.5,
        breakMinutes: 0,
        onCallType: 'in-house-call',
        onCallHours: 2,
        notes: null,
      },
    ]);
    expect(formValuesToBody({ assignmentId: A, payPeriodId: P, date: '', rows }).entries).toHaveLength(2);
  });
  it('maps server errors of entry N to the row it came from', () => {
    expect(serverFieldToFormKey('entries.1.date', [0, 2])).toBe('rows.2.date');
    expect(serverFieldToFormKey('body.entries[0].breakMinutes', [0, 2])).toBe('rows.0.breakMinutes');
    expect(serverFieldToFormKey('entries', [0])).toBe('rows');
    expect(serverFieldToFormKey('payPeriodId', [])).toBe('payPeriodId');
    expect(serverFieldToFormKey('other', [])).toBeNull();
  });
  it('validates with the contracts rules, keyed by row', () => {
    const bad = [
      { ...emptyRow('2026-03-01'), startTime: '08:00' },
      { ...emptyRow('2026-03-02'), startTime: '08:00', endTime: '09:00', breakMinutes: '90' },
      { ...emptyRow('2026-03-03'), notes: 'just a note' },
    ];
    const errors = validateTimesheet({ assignmentId: '', payPeriodId: '', date: '', rows: bad });
    expect(errors.assignmentId).toBe('Choose an assignment');
    expect(errors.payPeriodId).toBe('Choose a pay period');
    expect(errors['rows.0.endTime']).toBe('Give both start and end times');
    expect(errors['rows.1.breakMinutes']).toBe('The break is longer than the shift');
    expect(errors['rows.2.hours']).toBe('Give start and end times or the hours worked');
    expect(validateTimesheet({ assignmentId: A, payPeriodId: P, date: '', rows: [emptyRow('2026-03-01')] })).toEqual({
      rows: 'Fill in at least one day',
    });
    expect(validateTimesheet({ assignmentId: A, payPeriodId: '', date: '2026-03-01', rows: [] }, 'day')).toEqual({
      date: 'No pay period covers this date',
    });
  });
});

describe('form messages through the one error map', () => {
  it('reads as sentences: 30 hours is "Hours must be at most 24", letters are "Hours must be a number"', () => {
    installErrorMap();
    const rows = [
      { ...emptyRow('2026-03-01'), hours: '30' },
      { ...emptyRow('2026-03-02'), hours: 'eight' },
    ];
    const errors = validateTimesheet({ assignmentId: A, payPeriodId: P, date: '', rows });
    expect(errors).toEqual({ 'rows.0.hours': 'Hours must be at most 24', 'rows.1.hours': 'Hours must be a number' });
  });
});

describe('totals', () => {
  it('counts minutes exactly and shows HH:MM', () => {
    const rows = [
      { ...emptyRow('2026-03-01'), startTime: '08:00', endTime: '16:30', breakMinutes: '30' },
      { ...emptyRow('2026-03-02'), startTime: '22:00', endTime: '06:15' },
      { ...emptyRow('2026-03-03'), hours: '7.25', onCallHours: '1.5', onCallType: 'in-house-call' },
      { ...emptyRow('2026-03-04'), startTime: '09:00' },
    ];
    expect(rows.map(rowMinutes)).toEqual([480, 495, 435, 0]);
    expect(totalMinutes(rows)).toBe(1410);
    expect(formatMinutes(totalMinutes(rows))).toBe('23:30');
    expect(totalOnCallMinutes(rows)).toBe(90);
    expect(formatMinutes(0)).toBe('00:00');
  });
});

describe('editing', () => {
  it('turns stored entries back into rows, keeping the period days', () => {
    const rows = timesheetToRows(
      {
        entries: [
          {
            date: '2026-03-02',
            startTime: null,
            endTime: null,
            breakMinutes: 0,
            minutes: 450,
            onCallType: null,
            onCallMinutes: 0,
            notes: null,
          },
          {
            date: '2026-03-03',
            startTime: '08:00',
            endTime: '12:00',
            breakMinutes: 15,
            minutes: 225,
            onCallType: 'in-house-call',
            onCallMinutes: 60,
            notes: 'n',
          },
        ],
      },
      ['2026-03-01', '2026-03-02', '2026-03-03'],
    );
    expect(rows.map((r) => r.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(rows[1]?.hours).toBe('7.5');
    expect(rows[2]).toMatchObject({ startTime: '08:00', breakMinutes: '15', onCallHours: '1', notes: 'n' });
    expect(totalMinutes(rows)).toBe(675);
    expect(rowsForDays(['2026-03-03', '2026-03-04'], rows).map((r) => r.startTime)).toEqual(['08:00', '']);
  });
  it('sends only a known status filter', () => {
    expect(timesheetListBody({ sortBy: 'period', sortDirection: 1, filters: { status: 'approved', x: 1 } })).toEqual({
      sortBy: 'period',
      sortDirection: 1,
      filters: { status: 'approved' },
    });
    expect(timesheetListBody({ filters: { status: 'all' } })).toEqual({ filters: {} });
  });
});
