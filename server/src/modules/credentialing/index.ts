import { defineModule } from '../../platform/modules.ts';
import { credentialingRoutes } from './credentialing.routes.ts';
import { registerReportJobs } from './reports.jobs.ts';
import { ownReportsRoutes, reportStatusesRoutes, reportsRoutes } from './reports.routes.ts';
import { credentialingReviewRoutes } from './review/review.routes.ts';

/** A credentialing file's committee decision, for listeners elsewhere (webhooks). */
export { credentialingRecordDecided } from './credentialing.events.ts';
export { claimDueReminders, markReminderRun } from './reminder-claims.repo.ts';
/** For modules with expiring items of their own (licences): the daily run, its thresholds' claim, whom to tell. */
export { facilityContactsOf } from './report-items.repo.ts';
/** What other modules hear: a provider's document nears its expiry (each reminder threshold once). */
export { documentExpiring, type ExpiryRunDue, expiryRunDue } from './reports.events.ts';
export { reportPageSql } from './reports.repo.ts';
/** What other modules (the risk calendar), the benchmark and tests may call. */
export { listReappointmentRisks, runExpiryReminders } from './reports.service.ts';
/** For the demo data: a record's file review checklist, made as the first reading makes it. */
export { openChecklist } from './review/review.service.ts';

/** Credentialing and payor enrollment, and the reappointment, expiring-assignment and expired-document reports. */
export const credentialingModule = defineModule({
  name: 'credentialing',
  api: [reportStatusesRoutes],
  provider: [ownReportsRoutes],
  staff: [credentialingRoutes, reportsRoutes, credentialingReviewRoutes],
  jobs: registerReportJobs,
});
