import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { assignmentsRoutes, ownAssignmentsRoutes } from './modules/assignments/assignments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { facilitiesRoutes } from './modules/facilities/facilities.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { iconUsersRoutes } from './modules/icon-users/icon-users.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { registerPayPeriodJobs } from './modules/pay-periods/pay-periods.jobs.ts';
import { listPayPeriodsRoute, payPeriodsRoutes } from './modules/pay-periods/pay-periods.routes.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { ownProfileRoutes, providerProfileRoutes } from './modules/provider-profile/provider-profile.routes.ts';
import { providersRoutes } from './modules/providers/providers.routes.ts';
import { referenceEditRoutes, referenceRoutes } from './modules/reference/reference.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { spaRoutes } from './modules/spa/spa.routes.ts';
import { registerBulkApprovalJobs } from './modules/timesheets/bulk-approval.service.ts';
import { registerReminderJobs } from './modules/timesheets/reminders.service.ts';
import {
  facilityTimesheetRoutes,
  ownTimesheetsRoutes,
  timesheetsRoutes,
} from './modules/timesheets/timesheets.routes.ts';
import { registerAccessControl, STAFF_FAMILIES } from './platform/access.ts';
import { registerErrorHandling } from './platform/http.ts';
import { startJobs } from './platform/jobs.ts';
import { createMailer } from './platform/mail.ts';
import { startRealtime } from './platform/realtime.ts';
import { createEmailCipher, sessionSecret } from './platform/secrets.ts';
import { createLocalStorage, UPLOAD_LIMIT_BYTES } from './platform/storage.ts';
import './platform/context.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Job polling interval; tests shorten it. */
  jobPollingSeconds?: number;
  /** Lets a test add routes before the startup check runs. */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The modules, in one explicit list. Staff modules are mounted once per staff family. */
const STAFF_MODULES = [
  rolesRoutes,
  permissionsRoutes,
  iconUsersRoutes,
  providersRoutes,
  providerProfileRoutes,
  facilitiesRoutes,
  assignmentsRoutes,
  referenceEditRoutes,
  payPeriodsRoutes,
  timesheetsRoutes,
];

export async function buildApp({
  config,
  database,
  extraRoutes,
  jobPollingSeconds,
}: AppOptions): Promise<FastifyInstance> {
  const db = database.db;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.body.password',
          'req.body.oldPassword',
          'req.body.newPassword',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const jobs = await startJobs(database, app.log, { pollingIntervalSeconds: jobPollingSeconds });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('mail', await createMailer(config, jobs, app.log));
  app.decorate('realtime', startRealtime(app, db));
  const secret = sessionSecret(config);
  app.decorate('cipher', createEmailCipher(secret));
  app.decorate('storage', createLocalStorage(config.DATA_DIR, secret));

  registerErrorHandling(app);
  registerAccessControl(app, db);
  // preHandler: the limits key on the body's e-mail, which is parsed only after onRequest.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.ORG_NAME} provider portal API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(geoRoutes, { prefix: '/api' });
  await app.register(filesRoutes, { prefix: '/api' });
  await app.register(listPayPeriodsRoute, { prefix: '/api' });
  await app.register(facilityTimesheetRoutes, { prefix: '/api' });
  await app.register(ownTimesheetsRoutes, { prefix: '/api/providers' });
  await app.register(ownProfileRoutes, { prefix: '/api/providers' });
  await app.register(ownAssignmentsRoutes, { prefix: '/api/providers' });
  for (const { family, prefix } of STAFF_FAMILIES) {
    for (const mod of STAFF_MODULES) await app.register(mod, { prefix, family });
  }
  extraRoutes?.(app);
  await registerPayPeriodJobs(app);
  await registerBulkApprovalJobs(app);
  await registerReminderJobs(app);
  await app.register(spaRoutes, { root: config.WEB_DIST });
  await app.ready();
  return app;
}
