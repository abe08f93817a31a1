import {
  COMPLIANCE_MESSAGES,
  LIST_SCREENING_WORKFLOW,
  type ListScreeningAction,
  type MatchStatus,
  SCREENING_MATCH_WORKFLOW,
  type ScreeningMatchAction,
  type ScreeningStatus,
} from '@portal/contracts';
import { exclusionListVersions, screeningMatches } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** Screening matches for the workflow engine: review (confirm, dismiss) and lifting a confirmed exclusion. */
export const SCREENING_MATCH_TARGET: WorkflowTarget<MatchStatus, ScreeningMatchAction> = {
  workflow: SCREENING_MATCH_WORKFLOW,
  table: screeningMatches,
  entityType: 'screening-match',
  notFound: COMPLIANCE_MESSAGES.notFound,
};

/** A list version's screening for the workflow engine: the job's steps and staff starting a failed one again. */
export const LIST_SCREENING_TARGET: WorkflowTarget<ScreeningStatus, ListScreeningAction> = {
  workflow: LIST_SCREENING_WORKFLOW,
  table: exclusionListVersions,
  entityType: 'exclusion-list',
  notFound: COMPLIANCE_MESSAGES.versionNotFound,
};
