import { describe, expect, it } from 'vitest';
import { approveTitleOf } from './bonuses.ts';
import { approveAllDoneText, approveAllQuestion } from './expenses.ts';
import { earlyApprovalText, periodHasEnded, periodText } from './payments.ts';

describe('money texts', () => {
  it('agree in number with their count', () => {
    expect(approveAllDoneText(1)).toBe('1 expense from the listing has been approved');
    expect(approveAllDoneText(6)).toBe('6 expenses from the listing have been approved');
    expect(approveAllQuestion(1)).toBe('Approve 1 pending expense matching the current filters?');
    expect(approveAllQuestion(2)).toBe('Approve 2 pending expenses matching the current filters?');
  });

  it('confirm a deduction as a deduction', () => {
    expect(approveTitleOf('deduction')).toBe('Approve deduction');
    expect(approveTitleOf('performanceBonus')).toBe('Approve bonus');
  });

  it('say when a pay period ends, as the screens write days', () => {
    const period = { startDate: '2026-11-16', endDate: '2026-11-29' };
    expect(periodText(period)).toBe('11/16/2026 - 11/29/2026');
    expect(earlyApprovalText(period.endDate)).toBe(
      'This pay period ends on 11/29/2026: give the reason for approving the payment before it ends',
    );
    // The last day itself is still in the period; it has ended the day after (company zone, Chicago).
    expect(periodHasEnded(period, new Date('2026-11-29T20:00:00Z'))).toBe(false);
    expect(periodHasEnded(period, new Date('2026-11-30T12:00:00Z'))).toBe(true);
  });
});
