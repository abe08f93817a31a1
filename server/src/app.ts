import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_KEY_PREFIX, installErrorMap, setCompanyTimeZone } from '@portal/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { findApiKeyUser, registerApiKeyHooks } from './modules/api-keys/index.ts';
import { findGuest } from './modules/documents/index.ts';
import { MODULES } from './modules/index.ts';
import { spaRoutes } from './modules/spa/index.ts';
import { registerAccessControl, STAFF_FAMILIES } from './platform/access.ts';
import { startBus } from './platform/bus.ts';
import { registerDrain } from './platform/drain.ts';
import { API_PREFIX, frameworkErrorOptions, registerErrorHandling } from './platform/http.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { startJobs } from './platform/jobs.ts';
import { createMailer } from './platform/mail.ts';
import { registerMetrics } from './platform/metrics.ts';
import { openApiOptions } from './platform/openapi.ts';
import { startRealtime } from './platform/realtime.ts';
import { createEmailCipher, sessionSecret } from './platform/secrets.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { serializerCompiler } from './platform/serializer.ts';
import { subscribeSessionCache } from './platform/sessions.ts';
import { createStorage, storageSettings } from './platform/storage.ts';
import './platform/context.ts';

/**
 * Every route validates and answers through zod. Given at construction rather than set after: without them Fastify
 * loads its default compilers (ajv and its formats, about a second of every start) only to have them replaced.
 * Fastify types its factories for ajv's schemas, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * The docs' logo, the one @fastify/swagger-ui shows by default. Given here, read at once: the plugin otherwise reads
 * it asynchronously while registering, and on a busy machine that one wait on the file thread pool held up the start.
 */
const SWAGGER_UI_LOGO = {
  type: 'image/svg+xml',
  content: readFileSync(createRequire(import.meta.url).resolve('@fastify/swagger-ui/static/logo.svg')),
};

/** How long a stopping instance waits for its running jobs (a bulk approval stops after its current batch). */
const JOB_STOP_TIMEOUT_MS = 20_000;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Job polling interval; tests shorten it. */
  jobPollingSeconds?: number;
  /** How often job schedules are checked (pg-boss: 30 s); tests shorten it. */
  cronMonitorSeconds?: number;
  /** The job queue starts only at `app.jobs.begin()` (the start calls it once the app listens). */
  deferJobs?: boolean;
  /** Lets a test add routes before the startup check runs. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Where the log lines go (standard output otherwise); tests read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  extraRoutes,
  jobPollingSeconds,
  cronMonitorSeconds,
  deferJobs,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  // Human validation messages (contracts/src/errorMap.ts), the same the web shows.
  installErrorMap();
  // Every "today" outside a facility's work is the company's day (contracts/src/businessDay.ts).
  setCompanyTimeZone(config.COMPANY_TIME_ZONE);
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
      ...(logStream ? { stream: logStream } : {}),
    },
    // Forwarded headers count only from the proxies named in TRUST_PROXY, or rate limits could be dodged.
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    // Unique across instances, so one request's lines are found in the merged logs (every req.log line has it).
    genReqId: () => randomUUID(),
    schemaController: { compilersFactory: ZOD_COMPILERS },
    ...frameworkErrorOptions,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('locks', { tryLock: database.tryLock });
  const bus = await startBus(database, app.log);
  app.addHook('onClose', () => bus.close());
  app.decorate('bus', bus);
  subscribeSessionCache(bus);
  const jobs = await startJobs(database, app.log, {
    pollingIntervalSeconds: jobPollingSeconds,
    cronMonitorIntervalSeconds: cronMonitorSeconds,
    deferStart: deferJobs,
  });
  const mail = await createMailer(config, jobs, db, app.log);
  // Fastify runs onClose hooks last added first: the SMTP connections close after the job workers stopped.
  app.addHook('onClose', () => mail.close());
  // Graceful: the running job batch finishes (see SHUTDOWN_GRACE_MS in start.ts) before the process ends.
  app.addHook('onClose', () => jobs.stop(JOB_STOP_TIMEOUT_MS));
  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  // Shared by every instance: rate-limit counters and realtime fan-out.
  // Loaded only when configured: a single instance never needs the client, and importing it slowed every start.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const realtime = await startRealtime(app, { database, bus, redis });
  app.decorate('realtime', realtime);
  const secret = sessionSecret(config);
  app.decorate('cipher', createEmailCipher(secret));
  const storage = createStorage(storageSettings(config), secret);
  app.addHook('onClose', () => storage.close());
  app.decorate('storage', storage);

  registerDrain(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, config);
  registerAccessControl(app, db, { findGuest, findApiKey: findApiKeyUser, apiKeyPrefix: API_KEY_PREFIX });
  // Before the modules' routes, so every route is counted and timed.
  await registerMetrics(app, config, database, realtime.connections);
  // preHandler: the limits key on the body's e-mail, which is parsed only after onRequest.
  // With Redis the counters are shared by every instance; without it each instance counts on its own. A Redis
  // outage lets requests through rather than refusing every sign-in.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'portal-rate-limit:', skipOnError: true } : {}),
  });
  registerApiKeyHooks(app);
  // Operation ids, error answers and servers for every route (platform/openapi.ts); linted by `npm run lint`.
  await app.register(swagger, openApiOptions(config));
  await app.register(swaggerUi, { routePrefix: '/api/docs', logo: SWAGGER_UI_LOGO });

  // Every module through its manifest (modules/index.ts): its routes per family, then its jobs and listeners.
  for (const mod of MODULES) {
    for (const routes of mod.api ?? []) await app.register(routes, { prefix: API_PREFIX });
    for (const routes of mod.provider ?? []) await app.register(routes, { prefix: '/api/providers' });
  }
  for (const { family, prefix } of STAFF_FAMILIES) {
    for (const mod of MODULES) for (const routes of mod.staff ?? []) await app.register(routes, { prefix, family });
  }
  extraRoutes?.(app);
  for (const mod of MODULES) await mod.jobs?.(app);
  // Each module's listeners, on the typed events it imports (platform/events.ts).
  for (const mod of MODULES) for (const subscription of mod.listens ?? []) subscription.attach();
  await app.register(spaRoutes, { root: config.WEB_DIST });
  await app.ready();
  return app;
}
