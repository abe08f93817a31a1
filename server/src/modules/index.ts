import { accountsModule } from './accounts/index.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { assignmentsModule } from './assignments/index.ts';
import { authModule } from './auth/index.ts';
import { bonusesModule } from './bonuses/index.ts';
import { complianceModule } from './compliance/index.ts';
import { credentialingModule } from './credentialing/index.ts';
import { documentsModule } from './documents/index.ts';
import { dynamicReportsModule } from './dynamic-reports/index.ts';
import { expensesModule } from './expenses/index.ts';
import { facilitiesModule } from './facilities/index.ts';
import { filesModule } from './files/index.ts';
import { geoModule } from './geo/index.ts';
import { healthModule } from './health/index.ts';
import { iconUsersModule } from './icon-users/index.ts';
import { invoicesModule } from './invoices/index.ts';
import { licencesModule } from './licences/index.ts';
import { malpracticeModule } from './malpractice/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { payPeriodsModule } from './pay-periods/index.ts';
import { payRatesModule } from './pay-rates/index.ts';
import { paymentsModule } from './payments/index.ts';
import { permissionsModule } from './permissions/index.ts';
import { providerProfileModule } from './provider-profile/index.ts';
import { providersModule } from './providers/index.ts';
import { referenceModule } from './reference/index.ts';
import { riskCalendarModule } from './risk-calendar/index.ts';
import { rolesModule } from './roles/index.ts';
import { superAdminReferenceModule } from './super-admin-reference/index.ts';
import { timesheetsModule } from './timesheets/index.ts';
import { webhooksModule } from './webhooks/index.ts';

/** Every module, mounted by app.ts in this order (each one's manifest comes from platform's defineModule). */
export const MODULES = [
  healthModule,
  authModule,
  accountsModule,
  notificationsModule,
  referenceModule,
  geoModule,
  filesModule,
  rolesModule,
  permissionsModule,
  iconUsersModule,
  providersModule,
  providerProfileModule,
  facilitiesModule,
  assignmentsModule,
  payPeriodsModule,
  timesheetsModule,
  payRatesModule,
  malpracticeModule,
  bonusesModule,
  expensesModule,
  paymentsModule,
  documentsModule,
  credentialingModule,
  complianceModule,
  dynamicReportsModule,
  riskCalendarModule,
  superAdminReferenceModule,
  invoicesModule,
  licencesModule,
  apiKeysModule,
  webhooksModule,
];
