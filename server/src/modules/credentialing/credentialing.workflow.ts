import {
  CREDENTIALING_ARCHIVE_WORKFLOW,
  CREDENTIALING_MESSAGES,
  CREDENTIALING_WORKFLOW,
  type CredentialingAction,
  type CredentialingStatus,
} from '@portal/contracts';
import { credentialingRecords } from '../../db/schema/index.ts';
import { archiveTarget, type WorkflowTarget } from '../../platform/workflow.ts';

/** Credentialing records for the workflow engine. */
export const CREDENTIALING_TARGET: WorkflowTarget<CredentialingStatus, CredentialingAction> = {
  workflow: CREDENTIALING_WORKFLOW,
  table: credentialingRecords,
  entityType: 'credentialing',
  notFound: CREDENTIALING_MESSAGES.notFound,
};

/** Archive and reinstate: the engine reads the record's archive state from `archived_at`. */
export const CREDENTIALING_ARCHIVE_TARGET = archiveTarget({
  workflow: CREDENTIALING_ARCHIVE_WORKFLOW,
  table: credentialingRecords,
  entityType: 'credentialing',
  notFound: CREDENTIALING_MESSAGES.notFound,
});
