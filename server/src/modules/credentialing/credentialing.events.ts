import type { ReviewStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** A credentialing file's committee decision (`id`: the record's), approved or denied, with its date. */
export type CredentialingDecision = StatusChange<ReviewStatus> & {
  id: string;
  providerId: string;
  facilityId: string | null;
  decidedOn: string | null;
};

export const credentialingRecordDecided = defineEvent<CredentialingDecision>('credentialing-record.decided');
