import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { preparedPgliteArtifacts } from './db/pglite-artifacts.ts';
import { ensureSuperAdmin, seedDemo } from './db/seed/bootstrap.ts';
import { checkStorage, storageSettings } from './platform/storage.ts';

export interface Instance {
  app: FastifyInstance;
  database: Database;
  /** The address it listens on. */
  url: string;
  adminCreated: boolean;
  demoSeeded: boolean;
  /** Settles once the job queue started (after listening); rejects if it could not start. */
  jobsStarted: Promise<void>;
  /**
   * Graceful stop. With `drainMs`, first a drain: readiness answers 503 at once and every answer closes its
   * connection, while the listener stays open that long for the load balancer to notice. Then no new connections,
   * requests in flight finish, running jobs finish their batch, and the database closes. Safe to call twice.
   */
  stop(options?: { drainMs?: number }): Promise<void>;
}

/**
 * One portal instance: migrate and seed under a database-wide lock (instances started together on an empty
 * database take turns; the later ones find the work done), then build the app and listen.
 */
export async function startInstance(
  config: Config,
  options: Pick<AppOptions, 'extraRoutes' | 'jobPollingSeconds' | 'cronMonitorSeconds' | 'logStream'> = {},
): Promise<Instance> {
  // A bucket that is missing or unreachable stops the start here, rather than failing every upload later.
  await checkStorage(storageSettings(config));
  const pgliteArtifacts = config.DATABASE_URL ? undefined : await preparedPgliteArtifacts();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, pgliteArtifacts });
  const { adminCreated, demoSeeded } = await database.exclusive('portal:startup', async () => {
    await database.migrate();
    return {
      adminCreated: await ensureSuperAdmin(database.db, config),
      demoSeeded: config.DEMO_DATA ? await seedDemo(database.db, config) : false,
    };
  });
  const app = await buildApp({ config, database, ...options, deferJobs: true });
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  // Listening first: starting pg-boss and the workers' first polls (one per queue) held the start up on the
  // embedded database. Jobs sent meanwhile wait for it.
  const jobsStarted = app.jobs.begin();
  jobsStarted.catch((err) => app.log.error({ err }, 'job queue failed to start'));
  await warnIfFilesAreLocal(app, database);
  let stopping: Promise<void> | undefined;
  const stop = ({ drainMs = 0 } = {}) => {
    stopping ??= (async () => {
      app.drain.begin();
      if (drainMs > 0) await sleep(drainMs);
      // A keep-alive connection whose request finishes during shutdown would otherwise hold the server open.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
      }
      await database.close();
    })();
    return stopping;
  };
  return { app, database, url, adminCreated, demoSeeded, jobsStarted, stop };
}

export const LOCAL_FILES_WARNING =
  'Another portal instance uses this database, but files are stored on local disk (DATA_DIR/files): ' +
  'every instance must see the same files, so set STORAGE_DRIVER=s3 and the S3_* variables ' +
  '(see README, "Several instances")';

/**
 * With the local driver files live on this machine's disk: a second instance would not see them. Instances are
 * told apart by their database connections' application_name (bus.otherInstances), so no heartbeat is needed.
 */
async function warnIfFilesAreLocal(app: FastifyInstance, database: Database) {
  // One process owns an embedded database, so there is no other instance to ask about (and the question waited
  // behind every job worker's first poll on PGlite's one connection, holding up the start).
  if (app.storage.driver !== 'local' || database.kind === 'pglite') return;
  const others = await app.bus.otherInstances();
  if (others > 0) app.log.warn({ otherInstances: others }, LOCAL_FILES_WARNING);
}

/** A stop that takes longer than this after the drain (a stuck request) ends the process anyway. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * SIGTERM (docker stop, a rolling deploy): drain for SHUTDOWN_DRAIN_SECONDS, then stop taking requests, finish those
 * in flight and the running job batch, and exit. SIGINT (Ctrl-C at a terminal, no load balancer) skips the drain.
 */
export function stopOnSignals(instance: Instance) {
  const shutdown = (signal: string) => {
    const drainMs = signal === 'SIGTERM' ? instance.app.config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    instance.app.log.info({ signal, drainMs }, 'shutting down');
    setTimeout(() => {
      instance.app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS).unref();
    instance.stop({ drainMs }).then(
      () => process.exit(0),
      (err) => {
        instance.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
