import { defineModule } from '../../platform/modules.ts';
import { providerIdentityChanged } from '../provider-profile/index.ts';
import { registerComplianceJobs } from './compliance.jobs.ts';
import { screenChangedProviders } from './compliance.listeners.ts';
import { complianceRoutes } from './compliance.routes.ts';

/** What webhooks hear: a screening found a possible exclusion match. */
export { exclusionMatchFound } from './compliance.events.ts';
/** What the demo data and the benchmark call: import a list file as a version and screen every provider. */
export { importList as importExclusionList } from './compliance.service.ts';

/** The compliance module as app.ts mounts it: exclusion lists, screening, review and the monthly record. */
export const complianceModule = defineModule({
  name: 'compliance',
  staff: [complianceRoutes],
  jobs: registerComplianceJobs,
  listens: [providerIdentityChanged.on(screenChangedProviders)],
});
