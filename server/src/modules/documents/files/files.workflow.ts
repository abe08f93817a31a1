import { type ArchiveAction, type ArchiveStatus, DOCUMENT_MESSAGES, DOCUMENT_WORKFLOW } from '@portal/contracts';
import { documents } from '../../../db/schema/index.ts';
import type { WorkflowTarget } from '../../../platform/workflow.ts';

/** Documents for the workflow engine: archive and reinstate stamp `archived_at` (documents have no `status`). */
export const DOCUMENT_TARGET: WorkflowTarget<ArchiveStatus, ArchiveAction> = {
  workflow: DOCUMENT_WORKFLOW,
  table: documents,
  entityType: 'document',
  notFound: DOCUMENT_MESSAGES.notFound,
  stamp: { column: documents.archivedAt, whenSet: 'archived', whenNull: 'active', audited: 'archived' },
};
