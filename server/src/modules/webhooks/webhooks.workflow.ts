import { WEBHOOK_MESSAGES, WEBHOOK_WORKFLOW, type WebhookAction, type WebhookStatus } from '@portal/contracts';
import { webhookSubscriptions } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Webhook subscriptions for the workflow engine: pause and resume move `status`. */
export const WEBHOOK_TARGET: WorkflowTarget<WebhookStatus, WebhookAction> = {
  workflow: WEBHOOK_WORKFLOW,
  table: webhookSubscriptions,
  entityType: 'webhook',
  notFound: WEBHOOK_MESSAGES.notFound,
};
