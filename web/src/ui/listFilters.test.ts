import { describe, expect, it } from 'vitest';
import { ALL, filterOptions, filterSetOptions, filterValue, withFilter } from './listFilters.ts';

describe('list filters', () => {
  it("offers 'All' first, then each value with its badge label unless one is given", () => {
    expect(filterOptions(['pending', 'not-verified'], { pending: 'Waiting' })).toEqual([
      { value: ALL, label: 'All' },
      { value: 'pending', label: 'Waiting' },
      { value: 'not-verified', label: 'Not Verified' },
    ]);
  });

  it("reads a stored filter, or 'All' when it is missing or blank", () => {
    expect(filterValue({ status: 'pending' }, 'status')).toBe('pending');
    expect(filterValue({}, 'status')).toBe(ALL);
    expect(filterValue({ status: '' }, 'status')).toBe(ALL);
    expect(filterValue({ status: 3 }, 'status')).toBe(ALL);
  });

  it("sets one filter and keeps the others; 'All' or nothing removes it", () => {
    expect(withFilter({ roleId: 'r1' }, 'status', 'confirmed')).toEqual({ roleId: 'r1', status: 'confirmed' });
    expect(withFilter({ roleId: 'r1', status: 'confirmed' }, 'status', ALL)).toEqual({ roleId: 'r1' });
    expect(withFilter({ status: 'confirmed' }, 'status', null)).toEqual({});
  });

  it("offers each of spec section 4's five filter sets", () => {
    const labels = (set: Parameters<typeof filterSetOptions>[0]) => filterSetOptions(set).map((o) => o.label);
    expect(labels('approval')).toEqual(['All', 'Approved', 'Pending', 'Not Approved']);
    expect(labels('timesheet')).toEqual(['All', 'Approved', 'Approval Pending', 'Rejected', 'Not Submitted']);
    expect(labels('approvedOrNot')).toEqual(['All', 'Approved', 'Not Approved']);
    expect(labels('completion')).toEqual(['All', 'Completed', 'Incomplete']);
    expect(labels('signature')).toEqual(['All', 'Signed', 'Not Signed']);
  });
});
