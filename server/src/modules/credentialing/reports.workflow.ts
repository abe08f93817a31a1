import { REPORT_ITEM_WORKFLOWS, REPORT_MESSAGES, type ReportType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { reportItemStates } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** One report's items for the workflow engine: the status row of (report, item), keyed by the item's id. */
const targetOf = (type: ReportType): WorkflowTarget<string, string> => ({
  workflow: REPORT_ITEM_WORKFLOWS[type],
  table: reportItemStates,
  key: reportItemStates.subjectId,
  scope: eq(reportItemStates.reportType, type),
  entityType: `${type}-report`,
  notFound: REPORT_MESSAGES.notFound,
});

/** Report items for the workflow engine, one target per report (`report_item_states` rows). */
export const REPORT_ITEM_TARGETS: Record<ReportType, WorkflowTarget<string, string>> = {
  reappointment: targetOf('reappointment'),
  'expiring-assignment': targetOf('expiring-assignment'),
  'expired-document': targetOf('expired-document'),
};
