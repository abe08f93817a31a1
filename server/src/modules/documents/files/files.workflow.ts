import { type ArchiveAction, type ArchiveStatus, DOCUMENT_MESSAGES, DOCUMENT_WORKFLOW } from '@portal/contracts';
import { documents } from '../../../db/schema/index.ts';
import type { StatusTable, WorkflowTarget } from '../../../platform/workflow.ts';

/**
 * Documents for the workflow engine: archive and reinstate stamp `archived_at`. Documents have no `status` column;
 * the engine reads a stamped status from the stamp alone, so the table stands in for a status table as it is.
 */
export const DOCUMENT_TARGET: WorkflowTarget<ArchiveStatus, ArchiveAction> = {
  workflow: DOCUMENT_WORKFLOW,
  table: documents as unknown as StatusTable & { id: typeof documents.id },
  entityType: 'document',
  notFound: DOCUMENT_MESSAGES.notFound,
  stamp: { column: documents.archivedAt, whenSet: 'archived', whenNull: 'active', audited: 'archived' },
};
