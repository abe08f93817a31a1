import type { PayRateStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** A pay rate version's approval (`id`: the version's), with its provider, facility and assignment. */
export type PayRateChange = StatusChange<PayRateStatus> & {
  id: string;
  providerId: string;
  facilityId: string;
  assignmentId: string;
};

export const payRateApproved = defineEvent<PayRateChange>('pay-rate.approved');

/** A day of the holiday calendar added, renamed or removed (`name`: null once removed). */
export interface HolidayChange {
  day: string;
  change: 'added' | 'renamed' | 'removed';
  name: string | null;
}

export const holidayChanged = defineEvent<HolidayChange>('holiday.changed');
