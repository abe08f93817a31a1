import { DOCUMENT_MESSAGES, DOCUMENT_WORKFLOW } from '@portal/contracts';
import { documents } from '../../../db/schema/index.ts';
import { archiveTarget } from '../../../platform/workflow.ts';

/** Documents for the workflow engine: archive and reinstate stamp `archived_at` (documents have no `status`). */
export const DOCUMENT_TARGET = archiveTarget({
  workflow: DOCUMENT_WORKFLOW,
  table: documents,
  entityType: 'document',
  notFound: DOCUMENT_MESSAGES.notFound,
});
