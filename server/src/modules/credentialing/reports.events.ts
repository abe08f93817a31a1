import { defineEvent } from '../../platform/events.ts';

/**
 * The daily expiry run (06:15, or at start when today's has not happened) has sent the reports' reminders: other
 * modules with expiring items (licences) send theirs and move what expired, on the same schedule.
 */
export interface ExpiryRunDue {
  /** The company's business day of the run. */
  today: string;
}

export const expiryRunDue = defineEvent<ExpiryRunDue>('expiry-run.due');

/** A provider's document nearing its expiry day, told once per reminder threshold (90, 60, 30, 7 days). */
export interface DocumentExpiring {
  /** The document's id. */
  id: string;
  providerId: string;
  title: string;
  expiresOn: string;
  daysLeft: number;
  threshold: number;
}

export const documentExpiring = defineEvent<DocumentExpiring>('document.expiring');
