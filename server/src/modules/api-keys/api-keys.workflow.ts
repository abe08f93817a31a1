import { API_KEY_MESSAGES, API_KEY_WORKFLOW, type ApiKeyStatus } from '@portal/contracts';
import { apiKeys } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** API keys for the workflow engine: revoke moves `status` (and stamps `revoked_at` beside it). */
export const API_KEY_TARGET: WorkflowTarget<ApiKeyStatus, 'revoke'> = {
  workflow: API_KEY_WORKFLOW,
  table: apiKeys,
  entityType: 'api-key',
  notFound: API_KEY_MESSAGES.notFound,
};
