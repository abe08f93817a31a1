import { describe, expect, it } from 'vitest';
import { localToIso, reminderExamplePath, reminderImportPath, reminderStatus } from './reminders.ts';

describe('reminders', () => {
  it('shows Scheduled until sent, then the sent date', () => {
    expect(reminderStatus({ sentAt: null })).toBe('Scheduled');
    expect(reminderStatus({ sentAt: '2025-03-04T10:00:00.000Z' })).toMatch(/^Sent 03\/0[45]\/2025/);
  });
  it('turns a datetime-local value into an ISO instant', () => {
    expect(localToIso('2025-03-04T09:30')).toBe(new Date('2025-03-04T09:30').toISOString());
    expect(localToIso('')).toBe('');
    expect(localToIso('nope')).toBe('');
  });
  it('builds the reminder import paths', () => {
    expect(reminderExamplePath('super-admin')).toBe('/super-admin/timesheet-remainders/example');
    expect(reminderImportPath('icon-users')).toBe('/icon-users/timesheet-remainders/import');
  });
});
