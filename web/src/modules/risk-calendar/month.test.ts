import { shiftMonth } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { monthGrid, monthRange } from './month.ts';

describe('month grid', () => {
  it('lays a month out in whole weeks from Sunday', () => {
    const grid = monthGrid(2026, 3); // 1 March 2026 is a Sunday
    expect(grid[0]).toBe('2026-03-01');
    expect(grid.filter(Boolean)).toHaveLength(31);
    expect(grid.length % 7).toBe(0);
    const feb = monthGrid(2026, 2); // 1 February 2026 is a Sunday too; 28 days
    expect(feb).toHaveLength(28);
    const apr = monthGrid(2026, 4); // Wednesday
    expect(apr.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
  });

  it('gives the range and moves across years', () => {
    expect(monthRange(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});
