import { defineModule } from '../../platform/modules.ts';
import { credentialingRoutes } from './credentialing.routes.ts';
import { registerReportJobs } from './reports.jobs.ts';
import { ownReportsRoutes, reportStatusesRoutes, reportsRoutes } from './reports.routes.ts';

/** What other modules hear: a provider's document nears its expiry (each reminder threshold once). */
export { documentExpiring } from './reports.events.ts';
export { reportPageSql } from './reports.repo.ts';
/** What other modules (the risk calendar), the benchmark and tests may call. */
export { listReappointmentRisks } from './reports.service.ts';

/** Credentialing and payor enrollment, and the reappointment, expiring-assignment and expired-document reports. */
export const credentialingModule = defineModule({
  name: 'credentialing',
  api: [reportStatusesRoutes],
  provider: [ownReportsRoutes],
  staff: [credentialingRoutes, reportsRoutes],
  jobs: registerReportJobs,
});
