import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules.ts';
import { providerIdentityChanged } from '../provider-profile/index.ts';
import { registerComplianceJobs } from './compliance.jobs.ts';
import { screenChangedProviders } from './compliance.listeners.ts';
import { complianceRoutes } from './compliance.routes.ts';
import { lookUpSavedNpis, npiRoutes, registerNpiJobs } from './npi/index.ts';

/** What webhooks hear: a screening found a possible exclusion match. */
export { exclusionMatchFound } from './compliance.events.ts';
/** For credentialing's file review: whether a provider's exclusion screen is clear. */
export { exclusionStanding } from './compliance.repo.ts';
/** What the demo data and the benchmark call: import a list file as a version and screen every provider at once. */
export { importAndScreen as importExclusionList } from './compliance.service.ts';
/**
 * Raised when the NPI registry's record of a provider differs from the portal's (for the event catalogue and
 * webhooks); and, for the credentialing file review, the newest NPI registry check of a provider.
 * @public
 */
export { type NpiDifferencesFound, npiDifferencesFound, npiStanding } from './npi/index.ts';

/**
 * The compliance module as app.ts mounts it: exclusion lists, screening, review and the monthly record; NPI
 * registry checks.
 */
export const complianceModule = defineModule({
  name: 'compliance',
  staff: [complianceRoutes, npiRoutes],
  jobs: async (app: FastifyInstance) => {
    await registerComplianceJobs(app);
    await registerNpiJobs(app);
  },
  listens: [providerIdentityChanged.on(screenChangedProviders), providerIdentityChanged.on(lookUpSavedNpis)],
});
