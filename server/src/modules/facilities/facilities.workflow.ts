import { type ArchiveAction, type ArchiveStatus, FACILITY_MESSAGES, FACILITY_WORKFLOW } from '@portal/contracts';
import { facilities } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Facilities for the workflow engine: archive and reinstate move their `status`. */
export const FACILITY_TARGET: WorkflowTarget<ArchiveStatus, ArchiveAction> = {
  workflow: FACILITY_WORKFLOW,
  table: facilities,
  entityType: 'facility',
  notFound: FACILITY_MESSAGES.notFound,
};
