import {
  COMPLIANCE_MESSAGES,
  type MatchStatus,
  SCREENING_MATCH_WORKFLOW,
  type ScreeningMatchAction,
} from '@portal/contracts';
import { screeningMatches } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Screening matches for the workflow engine: review (confirm, dismiss) and lifting a confirmed exclusion. */
export const SCREENING_MATCH_TARGET: WorkflowTarget<MatchStatus, ScreeningMatchAction> = {
  workflow: SCREENING_MATCH_WORKFLOW,
  table: screeningMatches,
  entityType: 'screening-match',
  notFound: COMPLIANCE_MESSAGES.notFound,
};
