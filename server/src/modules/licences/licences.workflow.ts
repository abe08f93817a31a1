import { type ArchiveAction, type ArchiveStatus, LICENCE_MESSAGES, LICENCE_WORKFLOW } from '@portal/contracts';
import { licences } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Licences for the workflow engine: archive and reinstate move their `status`. */
export const LICENCE_TARGET: WorkflowTarget<ArchiveStatus, ArchiveAction> = {
  workflow: LICENCE_WORKFLOW,
  table: licences,
  entityType: 'licence',
  notFound: LICENCE_MESSAGES.notFound,
};
