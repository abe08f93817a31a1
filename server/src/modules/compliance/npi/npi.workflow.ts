import { NPI_CHECK_WORKFLOW, NPI_MESSAGES, type NpiCheckAction, type NpiCheckStatus } from '@portal/contracts';
import { npiChecks } from '../../../db/schema/index.ts';
import type { WorkflowTarget } from '../../../platform/workflow.ts';

/** NPI registry checks for the workflow engine. */
export const NPI_CHECK_TARGET: WorkflowTarget<NpiCheckStatus, NpiCheckAction> = {
  workflow: NPI_CHECK_WORKFLOW,
  table: npiChecks,
  entityType: 'npi-check',
  notFound: NPI_MESSAGES.notFound,
};
