import type { FastifyInstance } from 'fastify';
import { registerRunKind } from '../../platform/transition-runs.ts';
import { BULK_APPROVAL_RUN } from './bulk-approval.service.ts';

/** Bulk approvals run as platform transition runs on this instance (resumed after a crash). */
export const registerBulkApprovalJobs = (app: FastifyInstance) => registerRunKind(app, BULK_APPROVAL_RUN);
