import { defineModule } from '../../platform/modules.ts';
import { expiryRunDue } from '../credentialing/index.ts';
import { documentValuesChanged } from '../documents/index.ts';
import { fillLicences } from './licences.fill.ts';
import { remindOfLicences } from './licences.reminders.ts';
import { licencesRoutes, ownLicencesRoutes } from './licences.routes.ts';

/** For the risk calendar: licence expiries between two days. */
export { listLicenceRisks } from './licences.service.ts';

/**
 * Providers' licences as structured data, filled from their licence documents, verified by staff, expired and
 * reminded of by the daily expiry run.
 */
export const licencesModule = defineModule({
  name: 'licences',
  provider: [ownLicencesRoutes],
  staff: [licencesRoutes],
  listens: [documentValuesChanged.on(fillLicences), expiryRunDue.on(remindOfLicences)],
});
