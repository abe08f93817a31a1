import { defineEvent } from '../../platform/events.ts';

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
