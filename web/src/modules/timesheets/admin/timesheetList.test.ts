import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../../ui/format.ts';
import {
  approveExplanation,
  approveTitle,
  bulkApproveBody,
  payPeriodOption,
  periodRange,
  serverFilters,
  timesheetListRequest,
} from './timesheetList.ts';

describe('timesheet list helpers', () => {
  it('never sends the stored labels of the searchable filters', () => {
    expect(serverFilters({ facilityId: 'f1', facilityIdLabel: 'Mercy', status: 'approved', providerId: '' })).toEqual({
      facilityId: 'f1',
      status: 'approved',
    });
    const req = timesheetListRequest({
      page: 2,
      pageSize: 10,
      body: { search: 'pat', filters: { providerId: 'p1', providerIdLabel: 'Pat' } },
    });
    expect(req).toEqual({ page: 2, pageSize: 10, body: { search: 'pat', filters: { providerId: 'p1' } } });
  });

  it('approves the selection, else everything matching the filters and search', () => {
    expect(bulkApproveBody(['a', 'b'], { filters: { status: 'approval-pending' } })).toEqual({ ids: ['a', 'b'] });
    expect(bulkApproveBody([], { search: 'mercy', filters: { status: 'approval-pending' } })).toEqual({
      filters: { status: 'approval-pending' },
      search: 'mercy',
    });
    expect(bulkApproveBody([], { filters: {} })).toEqual({ filters: {} });
  });

  it('words the confirmation', () => {
    expect(approveTitle(1)).toBe('Approve 1 time sheet?');
    expect(approveTitle(3)).toBe('Approve 3 time sheets?');
    expect(approveExplanation({ count: 2, selected: 5 })).toContain('3 of the 5');
    expect(approveExplanation({ count: 0, selected: 2 })).toContain('nothing would be approved');
    expect(approveExplanation({ count: 2, selected: 2 })).toContain('Only time sheets in Approval Pending');
  });

  it('formats periods and minutes', () => {
    const p = { _id: 'x', type: 'bi_weekly' as const, startDate: '2026-01-05', endDate: '2026-01-18' };
    expect(periodRange(p)).toBe('01/05/2026 - 01/18/2026');
    expect(periodRange({ startDate: '2026-01-05', endDate: '2026-01-05' })).toBe('01/05/2026');
    expect(payPeriodOption(p)).toEqual({ value: 'x', label: 'Bi-Weekly: 01/05/2026 - 01/18/2026' });
    expect(formatMinutes(485)).toBe('08:05');
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(null)).toBe('-');
  });
});
