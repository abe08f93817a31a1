import type { StoredEntry } from '../../db/schema/index.ts';

/**
 * A time sheet's columns: its assignment (with the assignment's provider and facility, copied for the list filters),
 * its pay period, its days in date order and their totals in minutes.
 */
export function sheetValues(
  assignment: { id: string; providerId: string; facilityId: string },
  period: { id: string; startDate: string },
  entries: StoredEntry[],
) {
  const days = [...entries].sort((x, y) => x.date.localeCompare(y.date));
  return {
    assignmentId: assignment.id,
    providerId: assignment.providerId,
    facilityId: assignment.facilityId,
    payPeriodId: period.id,
    periodStart: period.startDate,
    entries: days,
    totalMinutes: days.reduce((s, e) => s + e.minutes, 0),
    onCallMinutes: days.reduce((s, e) => s + e.onCallMinutes, 0),
  };
}
