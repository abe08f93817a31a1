import type { NpiDifference } from '@portal/contracts';
import { defineEvent } from '../../../platform/events.ts';

/** The registry's record of a provider's NPI differs from the portal's (for webhooks and notices to come). */
export interface NpiDifferencesFound {
  checkId: string;
  providerId: string;
  npi: string;
  differences: NpiDifference[];
}

export const npiDifferencesFound = defineEvent<NpiDifferencesFound>('npi-check.differences-found');
