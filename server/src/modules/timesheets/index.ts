import { defineModule } from '../../platform/modules.ts';
import { registerBulkApprovalJobs } from './bulk-approval.jobs.ts';
import { registerReminderJobs } from './reminders.jobs.ts';
import {
  timesheetApproved,
  timesheetRejected,
  timesheetSubmitted,
  timesheetsBulkApproved,
} from './timesheets.events.ts';
import { tellApproversOfSubmission, tellProviderOfDecision, tellProvidersOfRun } from './timesheets.listeners.ts';
import { facilityTimesheetRoutes, ownTimesheetsRoutes, timesheetsRoutes } from './timesheets.routes.ts';

/** What other modules may call (import it only from here). */
export { BULK_APPROVAL_RUN, runBulkApproval } from './bulk-approval.service.ts';
/**
 * The module's events, for listeners elsewhere (platform/events.ts) and the catalogue outside consumers choose from,
 * so each is exported whether or not another module listens yet.
 * @public
 */
export {
  timesheetApproved,
  timesheetRejected,
  timesheetReset,
  timesheetSubmitted,
  timesheetsBulkApproved,
} from './timesheets.events.ts';
export { approvedMinutesBetween } from './timesheets.repo.ts';

/** The timesheets module as app.ts mounts it. */
export const timesheetsModule = defineModule({
  name: 'timesheets',
  api: [facilityTimesheetRoutes],
  provider: [ownTimesheetsRoutes],
  staff: [timesheetsRoutes],
  jobs: async (app) => {
    await registerBulkApprovalJobs(app);
    await registerReminderJobs(app);
  },
  listens: [
    timesheetSubmitted.on(tellApproversOfSubmission),
    timesheetApproved.on(tellProviderOfDecision),
    timesheetRejected.on(tellProviderOfDecision),
    timesheetsBulkApproved.on(tellProvidersOfRun),
  ],
});
