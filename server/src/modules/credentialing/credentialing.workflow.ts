import {
  CREDENTIALING_MESSAGES,
  CREDENTIALING_WORKFLOW,
  type CredentialingAction,
  type CredentialingStatus,
} from '@portal/contracts';
import { credentialingRecords } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Credentialing records for the workflow engine. */
export const CREDENTIALING_TARGET: WorkflowTarget<CredentialingStatus, CredentialingAction> = {
  workflow: CREDENTIALING_WORKFLOW,
  table: credentialingRecords,
  entityType: 'credentialing',
  notFound: CREDENTIALING_MESSAGES.notFound,
};
