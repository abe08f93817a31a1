import { describe, expect, it } from 'vitest';
import { changeLines, dayLines, entryText } from './timeLogs.ts';

const entry = {
  date: '2026-01-05',
  startTime: '07:00',
  endTime: '15:30',
  breakMinutes: 30,
  minutes: 480,
  onCallType: null,
  onCallMinutes: 0,
  notes: null,
};

describe('time log lines', () => {
  it('shows status, totals and reasons before and after, and leaves out copied ids', () => {
    expect(
      changeLines({
        changes: [
          { field: 'status', old: 'approval-pending', new: 'rejected' },
          { field: 'rejectionReason', old: null, new: 'Wrong day' },
          { field: 'totalMinutes', old: 480, new: 990 },
          { field: 'assignmentId', old: null, new: '0190-abc' },
        ],
      }),
    ).toEqual(['Status: Approval Pending → Rejected', 'Rejection reason: - → Wrong day', 'Total hours: 08:00 → 16:30']);
  });

  it('describes each changed day as it was and as it became', () => {
    expect(entryText(entry)).toBe('07:00–15:30, 30 min break (08:00)');
    expect(
      entryText({ ...entry, startTime: null, endTime: null, minutes: 540, onCallMinutes: 120, notes: 'Late' }),
    ).toBe('09:00, on call 02:00, “Late”');
    expect(dayLines({ days: [{ date: '2026-01-05', before: null, after: entry }] })).toEqual([
      'Mon 01/05/2026: - → 07:00–15:30, 30 min break (08:00)',
    ]);
  });
});
