import { LICENCE_MESSAGES, LICENCE_WORKFLOW, type LicenceAction, type LicenceStatus } from '@portal/contracts';
import { licences } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Licences for the workflow engine: verify, expire, renew and revoke move their `status`. */
export const LICENCE_TARGET: WorkflowTarget<LicenceStatus, LicenceAction> = {
  workflow: LICENCE_WORKFLOW,
  table: licences,
  entityType: 'licence',
  notFound: LICENCE_MESSAGES.notFound,
};
