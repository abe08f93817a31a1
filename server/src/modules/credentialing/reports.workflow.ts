import { REPORT_ITEM_WORKFLOWS, REPORT_MESSAGES, REPORT_TYPES, type ReportType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { reportItemStates } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/**
 * Report items for the workflow engine, one target per report: the status row of (report, item) in
 * `report_item_states`, keyed by the item's id within its report.
 */
export const REPORT_ITEM_TARGETS = Object.fromEntries(
  REPORT_TYPES.map((type) => [
    type,
    {
      workflow: REPORT_ITEM_WORKFLOWS[type],
      table: reportItemStates,
      key: reportItemStates.subjectId,
      scope: eq(reportItemStates.reportType, type),
      entityType: `${type}-report`,
      notFound: REPORT_MESSAGES.notFound,
    },
  ]),
) as unknown as { [T in ReportType]: WorkflowTarget<string, string> };
